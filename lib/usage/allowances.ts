import type { TenantCtx } from "@/lib/db";
import { checkEntitlement, isEntitled, type LimitCheck } from "@/lib/entitlements";
import { ACTION_ENTITLEMENT, AI_ACTIONS, type AiAction } from "@/lib/ai/catalog";
import { billingPeriod, type Period } from "@/lib/ai/period";

/** Credits used per action in the billing period: one grouped read of the call log. */
async function creditsByAction(ctx: TenantCtx, period: Period): Promise<Map<string, number>> {
  const rows = await ctx.db.aiUsageLog.groupBy({
    by: ["actionType"],
    _sum: { credits: true },
    where: { createdAt: { gte: period.start, lt: period.end } },
  });
  return new Map(rows.map((r) => [r.actionType, r._sum.credits ?? 0]));
}

/**
 * Every action's allowance in the period, as the gateway enforces it: nothing without
 * `ai_generation`; an action with no entitlement of its own is unlimited; CHAT_MESSAGE's limit is
 * per session, so its "used" is not a period count.
 */
export async function actionAllowances(ctx: TenantCtx) {
  const period = await billingPeriod(ctx.db);
  const [aiGeneration, used] = await Promise.all([isEntitled(ctx, "ai_generation"), creditsByAction(ctx, period)]);
  const entries = await Promise.all(
    AI_ACTIONS.map(async (action): Promise<[AiAction, LimitCheck & { feature: string | null }]> => {
      const feature = ACTION_ENTITLEMENT[action];
      const count = action === "CHAT_MESSAGE" ? 0 : (used.get(action) ?? 0);
      if (!aiGeneration) return [action, { allowed: false, limit: 0, used: count, remaining: 0, feature }];
      if (!feature) return [action, { allowed: true, limit: -1, used: count, remaining: -1, feature }];
      return [action, { ...(await checkEntitlement(ctx, feature, count)), feature }];
    }),
  );
  return {
    aiGeneration,
    period,
    allowances: Object.fromEntries(entries) as Record<AiAction, LimitCheck & { feature: string | null }>,
  };
}

export async function getEntitlements(ctx: TenantCtx) {
  const { aiGeneration, period, allowances } = await actionAllowances(ctx);
  const usage = Object.fromEntries(
    Object.entries(allowances).map(([a, { used, limit, remaining, feature }]) => [
      a,
      { used, limit, remaining, feature },
    ]),
  ) as Record<AiAction, { used: number; limit: number; remaining: number; feature: string | null }>;
  return { aiGeneration, periodStart: period.start, periodEnd: period.end, usage };
}

export async function checkAction(ctx: TenantCtx, action: AiAction) {
  const { allowed, remaining, limit, used } = (await actionAllowances(ctx)).allowances[action];
  return { allowed, remaining, limit, used };
}

export async function usageLimits(ctx: TenantCtx) {
  const { allowances } = await actionAllowances(ctx);
  const posts = allowances.CONTENT_GENERATION;
  const site = allowances.WEBSITE_ANALYSIS;
  return {
    aiPosts: {
      used: posts.used,
      limit: posts.limit,
      remaining: posts.remaining,
      percentUsed:
        posts.limit > 0 ? Math.min(100, Math.round((posts.used / posts.limit) * 100)) : posts.limit === 0 ? 100 : 0,
    },
    websiteAnalysis: { used: site.used, limit: site.limit, remaining: site.remaining },
  };
}

/** GET /api/usage with no query: the reference's period counters. */
export async function periodCounters(ctx: TenantCtx) {
  const { allowances: a } = await actionAllowances(ctx);
  const pair = (x: LimitCheck) => ({ used: x.used, limit: x.limit });
  return {
    websiteAnalysis: pair(a.WEBSITE_ANALYSIS),
    fieldAnalysis: pair(a.FIELD_ANALYSIS),
    oneShotRefinement: pair(a.ONE_SHOT_REFINEMENT),
    chatSessions: pair(a.CHAT_SESSION_START),
    messagesPerSession: { limit: a.CHAT_MESSAGE.limit },
  };
}
