import type { Readable } from "node:stream";
import { badRequest } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { assertAssetsUsable } from "@/lib/media/usage";
import { objectStore } from "@/lib/integrations/storage";
import type { MediaInput } from "@/lib/integrations/social";

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** Every asset must be one of the company's stored assets (404 otherwise) and an image (400). */
export async function assertPublishableAssets(ctx: TenantCtx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await assertAssetsUsable(ctx, ids);
  const videos = await ctx.db.mediaAsset.findMany({
    where: { id: { in: [...ids] }, type: { not: "IMAGE" } },
    select: { id: true },
  });
  if (videos.length)
    throw badRequest(
      Object.fromEntries(
        videos.map((v) => [
          `mediaAssetIds.${ids.indexOf(v.id)}`,
          "must be an image: posting videos is not supported yet",
        ]),
      ),
    );
}

/** The images of a post, in the order given, as bytes for the network. */
export async function loadMedia(ctx: TenantCtx, ids: readonly string[]): Promise<MediaInput[]> {
  if (ids.length === 0) return [];
  const assets = await ctx.db.mediaAsset.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, storageKey: true, contentType: true, filename: true },
  });
  const store = objectStore();
  return Promise.all(
    ids.map(async (id) => {
      const asset = assets.find((a) => a.id === id);
      const stored = asset ? await store.get(asset.storageKey) : null;
      if (!asset || !stored) throw new Error(`The image ${id} is no longer stored`);
      return { data: await readAll(stored.body), mimeType: asset.contentType };
    }),
  );
}
