import fsp from "node:fs/promises";
import { objectStore } from "@/lib/integrations/storage";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit";
import { actingUser, type TenantCtx } from "@/lib/db";
import type { CheckedImage } from "./intake";
import { assertFolderOwned } from "./folders";
import { newObjectKey } from "./stored-objects";
import { requestThumbnail } from "./thumbnails";

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
export async function storeNewImage(
  ctx: TenantCtx,
  checked: CheckedImage,
  fields: NewAssetFields,
  action: string,
): Promise<string> {
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
    await store
      .delete(storageKey)
      .catch((e) => logger.warn({ err: e }, "could not remove the object of a failed upload"));
    throw err;
  }
}
