import type { TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import { membersWith, notifyMembers } from "@/lib/notifications/notifications";
import { enqueuePublish } from "@/lib/scheduling/due-event";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { approvalMissing } from "./gate";

/**
 * The gate at publish time. A post scheduled before the company required approval, or changed or
 * sent for a new round since, must not go out while the gate is on: when it comes due the publisher
 * HOLDs it (lastErrorKind `approval_required`, lastError saying why) instead of sending it. Approving
 * it, or turning the gate off, puts it back SCHEDULED, due at once if its time has passed.
 */

export const APPROVAL_HOLD = "approval_required";

interface DueOccurrence {
  id: string;
  sourcePostId: string;
  platform: string;
  status: "SCHEDULED" | "FAILED";
}

/** Holds a due occurrence whose post lacks approval; false when it may go out (or moved meanwhile). */
export async function holdUnapproved(ctx: TenantCtx, row: DueOccurrence): Promise<boolean> {
  const why = await approvalMissing(ctx, "social", row.sourcePostId);
  if (!why) return false;
  const { count } = await ctx.db.postOccurrence.updateMany({
    where: { id: row.id, status: row.status },
    data: {
      status: "HELD",
      nextAttemptAt: null,
      lastErrorKind: APPROVAL_HOLD,
      lastError: `Held: this company requires approval before posts go out, and ${why}. It goes out as soon as it is approved.`,
    },
  });
  if (count === 0) return true;
  await syncPostStatus(ctx, row.sourcePostId);
  const post = await ctx.db.socialPost.findFirst({ where: { id: row.sourcePostId }, select: { createdById: true } });
  const reviewers = await membersWith(ctx, "content:approve");
  await notifyMembers(ctx, [...reviewers, ...(post?.createdById ? [post.createdById] : [])], {
    kind: "approvalNeeded",
    title: `A post to ${platformLabel(row.platform)} was held: it needs approval`,
    body: `It was due but ${why}.`,
    link: "/approvals",
  });
  return true;
}

/**
 * Puts the occurrences held for approval back SCHEDULED (one post's, or every post's when the gate
 * was turned off), unless their campaign is paused (its resume moves them) or the post still lacks
 * approval. Runs in the caller's transaction.
 */
export async function releaseApprovalHolds(ctx: TenantCtx, postId?: string, now = new Date()): Promise<void> {
  if (postId && (await approvalMissing(ctx, "social", postId))) return;
  const held = await ctx.db.postOccurrence.findMany({
    where: {
      status: "HELD",
      lastErrorKind: APPROVAL_HOLD,
      ...(postId ? { sourcePostId: postId } : {}),
      OR: [{ campaignId: null }, { campaign: { status: { not: "PAUSED" } } }],
    },
    select: { id: true, scheduledAt: true, sourcePostId: true },
  });
  for (const occurrence of held) {
    await ctx.db.postOccurrence.update({
      where: { id: occurrence.id },
      data: { status: "SCHEDULED", lastError: null, lastErrorKind: null },
    });
    const dueAt = occurrence.scheduledAt > now ? occurrence.scheduledAt : now;
    await enqueuePublish(ctx.db, ctx.companyId, occurrence.id, dueAt);
  }
  for (const id of new Set(held.map((o) => o.sourcePostId))) await syncPostStatus(ctx, id);
}
