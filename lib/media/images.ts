import { conflict, notFound } from "@/lib/api/errors";
import { actingUser, type TenantCtx } from "@/lib/db";
import type { UploadedImageDTO } from "./contracts/uploads";
import { removeStoredObjectsAfterCommit } from "./stored-objects";
import { usagesOf } from "./usage";

/** The upload API's view: the caller's own stored images. */
const ownImages = (ctx: TenantCtx) => ({
  uploadedById: actingUser(ctx).userId,
  status: "READY" as const,
  type: "IMAGE" as const,
});

export async function listImages(ctx: TenantCtx, query: { limit: number; offset: number }) {
  const where = ownImages(ctx);
  const [rows, total] = await Promise.all([
    ctx.db.mediaAsset.findMany({
      where,
      select: { id: true, filename: true, format: true, width: true, height: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.offset,
    }),
    ctx.db.mediaAsset.count({ where }),
  ]);
  const images: UploadedImageDTO[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { images, total, limit: query.limit, offset: query.offset };
}

export async function deleteImage(ctx: TenantCtx, id: string): Promise<{ success: boolean; message: string }> {
  const image = await ctx.db.mediaAsset.findFirst({
    where: { id, ...ownImages(ctx) },
    select: { storageKey: true, thumbnailKey: true },
  });
  if (!image) throw notFound("Image");
  const uses = (await usagesOf(ctx, [id])).get(id) ?? [];
  if (uses.length > 0) {
    throw conflict(
      "IMAGE_IN_USE",
      `This image is attached to ${uses.length} piece(s) of content; detach it first (or delete it with DELETE /api/assets/${id}?hard=true&force=true)`,
    );
  }
  await ctx.db.mediaAsset.delete({ where: { id } });
  await removeStoredObjectsAfterCommit(ctx.db, [image.storageKey, image.thumbnailKey]);
  return { success: true, message: "Image deleted" };
}
