import { conflict, notFound } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import type { FolderDTO } from "./contracts/fields";

type Ctx = TenantCtx;

/** A folderId in a body must name one of the caller's folders; null/undefined pass. */
export async function assertFolderOwned(ctx: Pick<Ctx, "db">, folderId: string | null | undefined): Promise<void> {
  if (!folderId) return;
  const folder = await ctx.db.mediaFolder.findFirst({ where: { id: folderId }, select: { id: true } });
  if (!folder) throw notFound("Folder");
}

async function folderDTOs(
  ctx: Ctx,
  rows: { id: string; name: string; parentId: string | null; createdAt: Date }[],
): Promise<FolderDTO[]> {
  const ids = rows.map((r) => r.id);
  const [assets, folders] = await Promise.all([
    ctx.db.mediaAsset.groupBy({
      by: ["folderId"],
      where: { folderId: { in: ids }, status: "READY" },
      _count: { _all: true },
    }),
    ctx.db.mediaFolder.groupBy({ by: ["parentId"], where: { parentId: { in: ids } }, _count: { _all: true } }),
  ]);
  const assetCount = new Map(assets.map((a) => [a.folderId, a._count._all]));
  const folderCount = new Map(folders.map((f) => [f.parentId, f._count._all]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    assetCount: assetCount.get(r.id) ?? 0,
    folderCount: folderCount.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function createFolder(ctx: Ctx, body: { name: string; parentId?: string | null }): Promise<FolderDTO> {
  const parentId = body.parentId ?? null;
  await assertFolderOwned(ctx, parentId);
  const twin = await ctx.db.mediaFolder.findFirst({
    where: { parentId, name: { equals: body.name, mode: "insensitive" } },
    select: { id: true },
  });
  if (twin) throw conflict("FOLDER_EXISTS", `A folder named "${body.name}" already exists here`);
  const row = await ctx.db.mediaFolder.create({ data: { companyId: ctx.companyId, name: body.name, parentId } });
  return (await folderDTOs(ctx, [row]))[0];
}

export async function listFolders(
  ctx: Ctx,
  query: { limit: number; offset: number; parentId?: string },
): Promise<{ items: FolderDTO[]; total: number; limit: number; offset: number }> {
  const where = query.parentId === undefined ? {} : { parentId: query.parentId === "root" ? null : query.parentId };
  const [rows, total] = await Promise.all([
    ctx.db.mediaFolder.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: query.limit,
      skip: query.offset,
    }),
    ctx.db.mediaFolder.count({ where }),
  ]);
  return { items: await folderDTOs(ctx, rows), total, limit: query.limit, offset: query.offset };
}

/**
 * Deletes a folder. Its contents (assets in any state, subfolders) either block it (409) or move
 * to its parent first, in the same transaction, so nothing is ever left in a folder that is gone.
 */
export async function deleteFolder(
  ctx: Ctx,
  id: string,
  moveContents: boolean,
): Promise<{ success: boolean; movedAssets: number; movedFolders: number }> {
  const folder = await ctx.db.mediaFolder.findFirst({ where: { id } });
  if (!folder) throw notFound("Folder");
  return ctx.db.$transaction(async (tx) => {
    const [assets, folders] = await Promise.all([
      tx.mediaAsset.count({ where: { folderId: id } }),
      tx.mediaFolder.count({ where: { parentId: id } }),
    ]);
    if ((assets > 0 || folders > 0) && !moveContents) {
      throw conflict(
        "FOLDER_NOT_EMPTY",
        `This folder holds ${assets} asset(s) and ${folders} folder(s); move or delete them first, or pass moveContents=true to move them to the parent folder`,
      );
    }
    const movedAssets = (
      await tx.mediaAsset.updateMany({ where: { folderId: id }, data: { folderId: folder.parentId } })
    ).count;
    const movedFolders = (
      await tx.mediaFolder.updateMany({ where: { parentId: id }, data: { parentId: folder.parentId } })
    ).count;
    await tx.mediaFolder.delete({ where: { id } });
    return { success: true, movedAssets, movedFolders };
  });
}
