import type { TenantCtx } from "@/lib/db";
import type { CampaignContentItemDTO } from "./contracts";
import { findCampaignRow } from "./get-campaign";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * One listing of everything linked to the campaign, newest first. A social post is one item (its
 * first platform in `platform`, all of them in `platforms`); statuses keep their stored case.
 */
export async function listCampaignContent(ctx: TenantCtx, id: string): Promise<CampaignContentItemDTO[]> {
  await findCampaignRow(ctx, id);
  const where = { campaignId: id };
  const [posts, blogs, scripts] = await Promise.all([
    ctx.db.socialPost.findMany({
      where,
      select: {
        id: true,
        content: true,
        platforms: true,
        status: true,
        scheduledAt: true,
        publishedAt: true,
        createdAt: true,
      },
    }),
    ctx.db.blogPost.findMany({
      where,
      select: { id: true, title: true, status: true, publishedAt: true, createdAt: true },
    }),
    ctx.db.videoScript.findMany({
      where,
      select: { id: true, title: true, platform: true, status: true, createdAt: true },
    }),
  ]);
  const items: CampaignContentItemDTO[] = [
    ...posts.map((p) => ({
      id: p.id,
      type: "social" as const,
      platform: p.platforms[0] ?? null,
      platforms: p.platforms,
      content: p.content,
      status: p.status,
      scheduledAt: iso(p.scheduledAt),
      publishedAt: iso(p.publishedAt),
      createdAt: p.createdAt.toISOString(),
    })),
    ...blogs.map((b) => ({
      id: b.id,
      type: "blog" as const,
      title: b.title,
      status: b.status,
      scheduledAt: null,
      publishedAt: iso(b.publishedAt),
      createdAt: b.createdAt.toISOString(),
    })),
    ...scripts.map((s) => ({
      id: s.id,
      type: "script" as const,
      platform: s.platform,
      title: s.title,
      status: s.status,
      scheduledAt: null,
      publishedAt: null,
      createdAt: s.createdAt.toISOString(),
    })),
  ];
  // ISO strings of one format sort like the instants they name.
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
