import { Prisma } from "@/lib/db";
import type { BestTimes, Engagement, Growth, Overview, TopPost } from "./contracts";
import { MAX_RANGE_DAYS } from "./contracts/dashboard";
import { clickThroughRate, engagementRate, engagementSum, followerGrowth, percentChange, round2 } from "./formulas";

// The dashboard's SQL statements and the shaping of their rows, without a database: the routes run
// them through tenantSql (dashboard.ts), the bench's baseline through bare pg. Each statement
// resolves its range itself (the company's zone and today read in the same statement), so a
// request costs one round trip.

/** What a request asks for: days of the company's zone (defaults: the 30 days ending today), networks (null: all). */
export interface RangeInput {
  startDate?: string;
  endDate?: string;
  platforms: string[] | null;
  now: Date;
}

/** The range a statement resolved, read back with its rows. */
export interface ResolvedRange {
  start: string;
  end: string;
  days: number;
  previousStart: string;
  previousEnd: string;
  timeZone: string;
}

/**
 * CTE `r`, one row: the range's days and instants in the company's zone. Without endDate the last
 * day is today (or startDate when that is later); without startDate the first is 29 days earlier;
 * the previous period has the same length and ends the day before.
 */
const rangeCte = (company: string, q: RangeInput) => Prisma.sql`
  r AS (
    SELECT e.tz, s."start", e."end", (e."end" - s."start" + 1) AS days,
           (s."start" - 1) AS "previousEnd", (s."start" - 1 - (e."end" - s."start")) AS "previousStart",
           (s."start"::timestamp AT TIME ZONE e.tz) AS "startsAt",
           ((e."end" + 1)::timestamp AT TIME ZONE e.tz) AS "endsAt",
           ((s."start" - 1 - (e."end" - s."start"))::timestamp AT TIME ZONE e.tz) AS "previousStartsAt"
      FROM (SELECT c."timeZone" AS tz,
                   coalesce(${q.endDate ?? null}::date, greatest(${q.startDate ?? null}::date, (${q.now.toISOString()}::timestamptz AT TIME ZONE c."timeZone")::date)) AS "end"
              FROM "Company" c WHERE c."id" = ${company}::uuid) e
     CROSS JOIN LATERAL (SELECT coalesce(${q.startDate ?? null}::date, e."end" - 29) AS "start") s
  )`;

/** The resolved range's columns, selected with each statement's rows. */
const RANGE_COLUMNS = Prisma.sql`to_char(r."start", 'YYYY-MM-DD') AS "start", to_char(r."end", 'YYYY-MM-DD') AS "end", r.days,
  to_char(r."previousStart", 'YYYY-MM-DD') AS "previousStart", to_char(r."previousEnd", 'YYYY-MM-DD') AS "previousEnd", r.tz AS "timeZone"`;

const platformFilter = (q: RangeInput, column: Prisma.Sql) =>
  Prisma.sql`(${q.platforms}::text[] IS NULL OR ${column} = ANY(${q.platforms}::text[]))`;
/** One post's engagement (formulas.ts). */
export const ENGAGEMENT = Prisma.sql`(coalesce(m."likes", 0) + coalesce(m."comments", 0) + coalesce(m."shares", 0) + coalesce(m."saves", 0))`;

/** Post metrics `m` of the company's posts published from `from` (an instant of `r`) to the range's end; none for a range over the limit. */
const publishedFrom = (company: string, q: RangeInput, from: Prisma.Sql) => Prisma.sql`
  m."companyId" = ${company}::uuid AND m."publishedAt" >= ${from} AND m."publishedAt" < r."endsAt"
    AND r.days <= ${MAX_RANGE_DAYS}::int AND ${platformFilter(q, Prisma.sql`m."platform"`)}`;

/**
 * An account's follower count on `day`: its latest up to that day, else its first up to `until`
 * (its baseline, formulas.ts followerGrowth); null for an account not measured by then. `measured`
 * picks the account's daily rows `d` with a follower count.
 */
