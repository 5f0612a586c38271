import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { Prisma, tenantExecute, tenantSql, type TenantCtx } from "@/lib/db";
import type { InboxItemDetailDTO, InboxStatus, UpdateInboxItemBody } from "./contracts";
import { assertAssignable } from "./assignee";
import { ITEM_COLUMNS, itemDTO, type ItemRow } from "./item-rows";
import { conversationsOf, lockConversations, lockedItems, lockForDelete } from "./locked-items";
import { refreshWaitingSince } from "./waiting";

const itemNotFound = () => notFound("Inbox item");

/** What a status brings along: a first read time, the soft delete's time, and no action left once answered or archived. */
export function statusChanges(status: InboxStatus, current: { readAt: Date | null }) {
  const now = new Date();
  return {
    status,
    readAt: status === "UNREAD" ? null : (current.readAt ?? now),
    deletedAt: status === "DELETED" ? now : null,
    ...(status === "REPLIED" || status === "ARCHIVED" ? { requiresAction: false } : {}),
  };
}

export async function getInboxItem(ctx: TenantCtx, id: string): Promise<InboxItemDetailDTO> {
  const [row] = await tenantSql<ItemRow>(
    ctx,
    (companyId) => Prisma.sql`SELECT ${ITEM_COLUMNS} FROM "InboxItem" i
      JOIN "SocialAccount" a ON a."companyId" = ${companyId}::uuid AND a."id" = i."socialAccountId"
      WHERE i."companyId" = ${companyId}::uuid AND i."id" = ${id}::uuid`,
  );
  if (!row) throw itemNotFound();
  const [parent, replies, conversation] = await Promise.all([
    row.parentId
      ? ctx.db.inboxItem.findUnique({
          where: { id: row.parentId },
          select: { id: true, content: true, authorName: true },
        })
      : null,
    ctx.db.inboxReply.findMany({
      where: { itemId: id, status: "SENT" },
      orderBy: { createdAt: "asc" },
      select: { id: true, content: true, userId: true, createdAt: true, platformReplyId: true, platformUrl: true },
    }),
    ctx.db.inboxItem.findMany({
      where: { conversationId: row.conversationId, id: { not: id }, status: { not: "DELETED" } },
      orderBy: [{ platformCreatedAt: "asc" }, { id: "asc" }],
      take: 100,
      select: {
        id: true,
        type: true,
        status: true,
        content: true,
        authorName: true,
        authorHandle: true,
        platformCreatedAt: true,
      },
    }),
  ]);
  return {
    ...itemDTO(row),
    parentItem: parent,
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    conversation: conversation.map((c) => ({ ...c, platformCreatedAt: c.platformCreatedAt.toISOString() })),
  };
}

async function findItem(ctx: TenantCtx, id: string) {
  const item = await ctx.db.inboxItem.findUnique({
    where: { id },
    select: { id: true, status: true, readAt: true, conversationId: true },
  });
  if (!item) throw itemNotFound();
  return item;
}

/**
 * The single-item writes run in a transaction that locks the item's conversation first
 * (lockConversations, after lockForDelete for a permanent delete), as every inbox write does, and
 * read the item under that lock.
 */
function inConversationOf<T>(
  ctx: TenantCtx,
  id: string,
  work: (ctx: TenantCtx) => Promise<T>,
  deleting = false,
): Promise<T> {
  return ctx.db.$transaction(async (db) => {
    const tx = { ...ctx, db };
    if (deleting) await lockForDelete(tx, [id]);
    await lockConversations(tx, conversationsOf([id]));
    return work(tx);
  });
}

export async function updateInboxItem(ctx: TenantCtx, id: string, body: z.output<typeof UpdateInboxItemBody>) {
  return inConversationOf(ctx, id, async (ctx) => {
    const item = await findItem(ctx, id);
    await assertAssignable(ctx, body.assignedToId);
    await ctx.db.inboxItem.update({
      where: { id },
      data: {
        ...(body.status && body.status !== item.status ? statusChanges(body.status, item) : {}),
        ...(body.assignedToId !== undefined ? { assignedToId: body.assignedToId } : {}),
        ...(body.tags ? { tags: [...new Set(body.tags)] } : {}),
        ...(body.internalNotes !== undefined ? { internalNotes: body.internalNotes } : {}),
      },
      select: { id: true },
    });
    if (body.status && body.status !== item.status) await refreshWaitingSince(ctx, [item.conversationId]);
    return { success: true };
  });
}

export async function deleteInboxItem(ctx: TenantCtx, id: string, permanent: boolean) {
  return inConversationOf(
    ctx,
    id,
    async (ctx) => {
      const item = await findItem(ctx, id);
      if (permanent) await ctx.db.inboxItem.delete({ where: { id }, select: { id: true } });
      else if (item.status !== "DELETED") {
        await ctx.db.inboxItem.update({ where: { id }, data: statusChanges("DELETED", item), select: { id: true } });
      }
      await refreshWaitingSince(ctx, [item.conversationId]);
      return { success: true };
    },
    permanent,
  );
}

/**
 * POST /api/inbox/:id/archive: the item and every other item of its conversation that is not
 * deleted. Under the conversation's lock, its items are locked in id order first (lockedItems),
 * those the waitingSince refresh after may change too.
 */
export async function archiveInboxConversation(ctx: TenantCtx, id: string) {
  return inConversationOf(ctx, id, async (ctx) => {
    const item = await findItem(ctx, id);
    const count = await tenantExecute(
      ctx,
      (
        companyId,
      ) => Prisma.sql`UPDATE "InboxItem" i SET "status" = 'ARCHIVED', "requiresAction" = false, "updatedAt" = now()
        FROM ${lockedItems(companyId, Prisma.sql`"conversationId" = ${item.conversationId}`)}
        WHERE i."companyId" = ${companyId}::uuid AND i."id" = locked."id" AND i."status" NOT IN ('DELETED', 'ARCHIVED')`,
    );
    await refreshWaitingSince(ctx, [item.conversationId]);
    return { success: true, updated: count };
  });
}
