import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";

/** Successful calls, tokens and cost per UTC day since `since`, for the usage page's chart. */
export function dailyUsage(ctx: TenantCtx, since: Date) {
  return tenantSql<{ date: string; calls: number; tokens: number; costCents: number }>(
    ctx,
    (companyId) => Prisma.sql`
      SELECT to_char(date_trunc('day', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "date", COUNT(*)::int AS "calls",
             COALESCE(SUM("totalTokens"), 0)::int AS "tokens", COALESCE(SUM("costCents"), 0)::float8 AS "costCents"
      FROM "AiUsageLog" WHERE "companyId" = ${companyId}::uuid AND "success" AND "createdAt" >= ${since}
      GROUP BY 1 ORDER BY 1`,
  );
}