export const followersOrBaseline = (measured: Prisma.Sql, day: Prisma.Sql, until: Prisma.Sql) => Prisma.sql`coalesce(
  (SELECT d."followers" FROM "AccountMetricDaily" d WHERE ${measured} AND d."date" <= ${day} ORDER BY d."date" DESC LIMIT 1),
  (SELECT d."followers" FROM "AccountMetricDaily" d WHERE ${measured} AND d."date" <= ${until} ORDER BY d."date" LIMIT 1))`;

/** Account `a`'s follower count on `day`, its baseline up to the range's end. */
const accountFollowersOn = (company: string, q: RangeInput, day: Prisma.Sql) =>
  followersOrBaseline(
    Prisma.sql`d."companyId" = ${company}::uuid AND d."socialAccountId" = a."id" AND d."followers" IS NOT NULL AND ${platformFilter(q, Prisma.sql`d."platform"`)}`,
    day,
    Prisma.sql`r."end"`,
  );

/** The accounts' follower counts on `day` (a column of `r`), summed. */
const followersOn = (company: string, q: RangeInput, day: Prisma.Sql) => Prisma.sql`
  SELECT coalesce(sum(${accountFollowersOn(company, q, day)}), 0)::float8 FROM "SocialAccount" a WHERE a."companyId" = ${company}::uuid`;

export class RangeTooLong extends Error {
  constructor() {
    super(`The range covers more than ${MAX_RANGE_DAYS} days`);
  }
}

function checked(range: ResolvedRange | undefined): ResolvedRange {
  if (!range) throw new Error("The company of this request does not exist");
  if (range.days > MAX_RANGE_DAYS) throw new RangeTooLong();
  return range;
}

interface PeriodRow {
  followers: number;
  impressions: number;
  engagement: number;
  ratedEngagement: number;
  clicks: number;
  ratedClicks: number;
  posts: number;
}
export type OverviewRow = ResolvedRange & { current: PeriodRow; previous: PeriodRow };

export const overviewSql = (company: string, q: RangeInput) => Prisma.sql`
  WITH ${rangeCte(company, q)},
  posts AS (
    SELECT m."publishedAt" >= r."startsAt" AS current, coalesce(m."impressions", 0) AS impressions,
           m."impressions" IS NOT NULL AS rated, ${ENGAGEMENT} AS engagement, coalesce(m."clicks", 0) AS clicks
      FROM r JOIN "PostMetric" m ON ${publishedFrom(company, q, Prisma.sql`r."previousStartsAt"`)}
  ),
  sums AS (
    SELECT p.current, sum(p.impressions)::float8 AS impressions, sum(p.engagement)::float8 AS engagement,
           coalesce(sum(p.engagement) FILTER (WHERE p.rated), 0)::float8 AS "ratedEngagement",
           sum(p.clicks)::float8 AS clicks, coalesce(sum(p.clicks) FILTER (WHERE p.rated), 0)::float8 AS "ratedClicks", count(*)::float8 AS posts
      FROM posts p GROUP BY p.current
  )
  SELECT ${RANGE_COLUMNS},
    json_build_object('followers', (${followersOn(company, q, Prisma.sql`r."end"`)}), 'impressions', coalesce(c.impressions, 0), 'engagement', coalesce(c.engagement, 0),
                      'ratedEngagement', coalesce(c."ratedEngagement", 0), 'clicks', coalesce(c.clicks, 0), 'ratedClicks', coalesce(c."ratedClicks", 0),
                      'posts', coalesce(c.posts, 0)) AS current,
    json_build_object('followers', (${followersOn(company, q, Prisma.sql`r."previousEnd"`)}), 'impressions', coalesce(p.impressions, 0), 'engagement', coalesce(p.engagement, 0),
                      'ratedEngagement', coalesce(p."ratedEngagement", 0), 'clicks', coalesce(p.clicks, 0), 'ratedClicks', coalesce(p."ratedClicks", 0),
                      'posts', coalesce(p.posts, 0)) AS previous
    FROM r
    LEFT JOIN sums c ON c.current
    LEFT JOIN sums p ON NOT p.current`;

