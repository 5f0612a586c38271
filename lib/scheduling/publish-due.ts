import { holdUnapproved } from "@/lib/approvals/approval-holds";
import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { logger } from "@/lib/logger";
import { notifyCompany } from "@/lib/notices/notify-company";
import { membersWith, notifyMembers } from "@/lib/notifications/notifications";
import { platformLabel } from "@/lib/content/platforms";
import { deliverOccurrence, reconcileOccurrence, startAttempt } from "@/lib/social/delivery/deliver-occurrence";
import type { OccurrenceRow } from "@/lib/social/delivery/occurrence-dto";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { accountById, occurrenceById } from "@/lib/social/delivery/rows";
import { enqueuePublish } from "./due-event";
import { budgetWait, ROOM_CHECKS } from "./posting-budget";

/** Attempts before a failure that waiting could fix (network down, rate limit) is final. */
export const MAX_ATTEMPTS = 5;
/** An attempt still PUBLISHING after this long died with its process: its outcome is unknown. */
export const STUCK_AFTER_MS = 2 * 60_000;

export type PublishOutcome =
  "published" | "failed" | "waiting" | "unknown" | "not due" | "taken" | "gone" | "held for approval";

const isDue = (row: OccurrenceRow, now: Date) =>
  row.scheduledAt.getTime() <= now.getTime() &&
  (row.nextAttemptAt === null || row.nextAttemptAt.getTime() <= now.getTime());

/** Tells the company a post failed for good (in-app notice and e-mail, the publishers' postFailed notification and team chats), naming the cause. */
async function tellFailure(ctx: TenantCtx, row: OccurrenceRow): Promise<void> {
  await notifyMembers(ctx, await membersWith(ctx, "content:publish"), {
    kind: "postFailed",
    title: `A post to ${platformLabel(row.platform)} failed`,
    body: row.lastError ?? "It could not be published.",
    link: "/calendar",
  });
  await notifyCompany(
    ctx,
    {
      kind: "social_post.failed",
      title: `A post to ${platformLabel(row.platform)} failed`,
      body: `${row.lastError ?? "It could not be published."} Open the calendar to retry it.`,
      link: "/calendar",
      subjectKey: `occurrence:${row.id}`,
    },
    { email: true },
  );
}

/** After an attempt: a failure worth waiting for is asked for again at its time; a final one is told. */
async function settle(ctx: TenantCtx, row: OccurrenceRow): Promise<PublishOutcome> {
  if (row.status === "PUBLISHED") return "published";
  if (row.status === "UNKNOWN") {
    // Asked of the network again at its time (a network that cannot be asked has none: a person decides).
    if (row.nextAttemptAt) await enqueuePublish(ctx.db, ctx.companyId, row.id, row.nextAttemptAt);
    return "unknown";
  }
  if (row.status !== "FAILED") return "taken";
  if (row.nextAttemptAt && row.attempts < MAX_ATTEMPTS) {
    await enqueuePublish(ctx.db, ctx.companyId, row.id, row.nextAttemptAt);
    return "waiting";
  }
  if (row.nextAttemptAt) await ctx.db.postOccurrence.update({ where: { id: row.id }, data: { nextAttemptAt: null } });
  await tellFailure(ctx, row);
  return "failed";
}

/**
 * An attempt whose outcome is unknown (the network did not answer, or our process died while it
 * was PUBLISHING) is asked of the network before anything else: found, PUBLISHED; not found, it is
 * retried as a new attempt with the same idempotency key; the network cannot tell: it stays UNKNOWN.
 */
async function resolveUnknown(ctx: TenantCtx, row: OccurrenceRow, now: Date): Promise<PublishOutcome> {
  const account = row.socialAccountId ? await accountById(ctx, row.socialAccountId) : null;
  if (!account) return "unknown";
  const { occurrence } = await reconcileOccurrence(ctx, row, account);
  await syncPostStatus(ctx, row.sourcePostId);
  if (occurrence.status === "FAILED" && occurrence.attempts < MAX_ATTEMPTS) {
    const retry = await ctx.db.postOccurrence.update({ where: { id: row.id }, data: { nextAttemptAt: now } });
    return publishDue(ctx, retry.id, now);
  }
  return settle(ctx, occurrence);
}

/**
 * The claim of an occurrence that is plainly due now, in one statement: the conditions of
 * publishDue's checks below (which handle everything else: a wait for a posting budget, an
 * attempt that died, UNKNOWN, the approval gate), a network's posting budgets by their one-count
 * room check. A company that requires approval is never plainly due: its posts are checked first.
 */
