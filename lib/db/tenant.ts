import { AsyncLocalStorage } from "node:async_hooks";
import { Prisma } from "@/lib/generated/prisma/client";
import { baseClient, type BaseClient } from "./client";

/**
 * Tenant-owned models are every model with a `companyId` column, read from the generated client
 * so a new model is scoped the moment it gets the field.
 */
export const tenantModels: ReadonlySet<string> = new Set(
  Object.values(Prisma.ModelName).filter((model) => {
    const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[`${model}ScalarFieldEnum`];
    return Boolean(fields && "companyId" in fields);
  }),
);

/** `prisma.socialPost` → "SocialPost". */
const modelOfDelegate = new Map<string, string>(
  Object.values(Prisma.ModelName).map((model) => [model[0].toLowerCase() + model.slice(1), model]),
);

const READS_AND_WRITES_WITH_WHERE = new Set([
  "findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy",
  "update", "updateMany", "updateManyAndReturn", "delete", "deleteMany", "upsert",
]);
const OPERATIONS = [...READS_AND_WRITES_WITH_WHERE, "create", "createMany", "createManyAndReturn"];

/** Raw SQL and client plumbing: not on a scoped client (raw SQL goes through tenantSql, lib/db/tenant-sql.ts). */
const REMOVED = new Set([
  "$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe", "$queryRawTyped", "$runCommandRaw", "$rows",
  "$extends", "$connect", "$disconnect", "$on", "$use",
]);

type Args = Record<string, unknown>;

/** Throws on `where: { x: undefined }`: Prisma would silently drop the filter and match every row. */
function assertNoUndefined(where: unknown, path = "where"): void {
  if (!where || typeof where !== "object" || where instanceof Date || Array.isArray(where)) return;
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) throw new Error(`Undefined filter value at ${path}.${key}`);
    assertNoUndefined(value, `${path}.${key}`);
  }
}

function scopeArgs(operation: string, args: Args, companyId: string): Args {
  const scoped: Args = { ...args };
  if (READS_AND_WRITES_WITH_WHERE.has(operation)) {
    assertNoUndefined(scoped.where);
    scoped.where = { ...(scoped.where as Args | undefined), companyId };
  }
  if (operation === "create") scoped.data = { ...(scoped.data as Args), companyId };
  if (operation === "createMany" || operation === "createManyAndReturn") {
    const data = scoped.data as Args | Args[];
    scoped.data = Array.isArray(data) ? data.map((d) => ({ ...d, companyId })) : { ...data, companyId };
  }
  if (operation === "upsert") scoped.create = { ...(scoped.create as Args), companyId };
  return scoped;
}

function companyArgs(operation: string, args: Args, companyId: string): Args {
  if (operation === "create" || operation === "createMany" || operation === "createManyAndReturn" || operation === "delete" || operation === "deleteMany") {
    throw new Error(`A tenant cannot ${operation} companies`);
  }
  assertNoUndefined(args.where);
  // AND, not spread: the caller's own `id` must still have to match, not be replaced by ours.
  const where = args.where as Args | undefined;
  return { ...args, where: where ? { id: companyId, AND: [where] } : { id: companyId } };
}

/** Prisma's client inside an interactive transaction. */
export type TxClient = Parameters<Parameters<BaseClient["$transaction"]>[0]>[0];
type Connection = BaseClient | TxClient;

type ModelDelegates = { [K in keyof TxClient as K extends `$${string}` ? never : K extends string ? K : never]: TxClient[K] };

export interface TransactionOptions {
  maxWait?: number;
  timeout?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
}

/**
 * A Prisma client that reaches only one company's rows: `companyId` is added to every filter and
 * forced on every create; models without `companyId` and raw SQL are refused. `$transaction(fn)`
 * opens a transaction, or joins the one this client already belongs to (no savepoint: an error
 * inside rolls the whole outer transaction back), so services compose inside a request's transaction.
 */
export type TenantDb = ModelDelegates & {
  $transaction<T>(fn: (tx: TenantDb) => Promise<T>, options?: TransactionOptions): Promise<T>;
};

const WRITES = new Set([
  "create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany",
]);

/**
 * One transaction, shared by every client working inside it: `tx` while it is open; `open` when it
 * can still be opened (a transactionOnFirstWrite before its first write); what runs after commit.
 */
interface Transaction {
  tx: TxClient | null;
  open: (() => Promise<TxClient>) | null;
  afterCommit: (() => unknown)[];
}

const isLive = (t: Transaction | undefined | null): t is Transaction => Boolean(t && (t.tx || t.open));

/**
 * The transaction the current async work runs in. Every client used inside it (forCompany of any
 * company, adminDb) runs its queries there: on the embedded database a second connection would wait
 * for the transaction to end, and the transaction for it.
 */
const ambient = new AsyncLocalStorage<Transaction>();

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

const transactionOf = (scope: TenantScope): Transaction | null => {
  const own = scope.transaction;
  if (isLive(own)) return own;
  const around = ambient.getStore();
  return isLive(around) ? around : null;
};

/** Where a read runs now. The base client is looked up on each use: scripts and tests may reconnect it. */
export function readConnection(scope: TenantScope): { client: Connection; inTransaction: boolean } {
  const tx = transactionOf(scope)?.tx;
  return tx ? { client: tx, inTransaction: true } : { client: baseClient(), inTransaction: false };
}

