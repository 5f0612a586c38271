import { configCache } from "@/lib/admin/config-cache";
import { aiBudgetsUSD } from "@/lib/admin/settings";
import { adminDb } from "@/lib/db";
import { aiBudgetExceeded } from "./errors";
import { currentPeriod, startOfUtcDay } from "./period";

/** Cents every company's calls cost since `since`. Reads all companies: the budgets are the platform's. */
async function spentSince(since: Date): Promise<number> {
  const { _sum } = await adminDb().aiUsageLog.aggregate({
    _sum: { costCents: true },
    where: { createdAt: { gte: since } },
  });
  return _sum.costCents ?? 0;
}

// The day's and month's spend, summed at most once a second rather than twice per call: a budget
// can be overshot by one second of calls, and cache/clear (and every console write) empties it.
const SPEND_FRESH_MS = 1000;
const spent = configCache(async () => {
  const now = new Date();
  const [today, month] = await Promise.all([spentSince(startOfUtcDay(now)), spentSince(currentPeriod(now).start)]);
  return { today, month };
}, SPEND_FRESH_MS);

/** 503 AI_BUDGET_EXCEEDED once the day's or the month's spend (system settings, USD) is reached. */
export async function assertWithinBudget(): Promise<void> {
  const [budgets, { today, month }] = await Promise.all([aiBudgetsUSD(), spent.get()]);
  if (today >= budgets.daily * 100) throw aiBudgetExceeded("daily");
  if (month >= budgets.monthly * 100) throw aiBudgetExceeded("monthly");
}
