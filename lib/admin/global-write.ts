import { adminDb, afterCommit, type AdminDb, type TenantDb } from "@/lib/db";
import { clearConfigCaches } from "./config-cache";

/**
 * A write to global configuration from a Super Admin route: it runs inside the request's
 * transaction (adminDb() joins an open one), the one handle() writes the audit row in, so the change
 * and its audit row commit together; every configuration cache is cleared once it has committed.
 */
export function globalWrite<T>(ctx: { db: TenantDb }, fn: (db: AdminDb) => Promise<T>): Promise<T> {
  return ctx.db.$transaction(async (tx) => {
    const result = await fn(adminDb());
    await afterCommit(tx, () => clearConfigCaches());
    return result;
  });
}
