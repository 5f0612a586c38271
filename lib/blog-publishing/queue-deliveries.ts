import { badRequest } from "@/lib/api/errors";
import { ensureHostedDestination } from "@/lib/blog/hosted-destination";
import type { TenantCtx } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { blogDeliveryDue } from "@/lib/jobs/events";
import { deliverBlogPost, listBlogDeliveries } from "./deliveries";

/** Every id must be one of the company's destinations: 400 on `field` otherwise, before anything is written. */
export async function assertDestinations(ctx: TenantCtx, ids: readonly string[], field: string): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await ctx.db.blogDestination.findMany({ where: { id: { in: unique } }, select: { id: true } });
  if (found.length !== unique.length) throw badRequest({ [field]: "names a destination that does not exist" });
  return unique;
}

/**
 * Where a publish sends the post: the destinations it names, else (none named, or an empty list, as
 * the post's own destinationIds reads it) those chosen for the post, else the company's defaults
 * (the hosted blog among them unless it was turned off); those the post is already published at are
 * kept, so a republish updates them rather than dropping them.
 */
export async function publishTargets(ctx: TenantCtx, postId: string, destinationIds?: string[]): Promise<string[]> {
  await ensureHostedDestination(ctx);
  if (destinationIds?.length) return assertDestinations(ctx, destinationIds, "destinationIds");
  const post = await ctx.db.blogPost.findFirst({ where: { id: postId }, select: { destinationIds: true } });
  const chosen = post?.destinationIds.length ? { id: { in: post.destinationIds } } : { isDefault: true };
  const rows = await ctx.db.blogDestination.findMany({
    where: { OR: [chosen, { deliveries: { some: { blogPostId: postId, status: "published" } } }] },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * Upserts one delivery per destination and sends it: the hosted blog at once (it calls nothing, so
 * the post is on the blog when the request answers), the others through the outbox.
 */
async function queue(ctx: TenantCtx, postId: string, destinationIds: string[], status: "pending" | "removing") {
  const hostedIds = new Set(
    (
      await ctx.db.blogDestination.findMany({
        where: { id: { in: destinationIds }, kind: "hosted" },
        select: { id: true },
      })
    ).map((d) => d.id),
  );
  for (const destinationId of destinationIds) {
    const row = await ctx.db.blogDelivery.upsert({
      where: { blogPostId_destinationId: { blogPostId: postId, destinationId } },
      create: { companyId: ctx.companyId, blogPostId: postId, destinationId, status },
      update: { status, error: null, attempts: 0 },
      select: { id: true },
    });
    if (hostedIds.has(destinationId)) await deliverBlogPost(ctx, row.id);
    else await enqueue(ctx.db, { event: blogDeliveryDue, data: { companyId: ctx.companyId, deliveryId: row.id } });
  }
  return listBlogDeliveries(ctx, postId);
}

/** Queues the post for each destination given (from publishTargets); answers every delivery of the post. */
export const queuePublish = (ctx: TenantCtx, postId: string, destinationIds: string[]) =>
  queue(ctx, postId, destinationIds, "pending");

/** Queues again each destination that holds the post or is about to. */
async function requeueLive(ctx: TenantCtx, postId: string, status: "pending" | "removing") {
  const live = await ctx.db.blogDelivery.findMany({
    where: { blogPostId: postId, status: { in: ["published", "pending"] } },
    select: { destinationId: true },
  });
  return queue(
    ctx,
    postId,
    live.map((d) => d.destinationId),
    status,
  );
}

/** A published post changed: each destination holding it gets the new version. */
export const queueRepublish = (ctx: TenantCtx, postId: string) => requeueLive(ctx, postId, "pending");

/** The post is taken back: each destination that holds it (or was about to) removes it. */
export const queueRemoval = (ctx: TenantCtx, postId: string) => requeueLive(ctx, postId, "removing");