async function claimIfPlainlyDue(ctx: TenantCtx, occurrenceId: string, now: Date): Promise<OccurrenceRow | null> {
  const [row] = await tenantSql<OccurrenceRow>(
    ctx,
    (companyId) => Prisma.sql`
    UPDATE "PostOccurrence" o
    SET "status" = 'PUBLISHING', "attempts" = o."attempts" + 1, "attemptStartedAt" = ${now}::timestamptz, "nextAttemptAt" = NULL, "updatedAt" = now()
    WHERE o."id" = ${occurrenceId}::uuid AND o."companyId" = ${companyId}::uuid
      AND (o."status" = 'SCHEDULED' OR (o."status" = 'FAILED' AND o."nextAttemptAt" IS NOT NULL AND o."attempts" < ${MAX_ATTEMPTS}::int))
      AND o."scheduledAt" <= ${now}::timestamptz AND (o."nextAttemptAt" IS NULL OR o."nextAttemptAt" <= ${now}::timestamptz)
      AND NOT EXISTS (SELECT 1 FROM "Company" c WHERE c."id" = ${companyId}::uuid AND c."requireApproval")
      AND NOT EXISTS (
        SELECT 1 FROM unnest(${ROOM_CHECKS.platforms}::text[], ${ROOM_CHECKS.windowSeconds}::int[], ${ROOM_CHECKS.allowed}::int[]) AS b("platform", "seconds", "allowed")
        WHERE b."platform" = o."platform" AND o."socialAccountId" IS NOT NULL
          AND (SELECT count(*) FROM "PostOccurrence" a
               WHERE a."socialAccountId" = o."socialAccountId" AND a."companyId" = ${companyId}::uuid
                 AND a."attemptStartedAt" > ${now}::timestamptz - make_interval(secs => b."seconds")
                 AND a."status" IN ('PUBLISHING', 'PUBLISHED', 'UNKNOWN')) >= b."allowed")
    RETURNING o.*`,
  );
  return row ?? null;
}

/**
 * Publishes one occurrence if it is due now; safe to call any number of times, from any number of
 * processes: the claim (`startAttempt`) lets one caller make the attempt, and a call for an
 * occurrence that moved, was cancelled, deleted or published finds nothing to do. The text sent is
 * the occurrence's own, read at this moment. While the company requires approval, a post without
 * it is HELD instead (lib/approvals/approval-holds.ts).
 */
export async function publishDue(ctx: TenantCtx, occurrenceId: string, now = new Date()): Promise<PublishOutcome> {
  const plainlyDue = await claimIfPlainlyDue(ctx, occurrenceId, now);
  if (plainlyDue) return settle(ctx, (await deliverOccurrence(ctx, plainlyDue)).occurrence);
  const row = await occurrenceById(ctx, occurrenceId);
  if (!row) return "gone";
  if (row.status === "PUBLISHING") {
    if (!row.attemptStartedAt || now.getTime() - row.attemptStartedAt.getTime() < STUCK_AFTER_MS) return "taken";
    const { count } = await ctx.db.postOccurrence.updateMany({
      where: { id: row.id, status: "PUBLISHING", attemptStartedAt: row.attemptStartedAt },
      data: { status: "UNKNOWN" },
    });
    if (count === 0) return "taken";
    logger.warn(
      { occurrenceId: row.id },
      "an attempt died while publishing; asking the network whether the post went out",
    );
    return resolveUnknown(ctx, { ...row, status: "UNKNOWN" }, now);
  }
  if (row.status === "UNKNOWN") return resolveUnknown(ctx, row, now);
  if (row.status !== "SCHEDULED" && row.status !== "FAILED") return "not due";
  if (row.status === "FAILED" && (row.nextAttemptAt === null || row.attempts >= MAX_ATTEMPTS)) return "not due";
  if (!isDue(row, now)) return "not due";
  if (await holdUnapproved(ctx, { type: "social", ...row, status: row.status })) return "held for approval";

  if (row.socialAccountId) {
    const wait = await budgetWait(ctx, row.platform, row.socialAccountId, now);
    if (wait) {
      await ctx.db.postOccurrence.updateMany({
        where: { id: row.id, status: row.status },
        data: { nextAttemptAt: wait.until, lastError: wait.reason, lastErrorKind: "posting_budget" },
      });
      await enqueuePublish(ctx.db, ctx.companyId, row.id, wait.until);
      return "waiting";
    }
  }
  const claimed = await startAttempt(ctx, row.id, now);
  if (!claimed) return "taken";
  const { occurrence } = await deliverOccurrence(ctx, claimed);
  return settle(ctx, occurrence);
}
