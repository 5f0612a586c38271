import { conflict, notFound } from "@/lib/api/errors";
import { assetDTO, ASSET_SELECT } from "./asset-dto";
import { publicBaseUrl, type MediaCtx } from "./context";
import type { AssetDetailDTO, AssetDTO } from "./contracts/fields";
import { assertFolderOwned } from "./folders";
import { removeStoredObjectsAfterCommit } from "./stored-objects";
import { usagesOf } from "./usage";

type Ctx = MediaCtx;

export interface AssetQuery {
  limit: number;
  offset: number;
  folderId?: string;
  type?: "IMAGE" | "VIDEO";
  tags?: string[];
  search?: string;
  isArchived?: boolean;
}

export async function listAssets(
  ctx: Ctx,
  query: AssetQuery,
): Promise<{ items: AssetDTO[]; total: number; limit: number; offset: number }> {
  const search = query.search?.trim();
  const where = {
    status: "READY" as const,
    isArchived: query.isArchived ?? false,
    ...(query.folderId !== undefined ? { folderId: query.folderId === "root" ? null : query.folderId } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.tags?.length ? { tags: { hasEvery: query.tags } } : {}),
    ...(search
      ? {
          OR: [
            { filename: { contains: search, mode: "insensitive" as const } },
            { prompt: { contains: search, mode: "insensitive" as const } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.mediaAsset.findMany({
      where,
      select: ASSET_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.offset,
    }),
    ctx.db.mediaAsset.count({ where }),
  ]);
  const uses = await usagesOf(
    ctx,
    rows.map((r) => r.id),
  );
  const base = publicBaseUrl(ctx.req);
  return {
    items: rows.map((r) => assetDTO(r, uses.get(r.id)!.length, base)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

async function findAsset(ctx: Ctx, id: string) {
  const row = await ctx.db.mediaAsset.findFirst({
    where: { id, status: "READY" },
    select: { ...ASSET_SELECT, storageKey: true, thumbnailKey: true },
  });
  if (!row) throw notFound("Asset");
  return row;
}

export async function getAsset(ctx: Ctx, id: string): Promise<AssetDetailDTO> {
  const row = await findAsset(ctx, id);
  const usage = (await usagesOf(ctx, [id])).get(id)!;
  return { ...assetDTO(row, usage.length, publicBaseUrl(ctx.req)), usage };
}

export async function updateAsset(
  ctx: Ctx,
  id: string,
  body: { folderId?: string | null; tags?: string[]; isArchived?: boolean },
): Promise<AssetDetailDTO> {
  await findAsset(ctx, id);
  await assertFolderOwned(ctx, body.folderId);
  await ctx.db.mediaAsset.update({
    where: { id },
    data: { folderId: body.folderId, tags: body.tags, isArchived: body.isArchived },
  });
  return getAsset(ctx, id);
}

/**
 * Soft delete archives. Hard delete removes the record, its uses and its stored objects; an asset
 * in use is refused unless forced, and forcing also takes it off the social posts that attach it.
 */
export async function deleteAsset(
  ctx: Ctx,
  id: string,
  opts: { hard: boolean; force: boolean },
): Promise<{ success: boolean; deleted: "soft" | "hard" }> {
  const asset = await findAsset(ctx, id);
  if (!opts.hard) {
    await ctx.db.mediaAsset.update({ where: { id }, data: { isArchived: true } });
    return { success: true, deleted: "soft" };
  }
  const uses = (await usagesOf(ctx, [id])).get(id)!;
  if (uses.length > 0 && !opts.force) {
    throw conflict(
      "ASSET_IN_USE",
      `This asset is used by ${uses.length} piece(s) of content; detach it first, or pass force=true to delete it anyway`,
      {
        usage: uses,
      },
    );
  }
  await ctx.db.$transaction(async (tx) => {
    const posts = await tx.socialPost.findMany({
      where: { mediaAssetIds: { has: id } },
      select: { id: true, mediaAssetIds: true },
    });
    for (const post of posts) {
      await tx.socialPost.update({
        where: { id: post.id },
        data: { mediaAssetIds: post.mediaAssetIds.filter((a) => a !== id) },
      });
    }
    await tx.mediaAsset.delete({ where: { id } });
  });
  await removeStoredObjectsAfterCommit(ctx.db, [asset.storageKey, asset.thumbnailKey]);
  return { success: true, deleted: "hard" };
}
