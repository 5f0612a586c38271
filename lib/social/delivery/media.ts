import type { Readable } from "node:stream";
import { badRequest } from "@/lib/api/errors";
import { PLATFORM_LABELS } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { assertAssetsUsable } from "@/lib/media/usage";
import { viewUrl } from "@/lib/media/view-url";
import { objectStore } from "@/lib/integrations/storage";
import type { MediaInput } from "@/lib/integrations/social";
import { mediaProblems } from "@/lib/integrations/social/platform-limits";

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

/**
 * What keeps the images from going out on a network that has rules about them (Instagram: an
 * image on every post, aspect ratios from 4:5 to 1.91:1), told when the post is scheduled rather
 * than when it is due: 400 naming the network and what to fix.
 */
export async function assertMediaFits(
  ctx: TenantCtx,
  platforms: readonly string[],
  ids: readonly string[],
  videoUrl: string | null = null,
): Promise<void> {
  const assets = ids.length
    ? await ctx.db.mediaAsset.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true, sizeBytes: true, contentType: true, width: true, height: true },
      })
    : [];
  const media = ids
    .map((id) => assets.find((a) => a.id === id))
    .filter((a) => a !== undefined)
    .map((a) => ({
      size: a.sizeBytes,
      mimeType: a.contentType,
      width: a.width ?? undefined,
      height: a.height ?? undefined,
    }));
  const problems = mediaProblems(platforms, media, Boolean(videoUrl)).map((p) => ({
    field: p.field,
    message: `${PLATFORM_LABELS[p.platform]}: ${p.message}`,
  }));
  if (problems.length === 0) return;
  const details: Record<string, string> = {};
  for (const p of problems) {
    const field = p.field === "video" ? "videoUrl" : "mediaAssetIds";
    details[field] = details[field] ? `${details[field]} ${p.message}` : p.message;
  }
  throw badRequest(details);
}

/** The video rule alone (a scheduled post whose videoUrl changes): 400 on `videoUrl` naming the network. */
export function assertVideoFits(platforms: readonly string[], videoUrl: string | null): void {
  const problems = mediaProblems(platforms, [], Boolean(videoUrl))
    .filter((p) => p.field === "video")
    .map((p) => `${PLATFORM_LABELS[p.platform]}: ${p.message}`);
  if (problems.length) throw badRequest({ videoUrl: problems.join(" ") });
}

/**
 * The images of a post, in the order given, as bytes for the network, with their size and a
 * short-lived signed URL for networks that fetch media themselves (Instagram, Threads).
 */
export async function loadMedia(ctx: TenantCtx, ids: readonly string[]): Promise<MediaInput[]> {
  if (ids.length === 0) return [];
  const assets = await ctx.db.mediaAsset.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, storageKey: true, contentType: true, filename: true, width: true, height: true },
  });
  const store = objectStore();
  return Promise.all(
    ids.map(async (id) => {
      const asset = assets.find((a) => a.id === id);
      const stored = asset ? await store.get(asset.storageKey) : null;
      if (!asset || !stored) throw new Error(`The image ${id} is no longer stored`);
      return {
        data: await readAll(stored.body),
        mimeType: asset.contentType,
        width: asset.width ?? undefined,
        height: asset.height ?? undefined,
        url: viewUrl(env.appUrl, ctx.companyId, id, "original"),
      };
    }),
  );
}
