import { aiBudgetsUSD } from "@/lib/admin/settings";
import { adminDb } from "@/lib/db";
import { aiBudgetExceeded } from "./errors";
import { currentPeriod, startOfUtcDay } from "./period";

/** Cents every company's calls cost since `since`. Reads all companies: the budgets are the platform's. */
async function spentSince(since: Date): Promise<number> {
  const { _sum } = await adminDb().aiUsageLog.aggregate({ _sum: { costCents: true }, where: { createdAt: { gte: since } } });
  return _sum.costCents ?? 0;
}

/** 503 AI_BUDGET_EXCEEDED once the day's or the month's spend (system settings, USD) is reached. */
export async function assertWithinBudget(now = new Date()): Promise<void> {
  const [budgets, today, month] = await Promise.all([aiBudgetsUSD(), spentSince(startOfUtcDay(now)), spentSince(currentPeriod(now).start)]);
  if (today >= budgets.daily * 100) throw aiBudgetExceeded("daily");
  if (month >= budgets.monthly * 100) throw aiBudgetExceeded("monthly");
}
