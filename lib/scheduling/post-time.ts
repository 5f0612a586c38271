import type { TenantCtx } from "@/lib/db";

/** Occurrences that have not gone out yet and may still go out: a move or an unschedule replaces them. */
export const WAITING_STATUSES = ["SCHEDULED", "HELD", "FAILED"] as const;

/**
 * The social post's `scheduledAt` mirrors its occurrences (they are the one source of truth; the
 * column stays for lists and the dashboard): the earliest time among those not cancelled, or null.
 * Called in the transaction that changes the occurrences.
 */
export async function mirrorPostTime(ctx: TenantCtx, postId: string): Promise<void> {
  const earliest = await ctx.db.postOccurrence.findFirst({
    where: { sourcePostId: postId, status: { not: "CANCELLED" } },
    orderBy: { scheduledAt: "asc" },
    select: { scheduledAt: true },
  });
  await ctx.db.socialPost.update({ where: { id: postId }, data: { scheduledAt: earliest?.scheduledAt ?? null } });
}

/** Cancels the post's occurrences still waiting to go out (kept, CANCELLED); answers how many. */
export async function cancelWaitingOccurrences(ctx: TenantCtx, postId: string): Promise<number> {
  const { count } = await ctx.db.postOccurrence.updateMany({
    where: { sourcePostId: postId, status: { in: [...WAITING_STATUSES] } },
    data: { status: "CANCELLED", nextAttemptAt: null },
  });
  return count;
}
