import { notFound } from "@/lib/api/errors";
import { adminDb, Prisma } from "@/lib/db";
import { createdAtFilter, type DateRange } from "@/lib/usage/history";

/** Every company's AI calls (Super Admin analytics), from the call log. Successful calls unless said otherwise. */
const IMAGE_TASK = "image_generation";

function rangeSql(range: DateRange): Prisma.Sql {
  const f = createdAtFilter(range);
  return Prisma.sql`${f.gte ? Prisma.sql`AND "createdAt" >= ${f.gte}` : Prisma.empty} ${f.lt ? Prisma.sql`AND "createdAt" < ${f.lt}` : Prisma.empty} ${f.lte ? Prisma.sql`AND "createdAt" <= ${f.lte}` : Prisma.empty}`;
}

export async function aiAnalyticsSummary(range: DateRange) {
  const db = adminDb();
  const where = { success: true, createdAt: createdAtFilter(range) };
  const [text, image, daily] = await Promise.all([
    db.aiUsageLog.aggregate({
      _count: { _all: true },
      _sum: { costCents: true, totalTokens: true },
      where: { ...where, task: { not: IMAGE_TASK } },
    }),
    db.aiUsageLog.aggregate({
      _count: { _all: true },
      _sum: { costCents: true },
      where: { ...where, task: IMAGE_TASK },
    }),
    db.$queryRaw<{ date: string; calls: number; costCents: number; tokens: number }[]>(Prisma.sql`
      SELECT to_char(date_trunc('day', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "date", COUNT(*)::int AS "calls",
             COALESCE(SUM("costCents"), 0)::float8 AS "costCents", COALESCE(SUM("totalTokens"), 0)::int AS "tokens"
      FROM "AiUsageLog" WHERE "success" ${rangeSql(range)} GROUP BY 1 ORDER BY 1`),
  ]);
  const textCost = text._sum.costCents ?? 0;
  const imageCost = image._sum.costCents ?? 0;
  return {
    textGeneration: { calls: text._count._all, costCents: textCost, tokens: text._sum.totalTokens ?? 0 },
    imageGeneration: { calls: image._count._all, costCents: imageCost },
    totalCostCents: textCost + imageCost,
    daily,
  };
}

const DIMENSION_COLUMN = {
  model: Prisma.sql`"model"`,
  provider: Prisma.sql`"provider"`,
  task: Prisma.sql`"task"`,
} as const;

export async function aiAnalyticsByDimension(dimension: keyof typeof DIMENSION_COLUMN, range: DateRange) {
  const column = DIMENSION_COLUMN[dimension];
  return adminDb().$queryRaw<
    { key: string; count: number; costCents: number; tokens: number; avgLatency: number }[]
  >(Prisma.sql`
    SELECT ${column} AS "key", COUNT(*)::int AS "count", COALESCE(SUM("costCents"), 0)::float8 AS "costCents",
           COALESCE(SUM("totalTokens"), 0)::int AS "tokens", COALESCE(ROUND(AVG("latencyMs")), 0)::int AS "avgLatency"
    FROM "AiUsageLog" WHERE "success" ${rangeSql(range)} GROUP BY ${column} ORDER BY "costCents" DESC, "count" DESC`);
}

export async function companyAiAnalytics(companyId: string) {
  const db = adminDb();
  if (!(await db.company.findUnique({ where: { id: companyId }, select: { id: true } }))) throw notFound("Company");
  const [stats, recent] = await Promise.all([
    db.aiUsageLog.aggregate({
      _count: { _all: true },
      _sum: { costCents: true, totalTokens: true },
      where: { companyId, success: true },
    }),
    db.aiUsageLog.findMany({ where: { companyId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50 }),
  ]);
  return {
    stats: { calls: stats._count._all, costCents: stats._sum.costCents ?? 0, tokens: stats._sum.totalTokens ?? 0 },
    recentLogs: recent,
  };
}
