import { adminDb, afterCommit, type TenantDb } from "@/lib/db";
import type { TxClient } from "@/lib/db/tenant";
import { clearConfigCaches } from "./config-cache";

/**
 * A write to global configuration from a Super Admin route: it runs on the request's transaction
 * (the one handle() writes the audit row in), so the change and its audit row commit together, and
 * every configuration cache is cleared once it has committed.
 */
export function globalWrite<T>(ctx: { db: TenantDb }, fn: (db: TxClient) => Promise<T>): Promise<T> {
  return ctx.db.$transaction(async (tx) => {
    const result = await fn(adminDb({ db: tx }));
    await afterCommit(tx, () => clearConfigCaches());
    return result;
  });
}
