import { baseClient } from "./client";
import { readConnection, scopeOf, type TenantDb, type TxClient } from "./tenant";

/**
 * The unscoped client, named for what it is. Only lib/db, lib/auth (sign-in must find a user by
 * e-mail before any tenant is known), lib/admin, background plumbing, scripts and tests use it
 * (eslint.config.mjs says where).
 *
 * For a read inside a request's transaction pass its context (`adminDb(ctx)`): it then runs on the
 * transaction's connection. The embedded database serves one session, so a second connection
 * would wait for the transaction to end. Writes go through ctx.db.
 */
export function adminDb(): AdminDb;
export function adminDb(within: { db: TenantDb }): TxClient;
export function adminDb(within?: { db: TenantDb }): AdminDb | TxClient {
  if (!within) return baseClient();
  return readConnection(scopeOf(within.db)).client;
}

export type AdminDb = ReturnType<typeof baseClient>;
