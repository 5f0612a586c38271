import type { TenantCtx } from "@/lib/db";
import type { FeaturedImage } from "@/lib/integrations/blog/types";
import { loadMedia } from "@/lib/social/delivery/media";

/** The post's featured image from the media library: bytes to upload, a signed address to fetch. */
export async function loadFeaturedImage(ctx: TenantCtx, assetId: string): Promise<FeaturedImage | null> {
  const asset = await ctx.db.mediaAsset.findFirst({ where: { id: assetId }, select: { filename: true } });
  if (!asset) return null;
  const [media] = await loadMedia(ctx, [assetId]);
  return { data: media.data, mimeType: media.mimeType, filename: asset.filename, url: media.url! };
}
