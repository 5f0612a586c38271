import type { TenantCtx } from "@/lib/db";
import { billingPeriod } from "@/lib/ai/period";

const COLUMNS = {
  WEBSITE_ANALYSIS: "websiteAnalysis",
  FIELD_ANALYSIS: "fieldAnalysis",
  ONE_SHOT_REFINEMENT: "oneShotRefinement",
  CHAT_SESSION_START: "chatSessions",
} as const;

/** Spend and credits per member in the billing period; calls with no member (background work) under userId null. */
export async function companyUsage(ctx: TenantCtx) {
  const period = await billingPeriod(ctx.db);
  const rows = await ctx.db.aiUsageLog.groupBy({
    by: ["userId", "actionType"],
    _sum: { credits: true, costCents: true },
    where: { createdAt: { gte: period.start, lt: period.end } },
  });
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
  const users = await ctx.db.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const breakdown = new Map<
    string | null,
    {
      websiteAnalysis: number;
      fieldAnalysis: number;
      oneShotRefinement: number;
      chatSessions: number;
      totalCostCents: number;
    }
  >();
  for (const r of rows) {
    const entry = breakdown.get(r.userId) ?? {
      websiteAnalysis: 0,
      fieldAnalysis: 0,
      oneShotRefinement: 0,
      chatSessions: 0,
      totalCostCents: 0,
    };
    const column = COLUMNS[r.actionType as keyof typeof COLUMNS];
    if (column) entry[column] += r._sum.credits ?? 0;
    entry.totalCostCents += r._sum.costCents ?? 0;
    breakdown.set(r.userId, entry);
  }
  const userBreakdown = [...breakdown].map(([userId, counts]) => {
    const user = userId ? byId.get(userId) : undefined;
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
    return { userId, userName: name || null, userEmail: user?.email ?? null, ...counts };
  });
  userBreakdown.sort((a, b) => b.totalCostCents - a.totalCostCents);
  return { totalSpendCents: userBreakdown.reduce((n, u) => n + u.totalCostCents, 0), userBreakdown };
}