/** Where a write runs: a transaction not yet open (transactionOnFirstWrite) opens first. */
export function writeConnection(scope: TenantScope): Connection | Promise<Connection> {
  const t = transactionOf(scope);
  return t?.tx ?? t?.open?.() ?? baseClient();
}

type Operation = (args?: Args) => Promise<unknown>;
type Delegates = Record<string, Record<string, Operation>>;

function delegateFor(scope: TenantScope, name: string): Record<string, Operation> | undefined {
  const model = modelOfDelegate.get(name);
  if (!model) return undefined;
  const rewrite =
    model === "Company"
      ? (op: string, args: Args) => companyArgs(op, args, scope.companyId)
      : tenantModels.has(model)
        ? (op: string, args: Args) => scopeArgs(op, args, scope.companyId)
        : () => {
            throw new Error(`${model} is not tenant-owned; reach it through adminDb or a dedicated service`);
          };
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
      if (!WRITES.has(op)) return run(readConnection(scope).client);
      const connection = writeConnection(scope);
      return connection instanceof Promise ? connection.then(run) : run(connection);
    };
  }
  return delegate;
}

function scopedView(scope: TenantScope): TenantDb {
  const delegates = new Map<string, Record<string, Operation> | undefined>();

  async function $transaction<T>(fn: (tx: TenantDb) => Promise<T>, options?: TransactionOptions): Promise<T> {
    const joined = transactionOf(scope);
    if (joined) {
      if (!joined.tx) await joined.open!();
      return fn(view);
    }
    const t: Transaction = { tx: null, open: null, afterCommit: [] };
    const result = await baseClient().$transaction((tx) => {
      t.tx = tx;
      return ambient.run(t, () => fn(scopedView({ companyId: scope.companyId, transaction: t })));
    }, options);
    t.tx = null;
    for (const hook of t.afterCommit) await hook();
    return result;
  }

  const view = new Proxy({} as TenantDb, {
    get(_, prop) {
      if (prop === "$transaction") return $transaction;
      if (typeof prop !== "string") return undefined;
      if (REMOVED.has(prop)) {
        throw new Error(`${prop} is not available on a tenant-scoped client: raw SQL goes through tenantSql (lib/db/tenant-sql.ts)`);
      }
      if (!delegates.has(prop)) delegates.set(prop, delegateFor(scope, prop));
      return delegates.get(prop);
    },
  });
  scopes.set(view, scope);
  return view;
}

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

const scopedClients = new Map<string, TenantDb>();

const ROLLBACK = Symbol("rollback");

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
  let opening: Promise<TxClient> | null = null;
  let settled: Promise<unknown> | null = null;
  let settle: (commit: boolean) => void = () => undefined;
  const t: Transaction = {
    tx: null,
    afterCommit: [],
    open: () =>
      (opening ??= new Promise<TxClient>((resolve, reject) => {
        settled = baseClient().$transaction(async (tx) => {
          const outcome = new Promise<boolean>((r) => (settle = r));
          t.tx = tx;
          resolve(tx);
          if (!(await outcome)) throw ROLLBACK;
        }, options);
        settled.catch(reject);
      })),
  };
  return {
    db: scopedView({ companyId, transaction: t }),
    run: (work) => ambient.run(t, work),
    async finish(commit) {
      t.open = null;
      if (opening) {
        await opening.catch(() => undefined);
        settle(commit);
        // A failed commit is the caller's error; after a rollback, the error that caused it is.
        await settled!
          .catch((err: unknown) => {
            if (commit && err !== ROLLBACK) throw err;
          })
          .finally(() => (t.tx = null));
      }
      if (commit) for (const hook of t.afterCommit) await hook();
    },
  };
}

/**
 * Runs `fn` once the transaction `db` belongs to (its own, or the one it runs in) has committed, or
 * now when there is none: for side effects outside the database (mail) that must neither hold the
 * transaction open nor happen for a change that was rolled back.
 */
export async function afterCommit(db: TenantDb, fn: () => unknown): Promise<void> {
  const t = transactionOf(scopeOf(db));
  if (t) t.afterCommit.push(fn);
  else await fn();
}

const joinedClients = new WeakMap<object, BaseClient>();

/**
 * The unscoped client for the current async work, or for the transaction `scope` belongs to: inside
 * a transaction, its connection (its `$transaction` joins it, `$rows` runs there); otherwise the pool.
 */
export function unscopedClient(scope?: TenantScope): BaseClient {
  const tx = scope ? transactionOf(scope)?.tx : ambient.getStore()?.tx;
  if (!tx) return baseClient();
  let joined = joinedClients.get(tx);
  if (!joined) {
    const client = new Proxy(tx, {
      get(target, prop) {
        if (prop === "$transaction") {
          return (work: unknown) => (typeof work === "function" ? work(client) : Promise.all(work as Promise<unknown>[]));
        }
        if (prop === "$rows") return (query: Prisma.Sql) => target.$queryRaw(query);
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as unknown as BaseClient;
    joined = client;
    joinedClients.set(tx, joined);
  }
  return joined;
}
