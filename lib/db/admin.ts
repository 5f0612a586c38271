import { scopeOf, type TenantDb } from "./tenant";
import { unscopedClient } from "./transaction";

/**
 * The unscoped client, named for what it is. Only lib/db, lib/auth (sign-in must find a user by
 * e-mail before any tenant is known), lib/admin, background plumbing, scripts and tests use it
 * (eslint.config.mjs says where).
 *
 * Called while a transaction is open around the caller (a request's audited write, a service's
 * `$transaction`), or given a client of one (`adminDb(ctx)`), it runs on that transaction's
 * connection: the embedded database serves one session, so a second connection would wait for the
 * transaction to end.
 */
export function adminDb(within?: { db: TenantDb }): AdminDb {
  return unscopedClient(within ? scopeOf(within.db).transaction : null);
}

export type AdminDb = ReturnType<typeof unscopedClient>;
