import { ENGAGEMENT, followersOrBaseline } from "@/lib/analytics/aggregates";
import { engagementRate, percentChange } from "@/lib/analytics/formulas";
import { resolveRange, type DayRange } from "@/lib/analytics/range";
import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";

/**
 * The analytics store read for one report: the dashboard's formulas (lib/analytics/formulas.ts),
 * narrowed further than the dashboard can be, to the report's accounts and campaign.
 */
export interface ReportScope {
  startDate?: string;
  endDate?: string;
  platforms?: string[];
  /** The report's accounts; empty: every account. */
  socialAccountIds?: string[];
  /** Posts of this campaign only (account numbers such as followers stay account-wide). */
  campaignId?: string | null;
}

/** Totals over one period. */
export interface PeriodTotals {
  followers: number;
  reach: number;
  impressions: number;
  engagement: number;
  engagementRate: number | null;
  clicks: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  views: number;
  posts: number;
}

export interface PlatformTotals extends Omit<PeriodTotals, "reach"> {
  platform: string;
}

export interface ReportPost {
  publishedAt: Date;
  platform: string;
  account: string | null;
  content: string;
  impressions: number;
  engagement: number;
  engagementRate: number | null;
  clicks: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  views: number;
}

export interface ReportMetrics {
  timeZone: string;
  period: { startDate: string; endDate: string };
  previousPeriod: { startDate: string; endDate: string };
  current: PeriodTotals;
  previous: PeriodTotals;
  change: Partial<Record<keyof PeriodTotals, number | null>>;
  daily: { date: string; followers: number; impressions: number; reach: number }[];
  byPlatform: PlatformTotals[];
  topPosts: ReportPost[];
  bestTimes: { day: number; hour: number; score: number; posts: number }[];
}

const TOP_POSTS = 10;
const BEST_TIMES = 5;

interface Filter {
  range: DayRange;
  accounts: string[] | null;
  campaignId: string | null;
}

