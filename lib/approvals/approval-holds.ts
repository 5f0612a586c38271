import type { TenantCtx } from "@/lib/db";
import { enqueueScheduledPublish } from "@/lib/blog-publishing/scheduled-publish";
import { platformLabel } from "@/lib/content/platforms";
import { membersWith, notifyMembers } from "@/lib/notifications/notifications";
import { enqueuePublish } from "@/lib/scheduling/due-event";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { findReviewedContent } from "./reviewed-content";
import { approvalMissing } from "./gate";

/**
 * The gate at publish time. Content scheduled before the company required approval, or changed or
 * sent for a new round since, must not go out while the gate is on: when it comes due the publisher
 * HOLDs it instead of sending it. A social post's occurrence goes HELD (lastErrorKind
 * `approval_required`, lastError saying why); a blog post keeps its schedule and says why in
 * heldReason. Approving it, or turning the gate off, releases it, due at once if its time has passed.
 */

export const APPROVAL_HOLD = "approval_required";

/** What came due: one occurrence of a social post, or a blog post at its scheduled time. */
export type DueContent =
  | { type: "social"; id: string; sourcePostId: string; platform: string; status: "SCHEDULED" | "FAILED" }
  | { type: "blog"; id: string; scheduledAt: Date };

const contentIdOf = (due: DueContent) => (due.type === "social" ? due.sourcePostId : due.id);

/** Marks the due content held; false when it moved meanwhile (another run held, moved or sent it). */
async function markHeld(ctx: TenantCtx, due: DueContent, reason: string): Promise<boolean> {
  if (due.type === "blog") {
    const { count } = await ctx.db.blogPost.updateMany({
      where: { id: due.id, status: "DRAFT", scheduledAt: due.scheduledAt, heldReason: null },
      data: { heldReason: reason },
    });
    return count > 0;
  }
  const { count } = await ctx.db.postOccurrence.updateMany({
    where: { id: due.id, status: due.status },
    data: { status: "HELD", nextAttemptAt: null, lastErrorKind: APPROVAL_HOLD, lastError: reason },
  });
  if (count > 0) await syncPostStatus(ctx, due.sourcePostId);
  return count > 0;
}

/** The reviewers and the content's author (its latest submitter where the content records none). */
async function concerned(ctx: TenantCtx, due: DueContent): Promise<string[]> {
  const contentId = contentIdOf(due);
  const [content, latest] = await Promise.all([
    findReviewedContent(ctx, due.type, contentId),
    ctx.db.approval.findFirst({
      where: { contentType: due.type, contentId },
      orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
      select: { submittedById: true },
    }),
  ]);
  const author = content?.authorId ?? latest?.submittedById ?? null;
  return [...(await membersWith(ctx, "content:approve")), ...(author ? [author] : [])];
}

/** Holds due content that lacks approval and tells those concerned; false when it may go out. */
export async function holdUnapproved(ctx: TenantCtx, due: DueContent): Promise<boolean> {
  const why = await approvalMissing(ctx, due.type, contentIdOf(due));
  if (!why) return false;
  const reason = `Held: this company requires approval before posts go out, and ${why}. It goes out as soon as it is approved.`;
  if (!(await markHeld(ctx, due, reason))) return true;
  const what = due.type === "social" ? `A post to ${platformLabel(due.platform)}` : "A blog post";
  await notifyMembers(ctx, await concerned(ctx, due), {
    kind: "approvalNeeded",
    title: `${what} was held: it needs approval`,
    body: `It was due but ${why}.`,
    link: "/approvals",
  });
  return true;
}

/**
 * Puts the occurrences held for approval back SCHEDULED (one post's, or every post's when the gate
 * was turned off), unless their campaign is paused (its resume moves them). Runs in the caller's
 * transaction.
 */
async function releaseSocialHolds(ctx: TenantCtx, postId: string | undefined, now: Date): Promise<void> {
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

/**
 * Asks again for the scheduled publish of the blog posts held for approval (one post's, or every
 * one's when the gate was turned off). Each release is one conditional update, so a post is asked
 * for once however many releases race. Runs in the caller's transaction.
 */
async function releaseBlogHolds(ctx: TenantCtx, postId: string | undefined, now: Date): Promise<void> {
  const held = await ctx.db.blogPost.findMany({
    where: {
      heldReason: { not: null },
      status: "DRAFT",
      scheduledAt: { not: null },
      ...(postId ? { id: postId } : {}),
    },
    select: { id: true, scheduledAt: true },
  });
  for (const post of held) {
    const { count } = await ctx.db.blogPost.updateMany({
      where: { id: post.id, heldReason: { not: null }, scheduledAt: post.scheduledAt },
      data: { heldReason: null },
    });
    if (count === 0 || !post.scheduledAt) continue;
    await enqueueScheduledPublish(ctx, post.id, post.scheduledAt, post.scheduledAt > now ? post.scheduledAt : now);
  }
}

/**
 * Releases what was held for approval: one piece of content once it is approved (nothing while it
 * still lacks approval), or everything held when the gate was turned off.
 */
export async function releaseApprovalHolds(
  ctx: TenantCtx,
  content?: { type: "social" | "blog"; id: string },
  now = new Date(),
): Promise<void> {
  if (content && (await approvalMissing(ctx, content.type, content.id))) return;
  if (!content || content.type === "social") await releaseSocialHolds(ctx, content?.id, now);
  if (!content || content.type === "blog") await releaseBlogHolds(ctx, content?.id, now);
}
