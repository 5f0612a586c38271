import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import { NETWORK_LIMITS } from "@/lib/integrations/social/platform-limits";
import type { RateBudget } from "@/lib/integrations/social";

/** The posting budgets of a network that count our posts per account ("posts", "writes"), as data. */
function postingBudgets(platform: string): RateBudget[] {
  const limits = NETWORK_LIMITS[platform as keyof typeof NETWORK_LIMITS];
  return (limits?.rateBudgets ?? []).filter(
    (b) => b.scope === "account" && (b.name === "posts" || b.name.startsWith("writes")),
  );
}

const allowedBy = (budget: RateBudget) => Math.floor(budget.limit / (budget.cost ?? 1));

/**
 * Every budget has room when the attempts in the network's widest window are fewer than its
 * smallest budget allows (one count). Per network with budgets, as parallel arrays for SQL.
 */
export const ROOM_CHECKS = (() => {
  const platforms = Object.keys(NETWORK_LIMITS).filter((platform) => postingBudgets(platform).length > 0);
  return {
    platforms,
    windowSeconds: platforms.map((platform) => Math.max(...postingBudgets(platform).map((b) => b.windowSeconds))),
    allowed: platforms.map((platform) => Math.min(...postingBudgets(platform).map(allowedBy))),
  };
})();

/** The attempts through an account since `since` (the same rows as attemptsSince), as one prepared statement: it runs before every publish. */
async function attemptsCount(ctx: TenantCtx, socialAccountId: string, since: Date): Promise<number> {
  const [row] = await tenantSql<{ n: number }>(
    ctx,
    (companyId) => Prisma.sql`
    SELECT count(*)::int AS n FROM "PostOccurrence"
    WHERE "socialAccountId" = ${socialAccountId}::uuid AND "companyId" = ${companyId}::uuid AND "attemptStartedAt" > ${since}
      AND "status" IN ('PUBLISHING', 'PUBLISHED', 'UNKNOWN')`,
  );
  return row.n;
}

export interface BudgetWait {
  until: Date;
  reason: string;
}

/**
 * Whether one more post through this account fits the network's budgets (X: 100 posts per 15
 * minutes per user; Bluesky: 5,000 write points an hour, 3 a post), counting the attempts we made
 * in each window. Over budget: when the oldest attempt leaves the window, and why, in plain words,
 * so a burst of due posts goes out as the budget allows instead of all at once.
 */
export async function budgetWait(
  ctx: TenantCtx,
  platform: string,
  socialAccountId: string,
  now: Date,
): Promise<BudgetWait | null> {
  const budgets = postingBudgets(platform);
  if (budgets.length === 0) return null;
  const attemptsSince = (windowSeconds: number) => ({
    socialAccountId,
    attemptStartedAt: { gt: new Date(now.getTime() - windowSeconds * 1000) },
    status: { in: ["PUBLISHING" as const, "PUBLISHED" as const, "UNKNOWN" as const] },
  });
  // Fewer attempts in the widest window than the smallest budget allows: every budget has room (one count).
  const widest = Math.max(...budgets.map((b) => b.windowSeconds));
  if (
    (await attemptsCount(ctx, socialAccountId, new Date(now.getTime() - widest * 1000))) <
    Math.min(...budgets.map(allowedBy))
  )
    return null;
  let wait: BudgetWait | null = null;
  for (const budget of budgets) {
    const allowed = allowedBy(budget);
    // The attempt whose leaving the window makes room for one more: the allowed-th most recent in the window.
    const [freeing] = await ctx.db.postOccurrence.findMany({
      where: attemptsSince(budget.windowSeconds),
      select: { attemptStartedAt: true },
      orderBy: { attemptStartedAt: "desc" },
      skip: allowed - 1,
      take: 1,
    });
    if (!freeing) continue;
    const until = new Date(freeing.attemptStartedAt!.getTime() + budget.windowSeconds * 1000);
    if (!wait || until > wait.until) {
      const per =
        budget.windowSeconds >= 3600 ? `${budget.windowSeconds / 3600} h` : `${budget.windowSeconds / 60} min`;
      wait = {
        until,
        reason: `Waiting for ${platformLabel(platform)}'s posting limit (${allowed} posts per ${per} for this account); it goes out at ${until.toISOString()}.`,
      };
    }
  }
  return wait;
}