const dayStart = (day: string, tz: string) => Prisma.sql`(${day}::date::timestamp AT TIME ZONE ${tz}::text)`;
const dayAfter = (day: string, tz: string) => Prisma.sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz}::text)`;

/** Post metrics `m` joined to their occurrence `o`, published from `from` to `to`, in the report's scope. */
const scopedPosts = (company: string, f: Filter, from: string, to: string) => Prisma.sql`
  "PostMetric" m
  JOIN "PostOccurrence" o ON o."companyId" = ${company}::uuid AND o."id" = m."occurrenceId"
  LEFT JOIN "SocialPost" sp ON sp."companyId" = ${company}::uuid AND sp."id" = o."sourcePostId"
 WHERE m."companyId" = ${company}::uuid
   AND m."publishedAt" >= ${dayStart(from, f.range.timeZone)} AND m."publishedAt" < ${dayAfter(to, f.range.timeZone)}
   AND (${f.range.platforms}::text[] IS NULL OR m."platform" = ANY(${f.range.platforms}::text[]))
   AND (${f.accounts}::uuid[] IS NULL OR o."socialAccountId" = ANY(${f.accounts}::uuid[]))
   AND (${f.campaignId}::uuid IS NULL OR coalesce(o."campaignId", sp."campaignId") = ${f.campaignId}::uuid)`;

/** Daily account rows `d` in the report's networks and accounts. */
const scopedDays = (company: string, f: Filter) => Prisma.sql`
  d."companyId" = ${company}::uuid
   AND (${f.range.platforms}::text[] IS NULL OR d."platform" = ANY(${f.range.platforms}::text[]))
   AND (${f.accounts}::uuid[] IS NULL OR d."socialAccountId" = ANY(${f.accounts}::uuid[]))`;

type PostSums = Omit<PeriodTotals, "followers" | "reach" | "engagementRate"> & { rated: number };

const POST_SUMS = Prisma.sql`
  count(*)::float8 AS posts, coalesce(sum(m."impressions"), 0)::float8 AS impressions, coalesce(sum(${ENGAGEMENT}), 0)::float8 AS engagement,
  coalesce(sum(${ENGAGEMENT}) FILTER (WHERE m."impressions" IS NOT NULL), 0)::float8 AS rated,
  coalesce(sum(m."clicks"), 0)::float8 AS clicks, coalesce(sum(m."likes"), 0)::float8 AS likes, coalesce(sum(m."comments"), 0)::float8 AS comments,
  coalesce(sum(m."shares"), 0)::float8 AS shares, coalesce(sum(m."saves"), 0)::float8 AS saves, coalesce(sum(m."views"), 0)::float8 AS views`;

async function postTotals(ctx: TenantCtx, f: Filter, from: string, to: string): Promise<PostSums> {
  const [row] = await tenantSql<PostSums>(
    ctx,
    (company) => Prisma.sql`SELECT ${POST_SUMS} FROM ${scopedPosts(company, f, from, to)}`,
  );
  return row;
}

/** Account `a`'s follower count on `day`, its baseline up to the report's last day. */
const accountFollowersOn = (company: string, f: Filter, day: Prisma.Sql) =>
  followersOrBaseline(
    Prisma.sql`${scopedDays(company, f)} AND d."socialAccountId" = a.id AND d."followers" IS NOT NULL`,
    day,
    Prisma.sql`${f.range.end}::date`,
  );

/** The report's accounts `a` measured by its last day. */
const measuredAccounts = (company: string, f: Filter) => Prisma.sql`
  SELECT DISTINCT d."socialAccountId" AS id FROM "AccountMetricDaily" d WHERE ${scopedDays(company, f)} AND d."date" <= ${f.range.end}::date AND d."followers" IS NOT NULL`;

/** Followers: each account's count on the period's last day (accountFollowersOn). Reach: summed over the period's days. */
async function accountTotals(
  ctx: TenantCtx,
  f: Filter,
  from: string,
  to: string,
): Promise<{ followers: number; reach: number }> {
  const [row] = await tenantSql<{ followers: number; reach: number }>(
    ctx,
    (company) => Prisma.sql`
    SELECT
      (SELECT coalesce(sum(${accountFollowersOn(company, f, Prisma.sql`${to}::date`)}), 0)::float8 FROM (${measuredAccounts(company, f)}) a) AS followers,
      (SELECT coalesce(sum(d."reach"), 0)::float8 FROM "AccountMetricDaily" d
        WHERE ${scopedDays(company, f)} AND d."date" BETWEEN ${from}::date AND ${to}::date) AS reach`,
  );
  return row;
}

const totals = (posts: PostSums, accounts: { followers: number; reach: number }): PeriodTotals => {
  const { rated, ...sums } = posts;
  return { ...sums, ...accounts, engagementRate: engagementRate(rated, posts.impressions) };
};

/** Followers, impressions and reach per day; impressions come from the posts of each day when the accounts report none. */
async function daily(ctx: TenantCtx, f: Filter): Promise<ReportMetrics["daily"]> {
  const [days, posts] = await Promise.all([accountDays(ctx, f), postImpressionsByDay(ctx, f)]);
  if (days.some((d) => d.impressions > 0)) return days;
  return days.map((d) => ({ ...d, impressions: posts.get(d.date) ?? 0 }));
}

async function accountDays(ctx: TenantCtx, f: Filter): Promise<ReportMetrics["daily"]> {
  const r = f.range;
  return tenantSql<ReportMetrics["daily"][number]>(
    ctx,
    (company) => Prisma.sql`
    WITH accounts AS (${measuredAccounts(company, f)})
    SELECT to_char(s.day, 'YYYY-MM-DD') AS date, coalesce(t.followers, 0)::float8 AS followers,
           coalesce(v.impressions, 0)::float8 AS impressions, coalesce(v.reach, 0)::float8 AS reach
      FROM generate_series(${r.start}::date, ${r.end}::date, interval '1 day') AS s(day)
      LEFT JOIN LATERAL (SELECT sum(${accountFollowersOn(company, f, Prisma.sql`s.day::date`)}) AS followers FROM accounts a) t ON true
      LEFT JOIN LATERAL (
        SELECT sum(d."impressions") AS impressions, sum(d."reach") AS reach FROM "AccountMetricDaily" d
         WHERE ${scopedDays(company, f)} AND d."date" = s.day::date
      ) v ON true
     ORDER BY s.day`,
  );
}

/** Impressions of the posts published on each day (company's zone), for accounts whose networks report no daily impressions. */
async function postImpressionsByDay(ctx: TenantCtx, f: Filter): Promise<Map<string, number>> {
  const tz = f.range.timeZone;
  const rows = await tenantSql<{ date: string; impressions: number }>(
    ctx,
    (company) => Prisma.sql`
    SELECT to_char(m."publishedAt" AT TIME ZONE ${tz}::text, 'YYYY-MM-DD') AS date, coalesce(sum(m."impressions"), 0)::float8 AS impressions
      FROM ${scopedPosts(company, f, f.range.start, f.range.end)}
     GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.date, r.impressions]));
}

async function byPlatform(ctx: TenantCtx, f: Filter): Promise<PlatformTotals[]> {
  const r = f.range;
  const rows = await tenantSql<PostSums & { platform: string; followers: number }>(
    ctx,
    (company) => Prisma.sql`
    WITH posts AS (
      SELECT m."platform", ${POST_SUMS} FROM ${scopedPosts(company, f, r.start, r.end)} GROUP BY m."platform"
    ),
    followers AS (
      SELECT l."platform", sum(l."followers")::float8 AS followers FROM (
        SELECT DISTINCT ON (d."socialAccountId") d."platform", d."followers" FROM "AccountMetricDaily" d
         WHERE ${scopedDays(company, f)} AND d."date" <= ${r.end}::date AND d."followers" IS NOT NULL
         ORDER BY d."socialAccountId", d."date" DESC) l
       GROUP BY l."platform"
    )
    SELECT coalesce(p."platform", fl."platform") AS platform, coalesce(fl.followers, 0)::float8 AS followers,
           coalesce(p.posts, 0)::float8 AS posts, coalesce(p.impressions, 0)::float8 AS impressions, coalesce(p.engagement, 0)::float8 AS engagement,
           coalesce(p.rated, 0)::float8 AS rated, coalesce(p.clicks, 0)::float8 AS clicks, coalesce(p.likes, 0)::float8 AS likes,
           coalesce(p.comments, 0)::float8 AS comments, coalesce(p.shares, 0)::float8 AS shares, coalesce(p.saves, 0)::float8 AS saves,
           coalesce(p.views, 0)::float8 AS views
      FROM posts p FULL JOIN followers fl ON fl."platform" = p."platform"
     ORDER BY 1`,
  );
  return rows.map(({ rated, ...row }) => ({ ...row, engagementRate: engagementRate(rated, row.impressions) }));
}

