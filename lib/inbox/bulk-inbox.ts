import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { MAX_ITEM_TAGS, type BulkInboxBody } from "./contracts";
import { assertAssignable } from "./assignee";
import { conversationsOf, lockConversations, lockedItems, lockForDelete } from "./locked-items";
import { refreshWaitingSince } from "./waiting";

const NOT_DELETED = Prisma.sql`"status" <> 'DELETED'`;

/**
 * What each action sets, and to which items. mark_read and archive move an item from any status
 * (platform-api.md's state table), a DELETED one included, which they bring back; the other actions
 * leave DELETED items alone (a permanent delete takes them too).
 */
function change(body: BulkInboxBody): { set: Prisma.Sql; only?: Prisma.Sql } {
  switch (body.action) {
    case "mark_read":
      return { set: Prisma.sql`"status" = 'READ', "readAt" = COALESCE("readAt", now()), "deletedAt" = NULL` };
    case "archive":
      return { set: Prisma.sql`"status" = 'ARCHIVED', "requiresAction" = false, "deletedAt" = NULL` };
    case "assign":
      return {
        set: Prisma.sql`"assignedToId" = ${body.assignedToId ?? null}::uuid`,
        only: Prisma.sql`${NOT_DELETED} AND "assignedToId" IS DISTINCT FROM ${body.assignedToId ?? null}::uuid`,
      };
    // An item that already holds as many tags as PUT allows is left as it is (not counted in `updated`).
    case "add_tag":
      return {
        set: Prisma.sql`"tags" = array_append("tags", ${body.tag})`,
        only: Prisma.sql`${NOT_DELETED} AND NOT (${body.tag} = ANY("tags")) AND cardinality("tags") < ${MAX_ITEM_TAGS}`,
      };
    case "delete":
      return { set: Prisma.sql`"status" = 'DELETED', "deletedAt" = now()`, only: NOT_DELETED };
  }
}

/** Actions after which the items' conversations get their waitingSince again. */
const REFRESHING = new Set<BulkInboxBody["action"]>(["mark_read", "archive", "delete"]);

/**
 * POST /api/inbox/bulk. Ids of other companies' items (or of none) are skipped; `updated` counts
 * the caller's items the action changed. The items' conversations are locked first
 * (lockConversations), then the items in id order (lockedItems), and with them, when their
 * conversations' waitingSince is refreshed next, every item of those conversations: that second
 * statement then waits for no item another writer holds, and no sync adds one in between.
 */
export async function bulkInbox(ctx: TenantCtx, body: BulkInboxBody) {
  if (body.action === "assign") await assertAssignable(ctx, body.assignedToId);
  return ctx.db.$transaction((db) => changeItems({ ...ctx, db }, body));
}

async function changeItems(ctx: TenantCtx, body: BulkInboxBody) {
  const ids = [...new Set(body.itemIds)];
  const permanent = body.action === "delete" && body.permanent;
  if (permanent) await lockForDelete(ctx, ids);
  await lockConversations(ctx, conversationsOf(ids));
  const refreshing = REFRESHING.has(body.action);
  const locked = (companyId: string) =>
    lockedItems(
      companyId,
      refreshing
        ? Prisma.sql`"conversationId" IN (SELECT "conversationId" FROM "InboxItem"
            WHERE "companyId" = ${companyId}::uuid AND "id" = ANY(${ids}::uuid[]))`
        : Prisma.sql`"id" = ANY(${ids}::uuid[])`,
    );
  let rows: { conversationId: string }[];
  if (permanent) {
    rows = await tenantSql(
      ctx,
      (companyId) => Prisma.sql`DELETE FROM "InboxItem" i USING ${locked(companyId)}
        WHERE i."companyId" = ${companyId}::uuid AND i."id" = locked."id" AND i."id" = ANY(${ids}::uuid[])
        RETURNING i."conversationId"`,
    );
  } else {
    const { set, only } = change(body);
    rows = await tenantSql(
      ctx,
      (companyId) => Prisma.sql`UPDATE "InboxItem" i SET ${set}, "updatedAt" = now() FROM ${locked(companyId)}
        WHERE i."companyId" = ${companyId}::uuid AND i."id" = locked."id" AND i."id" = ANY(${ids}::uuid[])
          ${only ? Prisma.sql`AND ${only}` : Prisma.empty}
        RETURNING i."conversationId"`,
    );
  }
  if (refreshing) {
    await refreshWaitingSince(
      ctx,
      rows.map((r) => r.conversationId),
    );
  }
  return { success: true, updated: rows.length };
}
