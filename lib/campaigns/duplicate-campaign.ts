import type { Prisma, TenantCtx, TenantDb } from "@/lib/db";
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

async function copyContent(tx: TenantDb, ctx: TenantCtx, fromId: string, toId: string) {
  const where = { campaignId: fromId };
  const orderBy = { createdAt: "asc" } as const;
  const posts = await tx.socialPost.findMany({ where, orderBy, select: { content: true, platforms: true, mediaAssetIds: true } });
  const blogs = await tx.blogPost.findMany({ where, orderBy, select: { title: true, slug: true, markdownBody: true } });
  const scripts = await tx.videoScript.findMany({ where, orderBy, select: { title: true, platform: true, format: true, script: true } });
  const slugs = await freeCopySlugs(tx, blogs.map((b) => b.slug));
  const owned = { companyId: ctx.companyId, campaignId: toId };
  // Copies are drafts: no schedule, no publish date (defaults of the columns).
  if (posts.length) {
    await tx.socialPost.createMany({ data: posts.map((p) => ({ ...p, ...owned, createdById: ctx.actor?.userId ?? null })) });
  }
  if (blogs.length) {
    await tx.blogPost.createMany({ data: blogs.map((b, i) => ({ ...b, slug: slugs[i], ...owned })) });
  }
  if (scripts.length) await tx.videoScript.createMany({ data: scripts.map((s) => ({ ...s, ...owned })) });
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