export function overviewOf(rows: OverviewRow[]): Overview {
  const range = checked(rows[0]);
  const { current: c, previous: p } = rows[0];
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
    clickThroughRate: clickThroughRate(c.ratedClicks, c.impressions),
    posts: c.posts,
    period: { startDate: range.start, endDate: range.end },
    previousPeriod: { startDate: range.previousStart, endDate: range.previousEnd },
    previous: {
      followers: p.followers,
      impressions: p.impressions,
      engagement: p.engagement,
      clicks: p.clicks,
      engagementRate: engagementRate(p.ratedEngagement, p.impressions),
      clickThroughRate: clickThroughRate(p.ratedClicks, p.impressions),
    },
  };
}

export type GrowthRow = ResolvedRange & { data: { date: string; followers: number }[] };

export const growthSql = (company: string, q: RangeInput) => Prisma.sql`
  WITH ${rangeCte(company, q)}
  SELECT ${RANGE_COLUMNS},
    (SELECT coalesce(json_agg(json_build_object('date', to_char(s.day, 'YYYY-MM-DD'), 'followers', coalesce(t.followers, 0)::float8) ORDER BY s.day), '[]'::json)
       FROM generate_series(r."start", CASE WHEN r.days <= ${MAX_RANGE_DAYS}::int THEN r."end" ELSE r."start" END, interval '1 day') AS s(day)
       LEFT JOIN LATERAL (
         SELECT sum(${accountFollowersOn(company, q, Prisma.sql`s.day::date`)}) AS followers FROM "SocialAccount" a WHERE a."companyId" = ${company}::uuid
       ) t ON true) AS data
    FROM r`;

export function growthOf(rows: GrowthRow[]): Growth {
  checked(rows[0]);
  const { data } = rows[0];
  return {
    data,
    totalChange: followerGrowth(data),
    percentChange: percentChange(data.at(-1)?.followers ?? 0, data[0]?.followers ?? 0),
  };
}

export type EngagementRow = ResolvedRange & {
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  rated: number;
  impressions: number;
  byPlatform: Record<string, number>;
};

export const engagementSql = (company: string, q: RangeInput) => Prisma.sql`
  WITH ${rangeCte(company, q)},
  posts AS (
    SELECT m."platform", coalesce(m."likes", 0) AS likes, coalesce(m."comments", 0) AS comments, coalesce(m."shares", 0) AS shares,
           coalesce(m."saves", 0) AS saves, ${ENGAGEMENT} AS engagement, m."impressions"
      FROM r JOIN "PostMetric" m ON ${publishedFrom(company, q, Prisma.sql`r."startsAt"`)}
  ),
  totals AS (
    SELECT coalesce(sum(likes), 0)::float8 AS likes, coalesce(sum(comments), 0)::float8 AS comments,
           coalesce(sum(shares), 0)::float8 AS shares, coalesce(sum(saves), 0)::float8 AS saves,
           coalesce(sum(engagement) FILTER (WHERE "impressions" IS NOT NULL), 0)::float8 AS rated,
           coalesce(sum("impressions"), 0)::float8 AS impressions,
           (SELECT coalesce(json_object_agg(b."platform", b.engagement ORDER BY b."platform"), '{}'::json)
              FROM (SELECT "platform", sum(engagement)::float8 AS engagement FROM posts GROUP BY "platform") b) AS "byPlatform"
      FROM posts
  )
  SELECT ${RANGE_COLUMNS}, t.* FROM r CROSS JOIN totals t`;

export function engagementOf(rows: EngagementRow[]): Engagement {
  checked(rows[0]);
  const row = rows[0];
  const breakdown = { likes: row.likes, comments: row.comments, shares: row.shares, saves: row.saves };
  return {
    total: engagementSum(breakdown),
    breakdown,
    byPlatform: row.byPlatform,
    engagementRate: engagementRate(row.rated, row.impressions),
  };
}

/** Posts and average engagement per post of each local weekday (0 Sunday) and hour with posts. */
export interface HourSlot {
  day: number;
  hour: number;
  posts: number;
  average: number;
}
export type BestTimesRow = ResolvedRange & { slots: HourSlot[] };

