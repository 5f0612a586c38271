import { argsFor, modelOfDelegate, OPERATIONS, WRITES, type Args } from "./tenant-args";
import {
  currentTransaction,
  deferredTransaction,
  inNewTransaction,
  readConnection,
  writeConnection,
  type Connection,
  type Transaction,
  type TransactionOptions,
  type TxClient,
} from "./transaction";

export { tenantModels } from "./tenant-args";

type ModelDelegates = {
  [K in keyof TxClient as K extends `$${string}` ? never : K extends string ? K : never]: TxClient[K];
};

/**
 * A Prisma client that reaches only one company's rows (see tenant-args.ts); raw SQL is refused.
 * `$transaction(fn)` opens a transaction, or joins the one this client works in (no savepoint: an
 * error inside rolls the whole outer transaction back), so services compose inside a request's one.
 */
export type TenantDb = ModelDelegates & {
  $transaction<T>(fn: (tx: TenantDb) => Promise<T>, options?: TransactionOptions): Promise<T>;
};

/** Raw SQL and client plumbing: not on a scoped client (raw SQL goes through tenantSql, lib/db/tenant-sql.ts). */
const REMOVED = new Set([
  "$queryRaw",
  "$executeRaw",
  "$queryRawUnsafe",
  "$executeRawUnsafe",
  "$queryRawTyped",
  "$runCommandRaw",
  "$rows",
  "$extends",
  "$connect",
  "$disconnect",
  "$on",
  "$use",
]);

/** What lib/db knows about a scoped client: its company, and the transaction it belongs to, if any. */
export interface TenantScope {
  companyId: string;
  transaction: Transaction | null;
}

const scopes = new WeakMap<object, TenantScope>();

/** The scope of a client made by forCompany (or of its transaction); anything else is refused. */
export function scopeOf(db: TenantDb): TenantScope {
  const scope = scopes.get(db);
  if (!scope) throw new Error("Not a tenant-scoped client: build it with forCompany() or tenantCtxFor()");
  return scope;
}

type Operation = (args?: Args) => Promise<unknown>;
type Delegates = Record<string, Record<string, Operation>>;

function delegateFor(scope: TenantScope, name: string): Record<string, Operation> | undefined {
  const model = modelOfDelegate.get(name);
  if (!model) return undefined;
  const rewrite = argsFor(model, scope.companyId);
  const delegate: Record<string, Operation> = {};
  for (const op of OPERATIONS) {
    delegate[op] = (args) => {
      let scoped: Args;
      try {
        scoped = rewrite(op, args ?? {});
      } catch (err) {
        return Promise.reject(err);
      }
      const run = (client: Connection) => (client as unknown as Delegates)[name][op](scoped);
      if (!WRITES.has(op)) return run(readConnection(scope.transaction).client);
      const connection = writeConnection(scope.transaction);
      return connection instanceof Promise ? connection.then(run) : run(connection);
    };
  }
  return delegate;
}

function scopedView(scope: TenantScope): TenantDb {
  const delegates = new Map<string, Record<string, Operation> | undefined>();

  async function $transaction<T>(fn: (tx: TenantDb) => Promise<T>, options?: TransactionOptions): Promise<T> {
    const joined = currentTransaction(scope.transaction);
    if (!joined)
      return inNewTransaction((t) => fn(scopedView({ companyId: scope.companyId, transaction: t })), options);
    if (!joined.tx) await joined.open!();
    return fn(view);
  }

  const view = new Proxy({} as TenantDb, {
    get(_, prop) {
      if (prop === "$transaction") return $transaction;
      if (typeof prop !== "string") return undefined;
      if (REMOVED.has(prop)) {
        throw new Error(
          `${prop} is not available on a tenant-scoped client: raw SQL goes through tenantSql (lib/db/tenant-sql.ts)`,
        );
      }
      if (!delegates.has(prop)) delegates.set(prop, delegateFor(scope, prop));
      return delegates.get(prop);
    },
  });
  scopes.set(view, scope);
  return view;
}

const scopedClients = new Map<string, TenantDb>();

/**
 * The company-scoped client. Nested writes and `connect` are not rewritten, so services check the
 * ids a body names with `assertOwned` (lib/db/owned.ts); composite foreign keys back that up.
 */
export function forCompany(companyId: string): TenantDb {
  const cached = scopedClients.get(companyId);
  if (cached) return cached;
  const client = scopedView({ companyId, transaction: null });
  // Busy tenants reuse theirs. Oldest entries leave first.
  if (scopedClients.size >= 500) scopedClients.delete(scopedClients.keys().next().value!);
  scopedClients.set(companyId, client);
  return client;
}

export interface UnitOfWork {
  /** The company's client; its transaction opens at its first write. */
  db: TenantDb;
  /** Runs `work` inside the unit: every client it uses (forCompany, adminDb) joins the transaction once open. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Commits (then runs afterCommit hooks) or rolls back. A failed commit throws; a rollback never does. */
  finish(commit: boolean): Promise<void>;
}

/**
 * One unit of work whose transaction opens at its first write (or `$transaction` call) and ends
 * with `finish`. Reads before the first write run on the pool, so slow work before it (a call to
 * another service, a file to process) holds no transaction, which on the embedded database would
 * hold every other request too. handle() runs each audited write in one, the audit row last.
 */
export function transactionOnFirstWrite(companyId: string, options?: TransactionOptions): UnitOfWork {
  const { transaction, run, finish } = deferredTransaction(options);
  return { db: scopedView({ companyId, transaction }), run, finish };
}

/**
 * Runs `fn` once the transaction `db` works in has committed, or now when there is none: for side
 * effects outside the database (mail) that must neither hold the transaction open nor happen for a
 * change that was rolled back.
 */
export async function afterCommit(db: TenantDb, fn: () => unknown): Promise<void> {
  const t = currentTransaction(scopeOf(db).transaction);
  if (t) t.afterCommit.push(fn);
  else await fn();
}
