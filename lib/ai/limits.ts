import { checkEntitlement, checkLimit, entitlementFor, isEntitled } from "@/lib/entitlements";
import { Prisma, tenantSql, type TenantCtx, type TenantDb } from "@/lib/db";
import { ACTION_ENTITLEMENT, type AiAction } from "./catalog";
import { limitReached } from "./errors";
import { currentPeriod } from "./period";

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
  row: {
    userId: string | null;
    task: string;
    provider: string;
    model: string;
    abTestId: string | null;
    variant: string | null;
  };
}

/**
 * Checks `ai_generation`, the action's limit for the billing period (or the chat session's
 * message limit) and writes the call's log row holding its credits, all before any model is
 * called. Reservations of one company are serialized by a transaction-scoped lock, so two
 * requests for the last credit cannot both get it. Answers the log row's id.
 */
export async function reserveCredits(ctx: TenantCtx, r: Reservation): Promise<string> {
  if (!(await isEntitled(ctx, "ai_generation")))
    throw limitReached(r.action, 0, 0, "Your plan does not include AI generation");
  const feature = ACTION_ENTITLEMENT[r.action];
  if (feature && r.action === "CHAT_MESSAGE") {
    const check = await checkEntitlement(ctx, feature, (r.sessionMessages ?? 0) + r.credits - 1);
    if (!check.allowed)
      throw limitReached(
        r.action,
        check.limit,
        r.sessionMessages ?? 0,
        `This chat session has reached its limit of ${check.limit} messages; start a new one`,
      );
  }
  // The plan's grant is read before the lock: only counting and writing are held under it.
  const grant = feature && r.action !== "CHAT_MESSAGE" ? await entitlementFor(ctx, feature) : null;
  return ctx.db.$transaction(async (tx) => {
    if (grant) {
      await tenantSql(
        { db: tx },
        (companyId) =>
          Prisma.sql`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtextextended(${companyId}::text, 24))`,
      );
      const used = await creditsUsed(tx, r.action);
      const check = checkLimit(grant, used + r.credits - 1);
      if (!check.allowed) throw limitReached(r.action, check.limit, used);
    }
    const row = await tx.aiUsageLog.create({
      data: { ...r.row, companyId: ctx.companyId, actionType: r.action, credits: r.credits },
      select: { id: true },
    });
    return row.id;
  });
}
