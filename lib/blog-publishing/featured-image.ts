import { createHash } from "node:crypto";
import type { TenantCtx } from "@/lib/db";
import type { FeaturedImage } from "@/lib/integrations/blog/types";
import { loadMedia } from "@/lib/social/delivery/media";

/**
 * The post's featured image from the media library: bytes to upload, a signed address to fetch, and
 * the id the destination gave these same bytes when an earlier publish uploaded them there.
 */
export async function loadFeaturedImage(
  ctx: TenantCtx,
  assetId: string,
  destinationId: string,
): Promise<FeaturedImage | null> {
  const asset = await ctx.db.mediaAsset.findFirst({ where: { id: assetId }, select: { filename: true } });
  if (!asset) return null;
  const [media] = await loadMedia(ctx, [assetId]);
  const sha256 = createHash("sha256").update(media.data).digest("hex");
  const uploaded = await ctx.db.blogMediaUpload.findFirst({
    where: { destinationId, mediaAssetId: assetId, sha256 },
    select: { remoteId: true },
  });
  return {
    assetId,
    sha256,
    uploadedId: uploaded?.remoteId ?? null,
    data: media.data,
    mimeType: media.mimeType,
    filename: asset.filename,
    url: media.url!,
  };
}

/** Remembers the media a publish left in the destination's library, with the bytes they hold. */
export async function rememberUploadedMedia(
  ctx: TenantCtx,
  destinationId: string,
  image: FeaturedImage | null,
  media: { assetId: string; remoteId: string }[],
): Promise<void> {
  for (const item of media) {
    if (item.assetId !== image?.assetId) continue;
    const key = { destinationId, mediaAssetId: item.assetId };
    await ctx.db.blogMediaUpload.upsert({
      where: { destinationId_mediaAssetId: key },
      create: { ...key, companyId: ctx.companyId, remoteId: item.remoteId, sha256: image.sha256 },
      update: { remoteId: item.remoteId, sha256: image.sha256 },
    });
  }
}
