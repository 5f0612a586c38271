import { randomUUID } from "node:crypto";
import fsp from "node:fs/promises";
import { objectStore } from "@/lib/integrations/storage";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit";
import { actingUser, afterCommit, type TenantCtx } from "@/lib/db";
import type { CheckedImage } from "./intake";
import { assertFolderOwned } from "./folders";
import { requestThumbnail } from "./thumbnails";

/** A new object key for one company: random, never derived from anything a client sent. */
export function newObjectKey(companyId: string, suffix = ""): string {
  return `${companyId}/${randomUUID()}${suffix}`;
}

export interface NewAssetFields {
  filename: string;
  folderId?: string | null;
  tags?: string[];
}

/**
 * Hands a checked upload to the object store and records it as a READY asset; answers its id.
 * Upload routes run outside handle()'s audited transaction (a slow client must not hold one open
 * while its bytes arrive), so the audit row is written here, once the bytes are stored.
 */
export async function storeNewImage(ctx: TenantCtx, checked: CheckedImage, fields: NewAssetFields, action: string): Promise<string> {
  const user = actingUser(ctx);
  try {
    await assertFolderOwned(ctx, fields.folderId);
  } catch (err) {
    await fsp.rm(checked.file, { force: true });
    throw err;
  }
  const storageKey = newObjectKey(ctx.companyId);
  const store = objectStore();
  try {
    await store.putFile(storageKey, checked.file, checked.contentType);
  } finally {
    await fsp.rm(checked.file, { force: true });
  }
  try {
    return await ctx.db.$transaction(async (db) => {
      const row = await db.mediaAsset.create({
        data: {
          companyId: ctx.companyId,
          uploadedById: user.userId,
          folderId: fields.folderId ?? null,
          tags: fields.tags ?? [],
          filename: fields.filename,
          contentType: checked.contentType,
          format: checked.format,
          width: checked.width,
          height: checked.height,
          sizeBytes: checked.sizeBytes,
          storageKey,
          status: "READY",
        },
        select: { id: true },
      });
      await requestThumbnail(db, ctx.companyId, row.id);
      await recordAudit(db, { actorId: user.userId, action, result: row, requestId: ctx.requestId ?? "" });
      return row.id;
    });
  } catch (err) {
    await store.delete(storageKey).catch((e) => logger.warn({ err: e }, "could not remove the object of a failed upload"));
    throw err;
  }
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
