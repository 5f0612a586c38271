import { notFound } from "@/lib/api/errors";
import type { TenantDb } from "@/lib/db";
import type { AssetUsageDTO } from "./contracts/fields";

type UsageContentType = AssetUsageDTO["contentType"];

/** The usage record a social post's attached media (mediaAssetIds) get in the media library. */
export const POST_MEDIA_USAGE = "attached media";
type Db = { db: TenantDb; companyId: string };

const TITLE_LENGTH = 80;
const shorten = (text: string) => (text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text);

/** The titles of the company's content with these ids; ids of content that no longer exists are absent. */
async function contentTitles(ctx: Db, type: UsageContentType, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const where = { id: { in: ids } };
  if (type === "SOCIAL_POST") {
    const rows = await ctx.db.socialPost.findMany({ where, select: { id: true, content: true } });
    return new Map(rows.map((r) => [r.id, shorten(r.content)]));
  }
  const rows =
    type === "BLOG_POST"
      ? await ctx.db.blogPost.findMany({ where, select: { id: true, title: true } })
      : await ctx.db.videoScript.findMany({ where, select: { id: true, title: true } });
  return new Map(rows.map((r) => [r.id, shorten(r.title)]));
}

/**
 * Where each asset is used. Usage rows name content by id with no foreign key (three tables).
 * Deleting one piece of content removes its rows with it; content deleted in bulk (a campaign with
 * its content) leaves rows until the hourly cleanup: they are skipped here, so never count as a use.
 */
export async function usagesOf(ctx: Db, assetIds: string[]): Promise<Map<string, AssetUsageDTO[]>> {
  const byAsset = new Map<string, AssetUsageDTO[]>(assetIds.map((id) => [id, []]));
  if (assetIds.length === 0) return byAsset;
  const rows = await ctx.db.mediaAssetUsage.findMany({
    where: { assetId: { in: assetIds } },
    orderBy: { createdAt: "desc" },
  });
  const titles = new Map<UsageContentType, Map<string, string>>();
  for (const type of ["SOCIAL_POST", "BLOG_POST", "VIDEO_SCRIPT"] as const) {
    titles.set(
      type,
      await contentTitles(ctx, type, [...new Set(rows.filter((r) => r.contentType === type).map((r) => r.contentId))]),
    );
  }
  for (const row of rows) {
    const title = titles.get(row.contentType)!.get(row.contentId);
    if (title === undefined) continue;
    byAsset.get(row.assetId)!.push({
      id: row.id,
      contentType: row.contentType,
      contentId: row.contentId,
      usageContext: row.usageContext,
      title,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return byAsset;
}

export async function recordUsage(
  ctx: Db,
  assetId: string,
  body: { contentType: UsageContentType; contentId: string; usageContext?: string },
): Promise<AssetUsageDTO> {
  await findUsableAsset(ctx, assetId);
  const titles = await contentTitles(ctx, body.contentType, [body.contentId]);
  if (!titles.has(body.contentId))
    throw notFound(
      body.contentType === "SOCIAL_POST"
        ? "Social post"
        : body.contentType === "BLOG_POST"
          ? "Blog post"
          : "Video script",
    );
  const row = await ctx.db.mediaAssetUsage.upsert({
    where: { assetId_contentType_contentId: { assetId, contentType: body.contentType, contentId: body.contentId } },
    create: {
      companyId: ctx.companyId,
      assetId,
      contentType: body.contentType,
      contentId: body.contentId,
      usageContext: body.usageContext ?? null,
    },
    update: { usageContext: body.usageContext ?? null },
  });
  return {
    id: row.id,
    contentType: row.contentType,
    contentId: row.contentId,
    usageContext: row.usageContext,
    title: titles.get(body.contentId)!,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findUsableAsset(ctx: Db, assetId: string): Promise<void> {
  const asset = await ctx.db.mediaAsset.findFirst({ where: { id: assetId, status: "READY" }, select: { id: true } });
  if (!asset) throw notFound("Asset");
}

/** Every id must be one of the company's stored assets: 404 otherwise (another company's included). */
export async function assertAssetsUsable(ctx: Db, ids: readonly string[] | undefined): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const found = await ctx.db.mediaAsset.count({ where: { id: { in: wanted }, status: "READY" } });
  if (found !== wanted.length) throw notFound("Media asset");
}

/** Makes the recorded uses of one piece of content exactly `assetIds` (what it has attached now). */
export async function syncContentUsage(
  ctx: Db,
  contentType: UsageContentType,
  contentId: string,
  assetIds: readonly string[],
  usageContext: string,
): Promise<void> {
  const wanted = [...new Set(assetIds)];
  await ctx.db.mediaAssetUsage.deleteMany({ where: { contentType, contentId, assetId: { notIn: wanted } } });
  if (wanted.length === 0) return;
  await ctx.db.mediaAssetUsage.createMany({
    data: wanted.map((assetId) => ({ companyId: ctx.companyId, assetId, contentType, contentId, usageContext })),
    skipDuplicates: true,
  });
}

/** Records the media of new social posts (copies: nothing recorded for them yet), in one statement. */
export async function recordNewPostsMedia(
  ctx: Db,
  posts: readonly { id: string; mediaAssetIds: readonly string[] }[],
): Promise<void> {
  const data = posts.flatMap((post) =>
    [...new Set(post.mediaAssetIds)].map((assetId) => ({
      companyId: ctx.companyId,
      assetId,
      contentType: "SOCIAL_POST" as const,
      contentId: post.id,
      usageContext: POST_MEDIA_USAGE,
    })),
  );
  if (data.length > 0) await ctx.db.mediaAssetUsage.createMany({ data, skipDuplicates: true });
}

/** Removes the recorded uses of content being deleted; call it in the transaction that deletes it. */
export async function removeContentUsage(
  ctx: Db,
  contentType: UsageContentType,
  contentIds: readonly string[],
): Promise<void> {
  if (contentIds.length === 0) return;
  await ctx.db.mediaAssetUsage.deleteMany({ where: { contentType, contentId: { in: [...contentIds] } } });
}

/**
 * Gives copies of content the uses of their originals (a duplicated campaign's blog posts and
 * scripts keep using what the originals used). `copyOf` maps each original's id to its copy's.
 */
export async function copyContentUsage(
  ctx: Db,
  contentType: UsageContentType,
  copyOf: ReadonlyMap<string, string>,
): Promise<void> {
  if (copyOf.size === 0) return;
  const uses = await ctx.db.mediaAssetUsage.findMany({
    where: { contentType, contentId: { in: [...copyOf.keys()] } },
    select: { assetId: true, contentId: true, usageContext: true },
  });
  if (uses.length === 0) return;
  await ctx.db.mediaAssetUsage.createMany({
    data: uses.map((u) => ({
      companyId: ctx.companyId,
      assetId: u.assetId,
      contentType,
      contentId: copyOf.get(u.contentId)!,
      usageContext: u.usageContext,
    })),
    skipDuplicates: true,
  });
}
