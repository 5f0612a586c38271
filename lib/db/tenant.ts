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

type AfterCommit = (() => unknown)[];

/**
 * What lib/db knows about a scoped client: its company and where its queries run. A plain client
 * uses the pool; a transaction's client, its transaction; a client of transactionOnFirstWrite the
 * pool until its first write opens the transaction, then the transaction.
 */
export type TenantScope = { companyId: string } & (
  | { kind: "plain" }
  | { kind: "transaction"; tx: TxClient; afterCommit: AfterCommit }
  | { kind: "deferred"; tx: TxClient | null; open(): Promise<TxClient>; afterCommit: AfterCommit }
);

const scopes = new WeakMap<object, TenantScope>();

/** The scope of a client made by forCompany (or of its transaction); anything else is refused. */
export function scopeOf(db: TenantDb): TenantScope {
  const scope = scopes.get(db);
  if (!scope) throw new Error("Not a tenant-scoped client: build it with forCompany() or tenantCtxFor()");
  return scope;
}

/** Where a read runs now. The base client is looked up on each use: scripts and tests may reconnect it. */
export function readConnection(scope: TenantScope): { client: Connection; inTransaction: boolean } {
  if (scope.kind === "transaction") return { client: scope.tx, inTransaction: true };
  if (scope.kind === "deferred" && scope.tx) return { client: scope.tx, inTransaction: true };
  return { client: baseClient(), inTransaction: false };
}

/** Where a write runs: a deferred scope opens its transaction first. */
export function writeConnection(scope: TenantScope): Connection | Promise<Connection> {
  if (scope.kind === "transaction") return scope.tx;
  if (scope.kind === "deferred") return scope.tx ?? scope.open();
  return baseClient();
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
    if (scope.kind === "transaction") return fn(view);
    if (scope.kind === "deferred") {
      await writeConnection(scope);
      return fn(view);
    }
    const afterCommit: AfterCommit = [];
    const result = await baseClient().$transaction(
      (tx) => fn(scopedView({ kind: "transaction", companyId: scope.companyId, tx, afterCommit })),
      options,
    );
    for (const hook of afterCommit) await hook();
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
  const client = scopedView({ kind: "plain", companyId });
  // Busy tenants reuse theirs. Oldest entries leave first.
  if (scopedClients.size >= 500) scopedClients.delete(scopedClients.keys().next().value!);
  scopedClients.set(companyId, client);
  return client;
}

const scopedClients = new Map<string, TenantDb>();

const ROLLBACK = Symbol("rollback");

/**
 * A scoped client for one unit of work whose transaction opens at its first write (or
 * `$transaction` call) and ends with `finish`: commit, or roll back. Reads before the first write
 * run on the pool, so slow work before it (a call to another service, a file to process) holds no
 * transaction, which on the embedded database would hold every other request too. handle() runs
 * each audited write in one, the audit row last.
 */
export function transactionOnFirstWrite(companyId: string, options?: TransactionOptions): { db: TenantDb; finish(commit: boolean): Promise<void> } {
  let opening: Promise<TxClient> | null = null;
  let settled: Promise<unknown> | null = null;
  let settle: (commit: boolean) => void = () => undefined;
  const scope: Extract<TenantScope, { kind: "deferred" }> = {
    kind: "deferred",
    companyId,
    tx: null,
    afterCommit: [],
    open: () =>
      (opening ??= new Promise<TxClient>((resolve, reject) => {
        settled = baseClient().$transaction(async (tx) => {
          const outcome = new Promise<boolean>((r) => (settle = r));
          scope.tx = tx;
          resolve(tx);
          if (!(await outcome)) throw ROLLBACK;
        }, options);
        settled.catch(reject);
      })),
  };
  return {
    db: scopedView(scope),
    async finish(commit) {
      if (opening) {
        await opening.catch(() => undefined);
        settle(commit);
        // A failed commit is the caller's error; after a rollback, the error that caused it is.
        await settled!.catch((err: unknown) => {
          if (commit && err !== ROLLBACK) throw err;
        });
      }
      if (commit) for (const hook of scope.afterCommit) await hook();
    },
  };
}

/**
 * Runs `fn` once the transaction `db` belongs to has committed, or now when it belongs to none:
 * for side effects outside the database (mail) that must neither hold the transaction open nor
 * happen for a change that was rolled back.
 */
export async function afterCommit(db: TenantDb, fn: () => unknown): Promise<void> {
  const scope = scopeOf(db);
  if (scope.kind === "plain") await fn();
  else scope.afterCommit.push(fn);
}
