/**
 * The media objects in the object store: their keys and their removal. Shared by uploads
 * (store-image.ts, presigned-upload.ts) and thumbnails (thumbnails.ts), which import it and not
 * each other.
 */
import { randomUUID } from "node:crypto";
import { afterCommit, type TenantCtx } from "@/lib/db";
import { objectStore } from "@/lib/integrations/storage";
import { logger } from "@/lib/logger";

/** A new object key for one company: random, never derived from anything a client sent. */
export function newObjectKey(companyId: string, suffix = ""): string {
  return `${companyId}/${randomUUID()}${suffix}`;
}

/**
 * Removes an asset's stored objects once the transaction that deleted its record commits; a
 * failure is logged, never surfaced (the record is already gone).
 */
export async function removeStoredObjectsAfterCommit(db: TenantCtx["db"], keys: (string | null)[]): Promise<void> {
  await afterCommit(db, () => removeStoredObjects(keys));
}

export async function removeStoredObjects(keys: (string | null)[]): Promise<void> {
  const store = objectStore();
  for (const key of keys) {
    if (key) await store.delete(key).catch((err) => logger.warn({ err }, "could not remove a stored media object"));
  }
}
