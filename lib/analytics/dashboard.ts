import { badRequest } from "@/lib/api/errors";
import { tenantSql, type Prisma, type TenantCtx } from "@/lib/db";
import type { AnalyticsQuery, BestTimes, Engagement, Growth, Overview, TopPost, TopPostsQuery } from "./contracts";
import { MAX_RANGE_DAYS } from "./contracts/dashboard";
import * as sql from "./aggregates";

type RangeQuery = AnalyticsQuery & { platforms?: string[] };

/** `platforms` (reports) or `platform` (analytics routes) narrow the networks; days default to the 30 ending today in the company's zone. */
const rangeInput = (q: RangeQuery, now: Date): sql.RangeInput => ({
  startDate: q.startDate,
  endDate: q.endDate,
  platforms: q.platforms?.length ? q.platforms : q.platform ? [q.platform] : null,
  now,
});

/** One statement (range resolved in it), its rows shaped; a range over the limit is the caller's mistake. */
async function run<Row, Out>(
  ctx: TenantCtx,
  statement: (company: string) => Prisma.Sql,
  shape: (rows: Row[]) => Out,
): Promise<Out> {
  const rows = await tenantSql<Row>(ctx, statement);
  try {
    return shape(rows);
  } catch (err) {
    if (err instanceof sql.RangeTooLong)
      throw badRequest({ startDate: `must be at most ${MAX_RANGE_DAYS} days before endDate` });
    throw err;
  }
}

export function overview(ctx: TenantCtx, q: RangeQuery, now = new Date()): Promise<Overview> {
  return run(ctx, (company) => sql.overviewSql(company, rangeInput(q, now)), sql.overviewOf);
}

export function growth(ctx: TenantCtx, q: RangeQuery, now = new Date()): Promise<Growth> {
  return run(ctx, (company) => sql.growthSql(company, rangeInput(q, now)), sql.growthOf);
}

export function engagement(ctx: TenantCtx, q: RangeQuery, now = new Date()): Promise<Engagement> {
  return run(ctx, (company) => sql.engagementSql(company, rangeInput(q, now)), sql.engagementOf);
}

export function bestTimes(ctx: TenantCtx, q: RangeQuery, now = new Date()): Promise<BestTimes> {
  return run(ctx, (company) => sql.bestTimesSql(company, rangeInput(q, now)), sql.bestTimesOf);
}

export function topPosts(
  ctx: TenantCtx,
  q: TopPostsQuery & { platforms?: string[] },
  now = new Date(),
): Promise<TopPost[]> {
  return run(
    ctx,
    (company) => sql.topPostsSql(company, { ...rangeInput(q, now), metric: q.metric, limit: q.limit }),
    sql.topPostsOf,
  );
}
