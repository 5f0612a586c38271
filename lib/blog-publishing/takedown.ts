import type { TenantCtx, TenantDb } from "@/lib/db";
import { blogDestinationProvider } from "@/lib/integrations/blog/registry";
import { enqueue, type EventData } from "@/lib/jobs/enqueue";
import { blogTakedownDue } from "@/lib/jobs/events";
import { logger } from "@/lib/logger";
import { notifyCompany } from "@/lib/notices/notify-company";
import { retryWaitSeconds } from "./deliveries";
import { destinationAccess } from "./destinations";
import { describeFailure } from "./failure";

/**
 * Deleting a blog post takes it down wherever it was delivered, in the background: the delete
 * answers at once and never waits on (or fails with) a destination that is down. The outbox rows
 * are written in the delete's own transaction and carry what a take-down needs, since the post and
 * its deliveries are gone once it commits. A failure that waiting may fix is tried again like a
 * delivery (backoff, the destination's Retry-After); a final one is logged and told to the company
 * as a notice (in-app and e-mail) naming the post and where it is still live, so a post left up
 * there never goes unnoticed. The hosted blog needs nothing: it shows only posts that exist.
 */

export type TakedownData = EventData<typeof blogTakedownDue>;
export type TakedownOutcome = "removed" | "retry" | "failed" | "not needed";

/** Queues a take-down for each destination that holds the post (or may: a failed update or removal left it there). */
export async function queueTakedowns(db: TenantDb, companyId: string, postId: string): Promise<void> {
  const post = await db.blogPost.findFirst({
    where: { id: postId },
    select: {
      id: true,
      title: true,
      slug: true,
      publishedAt: true,
      blogDeliveries: {
        where: { remoteId: { not: null }, status: { not: "unpublished" }, destination: { kind: { not: "hosted" } } },
        select: { id: true, destinationId: true, remoteId: true, url: true },
      },
    },
  });
  if (!post) return;
  const named = {
    id: post.id,
    title: post.title,
    slug: post.slug,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
  for (const { id, destinationId, remoteId, url } of post.blogDeliveries) {
    if (remoteId === null) continue;
    await enqueue(db, {
      event: blogTakedownDue,
      data: { companyId, deliveryId: id, destinationId, remoteId, url, post: named, attempt: 1 },
    });
  }
}

/** Runs one take-down; a destination removed meanwhile can no longer be reached, so there is nothing to do. */
export async function takeDownDeletedPost(ctx: TenantCtx, data: TakedownData): Promise<TakedownOutcome> {
  const destination = await ctx.db.blogDestination.findFirst({ where: { id: data.destinationId } });
  if (!destination) return "not needed";
  try {
    await blogDestinationProvider(destination.kind).remove(destinationAccess(destination, data.deliveryId), data.post, {
      remoteId: data.remoteId,
      url: data.url,
    });
    return "removed";
  } catch (err) {
    const error = describeFailure(err);
    const log = { companyId: ctx.companyId, postId: data.post.id, destinationId: destination.id, error };
    const waitSeconds = retryWaitSeconds(err, data.attempt);
    if (waitSeconds !== null) {
      logger.warn({ ...log, attempt: data.attempt, waitSeconds }, "blog post take-down failed; trying again");
      await enqueue(ctx.db, {
        event: blogTakedownDue,
        data: { ...data, attempt: data.attempt + 1 },
        dueAt: new Date(Date.now() + waitSeconds * 1000),
      });
      return "retry";
    }
    logger.error({ ...log, attempt: data.attempt }, "blog post take-down failed for good");
    await notifyCompany(
      ctx,
      {
        kind: "blog_post.takedown_failed",
        title: `The deleted blog post "${data.post.title}" is still on ${destination.name}`,
        body: `Deleting it here could not take it down there (${error}). Remove it there by hand${data.url ? `: ${data.url}` : "."}`,
        link: "/settings/blog-destinations",
        subjectKey: `blog-takedown:${destination.id}:${data.post.id}`,
      },
      { email: true },
    );
    return "failed";
  }
}