export const bestTimesSql = (company: string, q: RangeInput) => Prisma.sql`
  WITH ${rangeCte(company, q)},
  local AS (
    SELECT m."publishedAt" AT TIME ZONE r.tz AS at, ${ENGAGEMENT} AS engagement
      FROM r JOIN "PostMetric" m ON ${publishedFrom(company, q, Prisma.sql`r."startsAt"`)}
  ),
  slots AS (
    SELECT extract(dow FROM l.at)::int AS day, extract(hour FROM l.at)::int AS hour, count(*)::int AS posts, avg(l.engagement)::float8 AS average
      FROM local l GROUP BY 1, 2
  )
  SELECT ${RANGE_COLUMNS}, (SELECT coalesce(json_agg(slots), '[]'::json) FROM slots) AS slots FROM r`;

const RECOMMENDATIONS = 5;

/** The slots with the most engagement per post first (then more posts, then earlier in the week). */
export const byEngagement = (a: HourSlot, b: HourSlot) =>
  b.average - a.average || b.posts - a.posts || a.day - b.day || a.hour - b.hour;

export function bestTimesOf(rows: BestTimesRow[]): BestTimes {
  const range = checked(rows[0]);
  const { slots } = rows[0];
  const heatmap = Object.fromEntries(
    Array.from({ length: 7 }, (_, d) => [String(d), Array<number>(24).fill(0)]),
  ) as Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", number[]>;
  for (const s of slots) heatmap[String(s.day) as keyof typeof heatmap][s.hour] = round2(s.average);
  const best = Math.max(0, ...slots.map((s) => s.average));
  const recommendations = [...slots]
    .sort(byEngagement)
    .slice(0, RECOMMENDATIONS)
    .map((s) => ({
      day: s.day,
      hour: s.hour,
      score: best > 0 ? Math.round((s.average / best) * 100) : 0,
      posts: s.posts,
    }));
  return { recommendations, heatmap, timeZone: range.timeZone };
}

export type TopPostsRow = ResolvedRange & {
  posts: (Omit<TopPost, "engagementRate" | "clickThroughRate" | "publishedAt"> & { publishedAt: string })[];
};

/** The top `limit` metric rows first, then their occurrences: only the posts shown are joined. */
export const topPostsSql = (company: string, q: RangeInput & { metric: string; limit: number }) => Prisma.sql`
  WITH ${rangeCte(company, q)},
  top AS (
    SELECT m."occurrenceId", m."platform", m."publishedAt", m."impressions", m."likes", m."comments", m."shares", m."saves", m."clicks", ${ENGAGEMENT} AS engagement,
           (CASE ${q.metric}::text WHEN 'impressions' THEN coalesce(m."impressions", 0) WHEN 'clicks' THEN coalesce(m."clicks", 0) ELSE ${ENGAGEMENT} END) AS ranked
      FROM r JOIN "PostMetric" m ON ${publishedFrom(company, q, Prisma.sql`r."startsAt"`)}
     ORDER BY ranked DESC, m."publishedAt" DESC
     LIMIT ${q.limit}::int
  )
  SELECT ${RANGE_COLUMNS},
    (SELECT coalesce(json_agg(json_build_object(
              'id', t."occurrenceId", 'sourcePostId', o."sourcePostId", 'content', o."content", 'platform', t."platform",
              'impressions', coalesce(t."impressions", 0), 'likes', coalesce(t."likes", 0), 'comments', coalesce(t."comments", 0),
              'shares', coalesce(t."shares", 0), 'saves', coalesce(t."saves", 0), 'clicks', coalesce(t."clicks", 0),
              'engagement', t.engagement, 'publishedAt', t."publishedAt", 'url', o."platformPostUrl")
            ORDER BY t.ranked DESC, t."publishedAt" DESC), '[]'::json)
       FROM top t JOIN "PostOccurrence" o ON o."companyId" = ${company}::uuid AND o."id" = t."occurrenceId") AS posts
    FROM r`;

export function topPostsOf(rows: TopPostsRow[]): TopPost[] {
  checked(rows[0]);
  return rows[0].posts.map((row) => ({
    ...row,
    engagementRate: engagementRate(row.engagement, row.impressions),
    clickThroughRate: clickThroughRate(row.clicks, row.impressions),
    publishedAt: new Date(row.publishedAt).toISOString(),
  }));
}
