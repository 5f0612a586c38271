import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { mediaAssetStored } from "@/lib/jobs/events";
import { enqueue, type OutboxWriter } from "@/lib/jobs/enqueue";
import type { TenantCtx } from "@/lib/db";
import { objectStore } from "@/lib/integrations/storage";
import { writeThumbnail } from "./image-info";
import { newSpoolFile } from "./intake";
import { newObjectKey, removeStoredObjects } from "./stored-objects";

/**
 * Asks for the asset's thumbnail, in the transaction that makes it READY: decoding an image costs
 * tens of MB of native memory, so it is background work (inngest/functions/media/make-thumbnail.ts),
 * never part of an upload request. Lists show a placeholder until it exists.
 */
export function requestThumbnail(tx: OutboxWriter, companyId: string, assetId: string): Promise<{ id: string }> {
  return enqueue(tx, { event: mediaAssetStored, data: { companyId, assetId } });
}

/** "not needed": the asset already has one, or is gone (deleted, or never stored). */
export type ThumbnailOutcome = "made" | "not needed";

/**
 * Makes the WebP thumbnail of one stored asset and records its key. Idempotent: an asset that has
 * one, or is gone, is left alone; when two runs race, the first key recorded wins and the other
 * run removes its own object.
 */
export async function makeAssetThumbnail(ctx: TenantCtx, assetId: string): Promise<ThumbnailOutcome> {
  const asset = await ctx.db.mediaAsset.findFirst({
    where: { id: assetId, status: "READY" },
    select: { storageKey: true, thumbnailKey: true },
  });
  if (!asset || asset.thumbnailKey) return "not needed";
  const store = objectStore();
  const original = await store.get(asset.storageKey);
  if (!original) return "not needed";
  const source = await newSpoolFile();
  const target = `${source}.webp`;
  try {
    await pipeline(original.body, fs.createWriteStream(source));
    await writeThumbnail(source, target);
    const key = newObjectKey(ctx.companyId, ".thumb");
    await store.putFile(key, target, "image/webp");
    const won = await ctx.db.mediaAsset.updateMany({
      where: { id: assetId, status: "READY", thumbnailKey: null },
      data: { thumbnailKey: key },
    });
    if (won.count === 1) return "made";
    await removeStoredObjects([key]);
    return "not needed";
  } finally {
    await fsp.rm(source, { force: true });
    await fsp.rm(target, { force: true });
  }
}