async function topPosts(ctx: TenantCtx, f: Filter): Promise<ReportPost[]> {
  const rows = await tenantSql<Omit<ReportPost, "engagementRate" | "publishedAt"> & { publishedAt: Date | string }>(
    ctx,
    (company) => Prisma.sql`
    SELECT m."publishedAt", m."platform", (SELECT coalesce(a."displayName", a."username") FROM "SocialAccount" a WHERE a."companyId" = ${company}::uuid AND a."id" = o."socialAccountId") AS account,
           o."content", coalesce(m."impressions", 0)::float8 AS impressions, ${ENGAGEMENT}::float8 AS engagement, coalesce(m."clicks", 0)::float8 AS clicks,
           coalesce(m."likes", 0)::float8 AS likes, coalesce(m."comments", 0)::float8 AS comments, coalesce(m."shares", 0)::float8 AS shares,
           coalesce(m."saves", 0)::float8 AS saves, coalesce(m."views", 0)::float8 AS views
      FROM ${scopedPosts(company, f, f.range.start, f.range.end)}
     ORDER BY ${ENGAGEMENT} DESC, coalesce(m."impressions", 0) DESC, m."publishedAt" DESC
     LIMIT ${TOP_POSTS}::int`,
  );
  return rows.map((row) => ({
    ...row,
    publishedAt: new Date(row.publishedAt),
    engagementRate: engagementRate(row.engagement, row.impressions),
  }));
}

/** The hours (company's zone) whose posts drew the most engagement on average; score 100 is the best. */
async function bestTimes(ctx: TenantCtx, f: Filter): Promise<ReportMetrics["bestTimes"]> {
  const tz = f.range.timeZone;
  const slots = await tenantSql<{ day: number; hour: number; posts: number; average: number }>(
    ctx,
    (company) => Prisma.sql`
    SELECT extract(dow FROM m."publishedAt" AT TIME ZONE ${tz}::text)::int AS day, extract(hour FROM m."publishedAt" AT TIME ZONE ${tz}::text)::int AS hour,
           count(*)::int AS posts, avg(${ENGAGEMENT})::float8 AS average
      FROM ${scopedPosts(company, f, f.range.start, f.range.end)}
     GROUP BY 1, 2
     ORDER BY average DESC, posts DESC, day, hour
     LIMIT ${BEST_TIMES}::int`,
  );
  const best = Math.max(0, ...slots.map((s) => s.average));
  return slots.map((s) => ({
    day: s.day,
    hour: s.hour,
    posts: s.posts,
    score: best > 0 ? Math.round((s.average / best) * 100) : 0,
  }));
}

const CHANGED: readonly (keyof PeriodTotals)[] = [
  "followers",
  "reach",
  "impressions",
  "engagement",
  "engagementRate",
  "clicks",
  "likes",
  "comments",
  "shares",
  "saves",
  "views",
  "posts",
];

export async function reportMetrics(ctx: TenantCtx, scope: ReportScope): Promise<ReportMetrics> {
  const range = await resolveRange(ctx, {
    startDate: scope.startDate,
    endDate: scope.endDate,
    platforms: scope.platforms,
  });
  const f: Filter = {
    range,
    accounts: scope.socialAccountIds?.length ? scope.socialAccountIds : null,
    campaignId: scope.campaignId ?? null,
  };
  const [posts, previousPosts, accounts, previousAccounts, days, platforms, top, times] = await Promise.all([
    postTotals(ctx, f, range.start, range.end),
    postTotals(ctx, f, range.previousStart, range.previousEnd),
    accountTotals(ctx, f, range.start, range.end),
    accountTotals(ctx, f, range.previousStart, range.previousEnd),
    daily(ctx, f),
    byPlatform(ctx, f),
    topPosts(ctx, f),
    bestTimes(ctx, f),
  ]);
  const current = totals(posts, accounts);
  const previous = totals(previousPosts, previousAccounts);
  return {
    timeZone: range.timeZone,
    period: { startDate: range.start, endDate: range.end },
    previousPeriod: { startDate: range.previousStart, endDate: range.previousEnd },
    current,
    previous,
    change: Object.fromEntries(CHANGED.map((k) => [k, percentChange(current[k], previous[k])])),
    daily: days,
    byPlatform: platforms,
    topPosts: top,
    bestTimes: times,
  };
}
