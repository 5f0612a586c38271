import { checkLimit, entitlementFor, hasAccess, UNLIMITED, type Entitlement } from "@/lib/entitlements";
import { configCache } from "@/lib/admin/config-cache";
import { Prisma, tenantSql, type TenantCtx, type TenantDb } from "@/lib/db";
import { ACTION_ENTITLEMENT, type AiAction } from "./catalog";
import { limitReached } from "./errors";
import { billingPeriod, currentPeriod } from "./period";

/** Credits the company's successful (or still running) calls of `action` took in the period. */
export async function creditsUsed(db: TenantDb, action: AiAction, period = currentPeriod()): Promise<number> {
  const { _sum } = await db.aiUsageLog.aggregate({
    _sum: { credits: true },
    where: { actionType: action, createdAt: { gte: period.start, lt: period.end } },
  });
  return _sum.credits ?? 0;
}

export interface Reservation {
  action: AiAction;
  /** Credits the call takes (CONTENT_GENERATION: the items it makes). */
  credits: number;
  /** For CHAT_MESSAGE: the messages the session already has. */
  sessionMessages?: number;
  /** The log row: who and which model, and for a call already answered (from the cache) how it went. */
  row: {
    userId: string | null;
    task: string;
    provider: string;
    model: string;
    abTestId: string | null;
    variant: string | null;
    cached?: boolean;
    completed?: boolean;
    latencyMs?: number;
  };
}

// The plan's grants for each company and action, read at most once a second (a new map every
// second, and on every console write: clearConfigCaches). Only the grants: what is used is counted
// under the lock on every call, so a plan change applies within a second and no limit is overspent.
const GRANTS_FRESH_MS = 1000;
const recentGrants = configCache(
  async () => new Map<string, Promise<[Entitlement, Entitlement | null]>>(),
  GRANTS_FRESH_MS,
);
const MAX_GRANTS = 10_000;

async function grantsOf(ctx: TenantCtx, action: AiAction): Promise<[Entitlement, Entitlement | null]> {
  const grants = await recentGrants.get();
  const key = `${ctx.companyId}:${action}`;
  let found = grants.get(key);
  if (!found) {
    const feature = ACTION_ENTITLEMENT[action];
    const read = Promise.all([entitlementFor(ctx, "ai_generation"), feature ? entitlementFor(ctx, feature) : null]);
    if (grants.size >= MAX_GRANTS) grants.clear();
    grants.set(key, read);
    read.catch(() => grants.delete(key));
    found = read;
  }
  return found;
}

/**
 * The plan's grant the action's credits count against in the period, after checking
 * `ai_generation` and (CHAT_MESSAGE) the session's message limit; null when nothing is counted.
 */
async function periodGrant(ctx: TenantCtx, r: Reservation): Promise<Entitlement | null> {
  const [aiGeneration, grant] = await grantsOf(ctx, r.action);
  if (!hasAccess(aiGeneration)) throw limitReached(r.action, 0, 0, "Your plan does not include AI generation");
  if (!grant) return null;
  if (r.action === "CHAT_MESSAGE") {
    const check = checkLimit(grant, (r.sessionMessages ?? 0) + r.credits - 1);
    if (!check.allowed)
      throw limitReached(
        r.action,
        check.limit,
        r.sessionMessages ?? 0,
        `This chat session has reached its limit of ${check.limit} messages; start a new one`,
      );
    return null;
  }
  // Unlimited: nothing to count, so no lock either.
  if (checkLimit(grant, 0).limit === UNLIMITED) return null;
  return grant;
}

/** The call's log row as a reservation describes it (its outcome's fields are written with it or later). */
export const usageRow = (ctx: TenantCtx, r: Reservation) => ({
  ...r.row,
  companyId: ctx.companyId,
  actionType: r.action,
  credits: r.credits,
});

/**
 * Checks `ai_generation`, the action's limit for the billing period (or the chat session's
 * message limit), all before any model is called. When a limit counts the action, the call's log
 * row holding its credits is written now, under a transaction-scoped lock that serializes one
 * company's reservations (two requests for the last credit cannot both get it), and its id is
 * answered. With nothing to count (unlimited, or an action only `ai_generation` gates) nothing is
 * written yet: null, and the row is written once, with the call's outcome (log.ts).
 */
export async function reserveCredits(ctx: TenantCtx, r: Reservation): Promise<string | null> {
  const grant = await periodGrant(ctx, r);
  if (!grant) return null;
  return ctx.db.$transaction(async (tx) => {
    await tenantSql(
      { db: tx },
      (companyId) =>
        Prisma.sql`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtextextended(${companyId}::text, 24))`,
    );
    // decisions.md "AI": the subscription's billing period, else the calendar month.
    const used = await creditsUsed(tx, r.action, await billingPeriod(tx));
    const check = checkLimit(grant, used + r.credits - 1);
    if (!check.allowed) throw limitReached(r.action, check.limit, used);
    const row = await tx.aiUsageLog.create({ data: usageRow(ctx, r), select: { id: true } });
    return row.id;
  });
}
