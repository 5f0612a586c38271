import { badRequest } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { blogDeliveryDue } from "@/lib/jobs/events";
import { listBlogDeliveries } from "./deliveries";

/**
 * Where a publish sends the post: the destinations it names, else the company's defaults and those
 * the post is already published at (so a republish updates them rather than dropping them).
 * Checked before anything is written: an unknown id answers 400.
 */
export async function publishTargets(ctx: TenantCtx, postId: string, destinationIds?: string[]): Promise<string[]> {
  if (destinationIds) {
    const ids = [...new Set(destinationIds)];
    const found = await ctx.db.blogDestination.findMany({ where: { id: { in: ids } }, select: { id: true } });
    if (found.length !== ids.length) throw badRequest({ destinationIds: "names a destination that does not exist" });
    return ids;
  }
  const rows = await ctx.db.blogDestination.findMany({
    where: { OR: [{ isDefault: true }, { deliveries: { some: { blogPostId: postId, status: "published" } } }] },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

async function queue(ctx: TenantCtx, postId: string, destinationIds: string[], status: "pending" | "removing") {
  for (const destinationId of destinationIds) {
    const row = await ctx.db.blogDelivery.upsert({
      where: { blogPostId_destinationId: { blogPostId: postId, destinationId } },
      create: { companyId: ctx.companyId, blogPostId: postId, destinationId, status },
      update: { status, error: null, attempts: 0 },
      select: { id: true },
    });
    await enqueue(ctx.db, { event: blogDeliveryDue, data: { companyId: ctx.companyId, deliveryId: row.id } });
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
