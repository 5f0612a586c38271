import { randomUUID } from "node:crypto";
import type { Prisma, TenantCtx, TenantDb } from "@/lib/db";
import { assertAssetsUsable, copyContentUsage, recordNewPostsMedia } from "@/lib/media/usage";
import { firstFreeSlug, SLUG_MAX_LENGTH } from "@/lib/content/slug";
import { campaignColumns } from "./campaign-dto";
import type { Campaign } from "./contracts";
import { answerCampaign, findCampaignRow } from "./get-campaign";

/** `my-post` → `my-post-copy`, shortened so a numbered suffix still fits the slug length limit. */
const copyBase = (slug: string) => `${slug.slice(0, SLUG_MAX_LENGTH - 12).replace(/-+$/, "")}-copy`;

/**
 * Slugs for copied blog posts that are free in the company: `slug-copy`, then `slug-copy-2`, …
 * One read of the taken slugs with those prefixes, then the choice is made in memory.
 */
async function freeCopySlugs(tx: TenantDb, slugs: string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const bases = slugs.map(copyBase);
  const taken = new Set(
    (
      await tx.blogPost.findMany({
        where: { OR: [...new Set(bases)].map((base) => ({ slug: { startsWith: base } })) },
        select: { slug: true },
      })
    ).map((b) => b.slug),
  );
  return bases.map((base) => {
    const slug = firstFreeSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}

/**
 * Copies the campaign's content into the new campaign. Copied posts keep their media: every asset
 * they name must still be one of the company's stored assets (404 otherwise, nothing copied), and
 * the copies' uses are recorded in the media library like any post's; copied blog posts and
 * scripts keep the uses recorded for their originals.
 */
async function copyContent(tx: TenantDb, ctx: TenantCtx, fromId: string, toId: string) {
  const where = { campaignId: fromId };
  const orderBy = { createdAt: "asc" } as const;
  const posts = await tx.socialPost.findMany({
    where,
    orderBy,
    select: { content: true, platforms: true, mediaAssetIds: true, videoUrl: true },
  });
  const blogs = await tx.blogPost.findMany({
    where,
    orderBy,
    select: { id: true, title: true, slug: true, markdownBody: true },
  });
  const scripts = await tx.videoScript.findMany({
    where,
    orderBy,
    select: { id: true, title: true, platform: true, format: true, script: true },
  });
  const media = { db: tx, companyId: ctx.companyId };
  await assertAssetsUsable(
    media,
    posts.flatMap((p) => p.mediaAssetIds),
  );
  const slugs = await freeCopySlugs(
    tx,
    blogs.map((b) => b.slug),
  );
  const owned = { companyId: ctx.companyId, campaignId: toId };
  // Whoever duplicates the campaign wrote the copies (approvals judge them by it).
  const author = { createdById: ctx.actor?.userId ?? null };
  // Copies are drafts: no schedule, no publish date (defaults of the columns). Their ids are made
  // here so their media uses can be recorded without reading them back.
  if (posts.length) {
    const copies = posts.map((p) => ({ ...p, ...owned, ...author, id: randomUUID() }));
    await tx.socialPost.createMany({ data: copies });
    await recordNewPostsMedia(media, copies);
  }
  if (blogs.length) {
    const copies = blogs.map(({ id, ...b }, i) => ({
      ...b,
      slug: slugs[i],
      ...owned,
      ...author,
      id: randomUUID(),
      originalId: id,
    }));
    await tx.blogPost.createMany({ data: copies.map(({ originalId: _original, ...copy }) => copy) });
    await copyContentUsage(media, "BLOG_POST", new Map(copies.map((c) => [c.originalId, c.id])));
  }
  if (scripts.length) {
    const copies = scripts.map(({ id, ...s }) => ({ ...s, ...owned, ...author, id: randomUUID(), originalId: id }));
    await tx.videoScript.createMany({ data: copies.map(({ originalId: _original, ...copy }) => copy) });
    await copyContentUsage(media, "VIDEO_SCRIPT", new Map(copies.map((c) => [c.originalId, c.id])));
  }
}

/** A DRAFT, unarchived copy of the campaign (plan and context overrides) with copies of its content. */
export async function duplicateCampaign(ctx: TenantCtx, id: string, name: string): Promise<Campaign> {
  const source = await findCampaignRow(ctx, id);
  const copy = await ctx.db.$transaction(async (tx) => {
    const created = await tx.campaign.create({
      data: {
        companyId: ctx.companyId,
        name,
        brief: source.brief,
        goal: source.goal,
        type: source.type,
        startsAt: source.startsAt,
        endsAt: source.endsAt,
        contextOverrides: source.contextOverrides as Prisma.InputJsonValue,
      },
      select: campaignColumns,
    });
    await copyContent(tx, ctx, id, created.id);
    return created;
  });
  return answerCampaign(ctx, copy);
}
