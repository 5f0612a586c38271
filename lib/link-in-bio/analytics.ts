import { clickThroughRate } from "@/lib/analytics/formulas";
import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { rangeOf } from "./contracts/analytics";
import { findPage } from "./pages";

type Totals = { views: number; clicks: number; uniqueVisitors: number; botEvents: number };
type LinkRow = { linkId: string; title: string; url: string; position: number; clicks: number; uniqueClicks: number };
type DayRow = { date: string; views: number; clicks: number; uniqueVisitors: number };
type Breakdown = { dimension: string; value: string; count: number };

/** Clicks per view as a share with 4 decimals, by the click-through rate's rule (lib/analytics/formulas.ts): null without views or with more clicks than views. */
function ctr(clicks: number, views: number): number | null {
  const percent = clickThroughRate(clicks, views);
  return percent === null ? null : Math.round(percent * 100) / 10_000;
}
const TOP = 10;

/**
 * A page's analytics over [start, end), aggregated in the database: four queries over the events
 * of the range (index companyId, pageId, occurredAt), bots left out everywhere but botEvents.
 */
export async function linkInBioAnalytics(
  ctx: TenantCtx,
  slug: string,
  query: { startDate?: string; endDate?: string },
) {
  const page = await findPage(ctx, slug);
  const { start, end } = rangeOf(query);
  const inRange = (companyId: string) =>
    Prisma.sql`e."companyId" = ${companyId}::uuid AND e."pageId" = ${page.id}::uuid AND e."occurredAt" >= ${start} AND e."occurredAt" < ${end}`;

  const [totals, links, days, breakdown] = await Promise.all([
    tenantSql<Totals>(
      ctx,
      (companyId) => Prisma.sql`
      SELECT count(*) FILTER (WHERE e."type" = 'VIEW' AND NOT e."isBot")::int AS views,
             count(*) FILTER (WHERE e."type" = 'CLICK' AND NOT e."isBot")::int AS clicks,
             count(DISTINCT e."visitorHash") FILTER (WHERE NOT e."isBot")::int AS "uniqueVisitors",
             count(*) FILTER (WHERE e."isBot")::int AS "botEvents"
      FROM "LinkInBioEvent" e WHERE ${inRange(companyId)}`,
    ),
    tenantSql<LinkRow>(
      ctx,
      (companyId) => Prisma.sql`
      SELECT l."id" AS "linkId", l."title", l."url", l."position",
             count(e."id")::int AS clicks, count(DISTINCT e."visitorHash")::int AS "uniqueClicks"
      FROM "LinkInBioLink" l
      LEFT JOIN "LinkInBioEvent" e ON e."linkId" = l."id" AND e."type" = 'CLICK' AND NOT e."isBot" AND ${inRange(companyId)}
      WHERE l."companyId" = ${companyId}::uuid AND l."pageId" = ${page.id}::uuid
      GROUP BY l."id" ORDER BY l."position"`,
    ),
    tenantSql<DayRow>(
      ctx,
      (companyId) => Prisma.sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
             count(e."id") FILTER (WHERE e."type" = 'VIEW')::int AS views,
             count(e."id") FILTER (WHERE e."type" = 'CLICK')::int AS clicks,
             count(DISTINCT e."visitorHash")::int AS "uniqueVisitors"
      FROM generate_series(date_trunc('day', ${start}::timestamptz AT TIME ZONE 'UTC'),
                           date_trunc('day', (${end}::timestamptz - interval '1 millisecond') AT TIME ZONE 'UTC'),
                           interval '1 day') AS d(day)
      LEFT JOIN "LinkInBioEvent" e ON NOT e."isBot" AND ${inRange(companyId)}
        AND e."occurredAt" >= d.day AT TIME ZONE 'UTC' AND e."occurredAt" < (d.day + interval '1 day') AT TIME ZONE 'UTC'
      GROUP BY d.day ORDER BY d.day`,
    ),
    tenantSql<Breakdown>(
      ctx,
      (companyId) => Prisma.sql`
      WITH events AS (SELECT e.* FROM "LinkInBioEvent" e WHERE ${inRange(companyId)} AND NOT e."isBot"),
      counted AS (
        SELECT 'referrer' AS dimension, coalesce(e."referrerHost", '(direct)') AS value, count(*)::int AS count FROM events e WHERE e."type" = 'VIEW' GROUP BY 2
        UNION ALL SELECT 'country', coalesce(e."country", '(unknown)'), count(*)::int FROM events e WHERE e."type" = 'VIEW' GROUP BY 2
        UNION ALL SELECT 'device', e."device", count(*)::int FROM events e WHERE e."type" = 'VIEW' GROUP BY 2
        UNION ALL SELECT 'browser', coalesce(e."browser", '(unknown)'), count(*)::int FROM events e WHERE e."type" = 'VIEW' GROUP BY 2
        UNION ALL SELECT 'os', coalesce(e."os", '(unknown)'), count(*)::int FROM events e WHERE e."type" = 'VIEW' GROUP BY 2
      )
      SELECT dimension, value, count FROM (
        SELECT *, row_number() OVER (PARTITION BY dimension ORDER BY count DESC, value) AS rank FROM counted
      ) ranked WHERE rank <= ${TOP} ORDER BY dimension, count DESC, value`,
    ),
  ]);

  const t = totals[0] ?? { views: 0, clicks: 0, uniqueVisitors: 0, botEvents: 0 };
  const top = (dimension: string) =>
    breakdown.filter((b) => b.dimension === dimension).map((b) => ({ value: b.value, count: b.count }));
  return {
    slug: page.slug,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    totals: {
      views: t.views,
      clicks: t.clicks,
      uniqueVisitors: t.uniqueVisitors,
      clickThroughRate: ctr(t.clicks, t.views),
    },
    links: links.map((l) => ({ ...l, clickThroughRate: ctr(l.clicks, t.views) })),
    days,
    referrers: top("referrer").map(({ value, count }) => ({ referrer: value, count })),
    countries: top("country").map(({ value, count }) => ({ country: value, count })),
    devices: top("device").map(({ value, count }) => ({ device: value, count })),
    browsers: top("browser").map(({ value, count }) => ({ browser: value, count })),
    operatingSystems: top("os").map(({ value, count }) => ({ os: value, count })),
    botEvents: t.botEvents,
  };
}
