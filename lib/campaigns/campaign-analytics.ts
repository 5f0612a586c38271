import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { CampaignAnalytics } from "./contracts";
import { findCampaignRow } from "./get-campaign";

interface AnalyticsRow {
  contentCount: number;
  publishedCount: number;
  totals: { views: number; impressions: number; likes: number; comments: number; shares: number; clicks: number };
  byPlatform: CampaignAnalytics["byPlatform"];
  byContentType: CampaignAnalytics["byContentType"];
}

/**
 * Sums of the metrics of the content currently linked to the campaign: for a social post, the
 * numbers synced from its networks (PostMetric, the analytics store) when there are any, else its
 * ContentMetric rows (a ContentMetric
 * row names its content by contentType social_post | blog_post | video_script and contentId), all
 * aggregated in one SQL statement; every table is filtered by company.
 */
export async function getCampaignAnalytics(ctx: TenantCtx, id: string): Promise<CampaignAnalytics> {
  await findCampaignRow(ctx, id);
  const [row] = await tenantSql<AnalyticsRow>(
    ctx,
    (company) => Prisma.sql`
    WITH content AS (
      SELECT 'social_post'::text AS type, "id", "status" = 'PUBLISHED' AS published
        FROM "SocialPost" WHERE "companyId" = ${company}::uuid AND "campaignId" = ${id}::uuid
      UNION ALL
      SELECT 'blog_post', "id", "status" = 'PUBLISHED'
        FROM "BlogPost" WHERE "companyId" = ${company}::uuid AND "campaignId" = ${id}::uuid
      UNION ALL
      SELECT 'video_script', "id", false
        FROM "VideoScript" WHERE "companyId" = ${company}::uuid AND "campaignId" = ${id}::uuid
    ),
    synced AS (
      SELECT 'social_post'::text AS "contentType", o."sourcePostId" AS "contentId", p."platform",
             coalesce(p."views", 0) AS "views", coalesce(p."impressions", 0) AS "impressions", coalesce(p."likes", 0) AS "likes",
             coalesce(p."comments", 0) AS "comments", coalesce(p."shares", 0) AS "shares", coalesce(p."clicks", 0) AS "clicks"
        FROM "PostMetric" p
        JOIN "PostOccurrence" o ON o."companyId" = ${company}::uuid AND o."id" = p."occurrenceId"
        JOIN content c ON c.type = 'social_post' AND c."id" = o."sourcePostId"
       WHERE p."companyId" = ${company}::uuid
    ),
    metrics AS (
      SELECT m."contentType", m."contentId", m."platform", m."views", m."impressions", m."likes", m."comments", m."shares", m."clicks",
             m."likes" + m."comments" + m."shares" AS engagement
        FROM "ContentMetric" m JOIN content c ON c.type = m."contentType" AND c."id" = m."contentId"
       WHERE m."companyId" = ${company}::uuid
         -- A post with numbers synced from its network (the analytics store) counts those instead.
         AND NOT EXISTS (SELECT 1 FROM synced s WHERE s."contentType" = m."contentType" AND s."contentId" = m."contentId")
      UNION ALL
      SELECT s.*, s."likes" + s."comments" + s."shares" FROM synced s
    )
    SELECT
      (SELECT count(*)::int FROM content) AS "contentCount",
      (SELECT count(*) FILTER (WHERE published)::int FROM content) AS "publishedCount",
      (SELECT json_build_object(
          'views', coalesce(sum("views"), 0), 'impressions', coalesce(sum("impressions"), 0),
          'likes', coalesce(sum("likes"), 0), 'comments', coalesce(sum("comments"), 0),
          'shares', coalesce(sum("shares"), 0), 'clicks', coalesce(sum("clicks"), 0))
         FROM metrics) AS "totals",
      (SELECT coalesce(json_agg(p ORDER BY p."platform"), '[]'::json) FROM (
          SELECT "platform", sum("views") AS "views", sum("impressions") AS "impressions", sum(engagement) AS "engagement",
                 count(DISTINCT ("contentType", "contentId"))::int AS "contentCount"
            FROM metrics GROUP BY "platform") p) AS "byPlatform",
      (SELECT coalesce(json_agg(t ORDER BY t."contentType"), '[]'::json) FROM (
          SELECT c.type AS "contentType", count(DISTINCT c."id")::int AS "count",
                 coalesce(sum(m."views"), 0) AS "views", coalesce(sum(m.engagement), 0) AS "engagement"
            FROM content c LEFT JOIN metrics m ON m."contentType" = c.type AND m."contentId" = c."id"
           GROUP BY c.type) t) AS "byContentType"`,
  );
  const totals = row.totals;
  const totalEngagement = totals.likes + totals.comments + totals.shares;
  return {
    totalViews: totals.views,
    totalImpressions: totals.impressions,
    totalLikes: totals.likes,
    totalComments: totals.comments,
    totalShares: totals.shares,
    totalClicks: totals.clicks,
    totalEngagement,
    engagementRate: totals.impressions > 0 ? Math.round((totalEngagement / totals.impressions) * 10_000) / 100 : 0,
    contentCount: row.contentCount,
    publishedCount: row.publishedCount,
    byPlatform: row.byPlatform,
    byContentType: row.byContentType,
  };
}
