import { afterCommit, type TenantCtx } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { blogPostPublishDue } from "@/lib/jobs/events";
import { wakeRunnersAt } from "@/lib/jobs/runners";

/**
 * Asks for a blog post's scheduled publish at `dueAt` (its time, or now for one released after its
 * time passed), through the outbox like a scheduled social post, in the caller's transaction. The
 * message names the schedule it is for: a changed time makes it stale. Once committed, this
 * process's in-process runner is woken for it.
 */
export async function enqueueScheduledPublish(ctx: TenantCtx, postId: string, scheduledAt: Date, dueAt = scheduledAt) {
  await enqueue(ctx.db, {
    event: blogPostPublishDue,
    data: { companyId: ctx.companyId, postId, scheduledAt: scheduledAt.toISOString() },
    dueAt,
  });
  await afterCommit(ctx.db, () => wakeRunnersAt(dueAt));
}
