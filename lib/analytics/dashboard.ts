import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { AnalyticsQuery, BestTimes, Engagement, Growth, Overview, TopPost, TopPostsQuery } from "./contracts";
import { resolveRange, type DayRange } from "./range";

const round2 = (n: number) => Math.round(n * 100) / 100;
/** engagement / impressions × 100 (see FORMULAS in the contracts). */
export const engagementRate = (engagement: number, impressions: number) => (impressions > 0 ? round2((engagement / impressions) * 100) : 0);
/** Percent change, 2 decimals; null without a previous value to compare with. */
export const percentChange = (current: number, previous: number) => (previous > 0 ? round2(((current - previous) / previous) * 100) : null);

/** The instant a day of the company's zone starts, in SQL. */
const dayStart = (day: string, tz: string) => Prisma.sql`(${day}::date::timestamp AT TIME ZONE ${tz}::text)`;
const dayAfter = (day: string, tz: string) => Prisma.sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz}::text)`;
const platformFilter = (r: DayRange, column: Prisma.Sql) => Prisma.sql`(${r.platforms}::text[] IS NULL OR ${column} = ANY(${r.platforms}::text[]))`;
/** One post's engagement (FORMULAS). */
const ENGAGEMENT = Prisma.sql`(coalesce(m."likes", 0) + coalesce(m."comments", 0) + coalesce(m."shares", 0) + coalesce(m."saves", 0))`;

/** Post metrics `m` of posts published from `from` to `to` (inclusive days of the company's zone). */
const publishedBetween = (company: string, r: DayRange, from: string, to: string) => Prisma.sql`
  m."companyId" = ${company}::uuid
    AND m."publishedAt" >= ${dayStart(from, r.timeZone)} AND m."publishedAt" < ${dayAfter(to, r.timeZone)}
    AND ${platformFilter(r, Prisma.sql`m."platform"`)}`;

/** Each account's latest follower count on or before `day`. */
const followersOn = (company: string, r: DayRange, day: string) => Prisma.sql`
  SELECT coalesce(sum(f."followers"), 0)::float8 FROM (
    SELECT DISTINCT ON (d."socialAccountId") d."followers" FROM "AccountMetricDaily" d
     WHERE d."companyId" = ${company}::uuid AND d."date" <= ${day}::date AND d."followers" IS NOT NULL
       AND ${platformFilter(r, Prisma.sql`d."platform"`)}
     ORDER BY d."socialAccountId", d."date" DESC) f`;

interface PeriodRow {
  followers: number;
  impressions: number;
  engagement: number;
  ratedEngagement: number;
  clicks: number;
  posts: number;
}

type RangeQuery = AnalyticsQuery & { platforms?: string[] };

export async function overview(ctx: TenantCtx, q: RangeQuery): Promise<Overview> {
  const r = await resolveRange(ctx, q);
  const [row] = await tenantSql<{ current: PeriodRow; previous: PeriodRow }>(ctx, (company) => Prisma.sql`
    WITH posts AS (
      SELECT m."publishedAt" >= ${dayStart(r.start, r.timeZone)} AS current, coalesce(m."impressions", 0) AS impressions,
             m."impressions" IS NOT NULL AS rated, ${ENGAGEMENT} AS engagement, coalesce(m."clicks", 0) AS clicks
        FROM "PostMetric" m WHERE ${publishedBetween(company, r, r.previousStart, r.end)}
    ),
    sums AS (
      SELECT p.current, sum(p.impressions)::float8 AS impressions, sum(p.engagement)::float8 AS engagement,
             coalesce(sum(p.engagement) FILTER (WHERE p.rated), 0)::float8 AS "ratedEngagement",
             sum(p.clicks)::float8 AS clicks, count(*)::float8 AS posts
        FROM posts p GROUP BY p.current
    )
    SELECT
      json_build_object('followers', (${followersOn(company, r, r.end)}), 'impressions', coalesce(c.impressions, 0), 'engagement', coalesce(c.engagement, 0),
                        'ratedEngagement', coalesce(c."ratedEngagement", 0), 'clicks', coalesce(c.clicks, 0), 'posts', coalesce(c.posts, 0)) AS current,
      json_build_object('followers', (${followersOn(company, r, r.previousEnd)}), 'impressions', coalesce(p.impressions, 0), 'engagement', coalesce(p.engagement, 0),
                        'ratedEngagement', coalesce(p."ratedEngagement", 0), 'clicks', coalesce(p.clicks, 0), 'posts', coalesce(p.posts, 0)) AS previous
      FROM (SELECT 1) one
      LEFT JOIN sums c ON c.current
      LEFT JOIN sums p ON NOT p.current`);
  const { current: c, previous: p } = row;
  return {
    followers: c.followers,
    followersChange: percentChange(c.followers, p.followers),
    impressions: c.impressions,
    impressionsChange: percentChange(c.impressions, p.impressions),
    engagement: c.engagement,
    engagementChange: percentChange(c.engagement, p.engagement),
    engagementRate: engagementRate(c.ratedEngagement, c.impressions),
    clicks: c.clicks,
    clicksChange: percentChange(c.clicks, p.clicks),
    posts: c.posts,
    period: { startDate: r.start, endDate: r.end },
    previousPeriod: { startDate: r.previousStart, endDate: r.previousEnd },
    previous: { followers: p.followers, impressions: p.impressions, engagement: p.engagement, clicks: p.clicks, engagementRate: engagementRate(p.ratedEngagement, p.impressions) },
  };
}

export async function growth(ctx: TenantCtx, q: RangeQuery): Promise<Growth> {
  const r = await resolveRange(ctx, q);
  const data = await tenantSql<{ date: string; followers: number }>(ctx, (company) => Prisma.sql`
    WITH accounts AS (
      SELECT DISTINCT d."socialAccountId" AS id FROM "AccountMetricDaily" d
       WHERE d."companyId" = ${company}::uuid AND d."date" <= ${r.end}::date AND ${platformFilter(r, Prisma.sql`d."platform"`)}
    )
    SELECT to_char(s.day, 'YYYY-MM-DD') AS date, coalesce(t.followers, 0)::float8 AS followers
      FROM generate_series(${r.start}::date, ${r.end}::date, interval '1 day') AS s(day)
      LEFT JOIN LATERAL (
        SELECT sum(l."followers") AS followers FROM accounts a
        CROSS JOIN LATERAL (
          SELECT d."followers" FROM "AccountMetricDaily" d
           WHERE d."companyId" = ${company}::uuid AND d."socialAccountId" = a.id AND d."date" <= s.day::date AND d."followers" IS NOT NULL
           ORDER BY d."date" DESC LIMIT 1) l
      ) t ON true
     ORDER BY s.day`);
  const first = data[0]?.followers ?? 0;
  const last = data.at(-1)?.followers ?? 0;
  return { data, totalChange: last - first, percentChange: percentChange(last, first) };
}

export async function engagement(ctx: TenantCtx, q: RangeQuery): Promise<Engagement> {
  const r = await resolveRange(ctx, q);
  const [row] = await tenantSql<{ likes: number; comments: number; shares: number; saves: number; rated: number; impressions: number; byPlatform: Record<string, number> }>(ctx, (company) => Prisma.sql`
    WITH posts AS (
      SELECT m."platform", coalesce(m."likes", 0) AS likes, coalesce(m."comments", 0) AS comments, coalesce(m."shares", 0) AS shares,
             coalesce(m."saves", 0) AS saves, ${ENGAGEMENT} AS engagement, m."impressions"
        FROM "PostMetric" m WHERE ${publishedBetween(company, r, r.start, r.end)}
    )
    SELECT coalesce(sum(likes), 0)::float8 AS likes, coalesce(sum(comments), 0)::float8 AS comments,
           coalesce(sum(shares), 0)::float8 AS shares, coalesce(sum(saves), 0)::float8 AS saves,
           coalesce(sum(engagement) FILTER (WHERE "impressions" IS NOT NULL), 0)::float8 AS rated,
           coalesce(sum("impressions"), 0)::float8 AS impressions,
           (SELECT coalesce(json_object_agg(b."platform", b.engagement ORDER BY b."platform"), '{}'::json)
              FROM (SELECT "platform", sum(engagement)::float8 AS engagement FROM posts GROUP BY "platform") b) AS "byPlatform"
      FROM posts`);
  const breakdown = { likes: row.likes, comments: row.comments, shares: row.shares, saves: row.saves };
  return {
    total: breakdown.likes + breakdown.comments + breakdown.shares + breakdown.saves,
    breakdown,
    byPlatform: row.byPlatform,
    engagementRate: engagementRate(row.rated, row.impressions),
  };
}

const RECOMMENDATIONS = 5;

export async function bestTimes(ctx: TenantCtx, q: RangeQuery): Promise<BestTimes> {
  const r = await resolveRange(ctx, q);
  const slots = await tenantSql<{ day: number; hour: number; posts: number; average: number }>(ctx, (company) => Prisma.sql`
    SELECT extract(dow FROM m."publishedAt" AT TIME ZONE ${r.timeZone}::text)::int AS day,
           extract(hour FROM m."publishedAt" AT TIME ZONE ${r.timeZone}::text)::int AS hour,
           count(*)::int AS posts, avg(${ENGAGEMENT})::float8 AS average
      FROM "PostMetric" m WHERE ${publishedBetween(company, r, r.start, r.end)}
     GROUP BY 1, 2`);
  const heatmap = Object.fromEntries(Array.from({ length: 7 }, (_, d) => [String(d), Array<number>(24).fill(0)])) as Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", number[]>;
  for (const s of slots) heatmap[String(s.day) as keyof typeof heatmap][s.hour] = round2(s.average);
  const best = Math.max(0, ...slots.map((s) => s.average));
  const recommendations = [...slots]
    .sort((a, b) => b.average - a.average || b.posts - a.posts || a.day - b.day || a.hour - b.hour)
    .slice(0, RECOMMENDATIONS)
    .map((s) => ({ day: s.day, hour: s.hour, score: best > 0 ? Math.round((s.average / best) * 100) : 0, posts: s.posts }));
  return { recommendations, heatmap, timeZone: r.timeZone };
}

export async function topPosts(ctx: TenantCtx, q: TopPostsQuery & { platforms?: string[] }): Promise<TopPost[]> {
  const r = await resolveRange(ctx, q);
  const rows = await tenantSql<Omit<TopPost, "engagementRate" | "publishedAt"> & { publishedAt: Date | string }>(ctx, (company) => Prisma.sql`
    SELECT m."occurrenceId" AS id, o."sourcePostId", o."content", m."platform",
           coalesce(m."impressions", 0) AS impressions, coalesce(m."likes", 0) AS likes, coalesce(m."comments", 0) AS comments,
           coalesce(m."shares", 0) AS shares, coalesce(m."saves", 0) AS saves, coalesce(m."clicks", 0) AS clicks,
           ${ENGAGEMENT} AS engagement, m."publishedAt", o."platformPostUrl" AS url
      FROM "PostMetric" m JOIN "PostOccurrence" o ON o."companyId" = ${company}::uuid AND o."id" = m."occurrenceId"
     WHERE ${publishedBetween(company, r, r.start, r.end)}
     ORDER BY (CASE ${q.metric}::text WHEN 'impressions' THEN coalesce(m."impressions", 0) WHEN 'clicks' THEN coalesce(m."clicks", 0) ELSE ${ENGAGEMENT} END) DESC,
              m."publishedAt" DESC
     LIMIT ${q.limit}::int`);
  return rows.map((row) => ({ ...row, engagementRate: engagementRate(row.engagement, row.impressions), publishedAt: new Date(row.publishedAt).toISOString() }));
}
