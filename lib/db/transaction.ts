import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "@/lib/generated/prisma/client";
import { baseClient, type BaseClient } from "./client";

/** Prisma's client inside an interactive transaction. */
export type TxClient = Parameters<Parameters<BaseClient["$transaction"]>[0]>[0];
export type Connection = BaseClient | TxClient;

export interface TransactionOptions {
  maxWait?: number;
  timeout?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
}

/**
 * One transaction, shared by every client working inside it: `tx` while it is open; `open` while
 * it can still be opened (a deferred one before its first write); what runs after its commit.
 */
export interface Transaction {
  tx: TxClient | null;
  open: (() => Promise<TxClient>) | null;
  afterCommit: (() => unknown)[];
}

const isLive = (t: Transaction | null | undefined): t is Transaction => Boolean(t && (t.tx || t.open));

/**
 * The transaction the current async work runs in. Every client used inside it (forCompany of any
 * company, adminDb) runs its queries there: on the embedded database a second connection would
 * wait for the transaction to end, and the transaction for it.
 */
const ambient = new AsyncLocalStorage<Transaction>();

/** The transaction a client works in: its own while live, else the one around the current work. */
export function currentTransaction(own: Transaction | null): Transaction | null {
  if (isLive(own)) return own;
  const around = ambient.getStore();
  return isLive(around) ? around : null;
}

/** Where a read runs now. The base client is looked up on each use: scripts and tests may reconnect it. */
export function readConnection(own: Transaction | null): { client: Connection; inTransaction: boolean } {
  const tx = currentTransaction(own)?.tx;
  return tx ? { client: tx, inTransaction: true } : { client: baseClient(), inTransaction: false };
}

/** Where a write runs: a deferred transaction opens first. */
export function writeConnection(own: Transaction | null): Connection | Promise<Connection> {
  const t = currentTransaction(own);
  return t?.tx ?? t?.open?.() ?? baseClient();
}

/** Runs `work` in a new transaction, with it as the current one; afterCommit hooks run once it has committed. */
export async function inNewTransaction<T>(
  work: (t: Transaction) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const t: Transaction = { tx: null, open: null, afterCommit: [] };
  const result = await baseClient().$transaction((tx) => {
    t.tx = tx;
    return ambient.run(t, () => work(t));
  }, options);
  t.tx = null;
  for (const hook of t.afterCommit) await hook();
  return result;
}

const ROLLBACK = Symbol("rollback");

/**
 * A transaction that opens when first asked for (`open`: at the first write) and ends with
 * `finish`. `run` makes it the current transaction of the work it runs.
 */
export function deferredTransaction(options?: TransactionOptions) {
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
    transaction: t,
    run: <T>(work: () => Promise<T>) => ambient.run(t, work),
    async finish(commit: boolean): Promise<void> {
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

const joinedClients = new WeakMap<object, BaseClient>();

/**
 * The unscoped client inside the current transaction (or `own`): its connection, whose
 * `$transaction` joins it and whose `$rows` runs there; outside any transaction, the pool.
 */
export function unscopedClient(own: Transaction | null = null): BaseClient {
  const tx = currentTransaction(own)?.tx;
  if (!tx) return baseClient();
  let joined = joinedClients.get(tx);
  if (!joined) {
    const client = new Proxy(tx, {
      get(target, prop) {
        if (prop === "$transaction") {
          return (work: unknown) =>
            typeof work === "function" ? work(client) : Promise.all(work as Promise<unknown>[]);
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
