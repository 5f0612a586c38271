import { conflict, notFound } from "@/lib/api/errors";
import { assertApproved } from "@/lib/approvals/gate";
import type { SocialPlatform } from "@/lib/content/platforms";
import { deleteSocialPost } from "@/lib/content/social-posts";
import type { TenantCtx } from "@/lib/db";
import { enqueuePublish } from "@/lib/scheduling/due-event";
import { pickAccount } from "@/lib/social/delivery/pick-account";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import type { QueueDTO, QueueItemDTO, Slot } from "./contracts";
import { nextFreeSlot } from "./next-slot";

const WAITING = ["SCHEDULED", "HELD", "FAILED"] as const;

type QueueRow = { id: string; name: string; platforms: string[]; timeZone: string; isActive: boolean; slots: unknown };

async function itemCounts(ctx: TenantCtx, queueIds: string[]): Promise<Map<string, number>> {
  const rows = await ctx.db.postOccurrence.findMany({
    where: { queueId: { in: queueIds }, status: { in: [...WAITING] } },
    select: { queueId: true, sourcePostId: true },
    distinct: ["queueId", "sourcePostId"],
  });
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.queueId!, (counts.get(r.queueId!) ?? 0) + 1);
  return counts;
}

const toDTO = (row: QueueRow, itemCount: number): QueueDTO => ({
  id: row.id,
  name: row.name,
  platforms: row.platforms,
  timeZone: row.timeZone,
  isActive: row.isActive,
  slots: row.slots as Slot[],
  itemCount,
});

async function findQueue(ctx: TenantCtx, id: string): Promise<QueueRow> {
  const row = await ctx.db.publishingQueue.findFirst({ where: { id } });
  if (!row) throw notFound("Queue");
  return row;
}

export async function listQueues(ctx: TenantCtx): Promise<QueueDTO[]> {
  const rows = await ctx.db.publishingQueue.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const counts = await itemCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDTO(r, counts.get(r.id) ?? 0));
}

export async function createQueue(
  ctx: TenantCtx,
  body: { name: string; platforms: string[]; timeZone: string; isActive: boolean; slots: Slot[] },
): Promise<QueueDTO> {
  const row = await ctx.db.publishingQueue.create({ data: { companyId: ctx.companyId, ...body } });
  return toDTO(row, 0);
}

export async function updateQueue(
  ctx: TenantCtx,
  id: string,
  body: Partial<{ name: string; platforms: string[]; timeZone: string; isActive: boolean; slots: Slot[] }>,
): Promise<QueueDTO> {
  await findQueue(ctx, id);
  const row = await ctx.db.publishingQueue.update({ where: { id }, data: body });
  return toDTO(row, (await itemCounts(ctx, [id])).get(id) ?? 0);
}

/** Deletes a queue; its waiting items are unscheduled: their occurrences CANCELLED, their posts back to DRAFT (kept). */
export async function deleteQueue(ctx: TenantCtx, id: string): Promise<{ success: boolean; unscheduled: number }> {
  await findQueue(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    const waiting = await tx.postOccurrence.findMany({
      where: { queueId: id, status: { in: [...WAITING] } },
      select: { sourcePostId: true },
    });
    const posts = [...new Set(waiting.map((o) => o.sourcePostId))];
    await tx.postOccurrence.updateMany({
      where: { queueId: id, status: { in: [...WAITING] } },
      data: { status: "CANCELLED", nextAttemptAt: null },
    });
    await tx.socialPost.updateMany({ where: { id: { in: posts } }, data: { status: "DRAFT" } });
    await tx.publishingQueue.delete({ where: { id } });
    return { success: true, unscheduled: posts.length };
  });
}

function toItem(
  queueId: string,
  post: { id: string; content: string; platforms: string[]; status: string },
  occurrences: { id: string; scheduledAt: Date }[],
): QueueItemDTO {
  return {
    id: post.id,
    queueId,
    content: post.content,
    platforms: post.platforms,
    status: post.status,
    scheduledAt: occurrences[0].scheduledAt.toISOString(),
    occurrenceIds: occurrences.map((o) => o.id),
  };
}

/**
 * Adds a post to the queue's next free slot (no waiting item of this queue at that instant), one
 * occurrence per platform, published like any occurrence. Accounts are resolved before any write.
 */
export async function addQueueItem(
  ctx: TenantCtx,
  queueId: string,
  body: { content: string; platform?: string },
  now = new Date(),
): Promise<QueueItemDTO> {
  const queue = await findQueue(ctx, queueId);
  if (!queue.isActive) throw conflict("QUEUE_INACTIVE", "This queue is paused: activate it to add items");
  const platforms = body.platform ? [body.platform] : queue.platforms;
  const accounts = new Map<string, string>();
  for (const p of platforms) accounts.set(p, (await pickAccount(ctx, p as SocialPlatform)).id);
  const held = await ctx.db.postOccurrence.findMany({
    where: { queueId, status: { in: [...WAITING, "PUBLISHING", "PUBLISHED"] }, scheduledAt: { gt: now } },
    select: { scheduledAt: true },
  });
  const at = nextFreeSlot(
    queue.slots as Slot[],
    queue.timeZone,
    now,
    new Set(held.map((o) => o.scheduledAt.getTime())),
  );
  if (!at) throw conflict("QUEUE_FULL", "This queue has no free slot in the next 8 weeks: add slots first");
  return ctx.db.$transaction(async (tx) => {
    const post = await tx.socialPost.create({
      data: { companyId: ctx.companyId, content: body.content, platforms, createdById: ctx.actor?.userId ?? null },
    });
    await assertApproved({ ...ctx, db: tx }, "social", post.id);
    const occurrences = [];
    for (const p of platforms) {
      const o = await tx.postOccurrence.create({
        data: {
          companyId: ctx.companyId,
          sourcePostId: post.id,
          platform: p,
          socialAccountId: accounts.get(p)!,
          scheduledAt: at,
          content: body.content,
          queueId,
        },
      });
      await enqueuePublish(tx, ctx.companyId, o.id, at);
      occurrences.push(o);
    }
    await syncPostStatus({ ...ctx, db: tx }, post.id);
    return toItem(queueId, { ...post, status: "SCHEDULED" }, occurrences);
  });
}

export async function listQueueItems(ctx: TenantCtx, queueId: string): Promise<QueueItemDTO[]> {
  await findQueue(ctx, queueId);
  const occurrences = await ctx.db.postOccurrence.findMany({
    where: { queueId, status: { in: [...WAITING] } },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
  });
  const posts = await ctx.db.socialPost.findMany({
    where: { id: { in: [...new Set(occurrences.map((o) => o.sourcePostId))] } },
  });
  return posts
    .map((p) =>
      toItem(
        queueId,
        p,
        occurrences.filter((o) => o.sourcePostId === p.id),
      ),
    )
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
}

export async function deleteQueueItem(ctx: TenantCtx, queueId: string, itemId: string): Promise<{ success: boolean }> {
  await findQueue(ctx, queueId);
  if ((await ctx.db.postOccurrence.count({ where: { queueId, sourcePostId: itemId } })) === 0)
    throw notFound("Queue item");
  await deleteSocialPost(ctx, itemId);
  return { success: true };
}
