import { Prisma, tenantSql, type TenantCtx, type TenantDb } from "@/lib/db";
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
 *
 * Every delete of blog posts queues their take-downs: a post's own delete and a campaign's
 * delete_all. Deleting a company (no route does yet; its rows cascade from Company) takes its hosted
 * blog with it but leaves its WordPress and Ghost posts alone: those sites are the company's own,
 * and the credentials a take-down needs are deleted with it.
 */

export type TakedownData = EventData<typeof blogTakedownDue>;
export type TakedownOutcome = "removed" | "retry" | "failed" | "not needed";

interface DeletedPost {
  id: string;
  title: string;
  slug: string;
  publishedAt: Date | null;
}

interface RemoteCopy {
  deliveryId: string;
  destinationId: string;
  remoteId: string;
  url: string | null;
}

/** Queues the take-down of one remote copy of a deleted post. */
export async function queueTakedown(db: TenantDb, companyId: string, post: DeletedPost, copy: RemoteCopy) {
  const named = {
    id: post.id,
    title: post.title,
    slug: post.slug,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
  await enqueue(db, { event: blogTakedownDue, data: { companyId, ...copy, post: named, attempt: 1 } });
}

/**
 * Queues a take-down for each destination that holds one of the posts (or may: a failed update or
 * removal left it there), in the transaction that deletes them. It locks the posts (no delivery
 * can be added) and their deliveries first, so a publish under way either stored its remote id
 * before (taken down here) or finds its delivery gone once this commits and takes its copy down
 * itself (deliveries.ts).
 */
export async function queueTakedowns(db: TenantDb, companyId: string, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  const ids = [...postIds];
  await tenantSql(
    { db, companyId },
    (company) => Prisma.sql`SELECT "id" FROM "BlogPost"
      WHERE "companyId" = ${company}::uuid AND "id" = ANY(${ids}::uuid[]) ORDER BY "id" FOR UPDATE`,
  );
  await tenantSql(
    { db, companyId },
    (company) => Prisma.sql`SELECT "id" FROM "BlogDelivery"
      WHERE "companyId" = ${company}::uuid AND "blogPostId" = ANY(${ids}::uuid[]) ORDER BY "id" FOR UPDATE`,
  );
  const posts = await db.blogPost.findMany({
    where: { id: { in: ids } },
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
  for (const post of posts) {
    for (const { id, destinationId, remoteId, url } of post.blogDeliveries) {
      if (remoteId !== null) await queueTakedown(db, companyId, post, { deliveryId: id, destinationId, remoteId, url });
    }
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
