import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { BulkInboxBody } from "./contracts";
import { assertAssignable } from "./assignee";
import { refreshWaitingSince } from "./waiting";

/** What each action sets; DELETED items are out of the inbox and left alone (but a permanent delete takes them too). */
function change(body: BulkInboxBody): { set: Prisma.Sql; only?: Prisma.Sql } {
  switch (body.action) {
    case "mark_read":
      return { set: Prisma.sql`"status" = 'READ', "readAt" = COALESCE("readAt", now())` };
    case "archive":
      return { set: Prisma.sql`"status" = 'ARCHIVED', "requiresAction" = false` };
    case "assign":
      return {
        set: Prisma.sql`"assignedToId" = ${body.assignedToId ?? null}::uuid`,
        only: Prisma.sql`"assignedToId" IS DISTINCT FROM ${body.assignedToId ?? null}::uuid`,
      };
    case "add_tag":
      return {
        set: Prisma.sql`"tags" = array_append("tags", ${body.tag})`,
        only: Prisma.sql`NOT (${body.tag} = ANY("tags"))`,
      };
    case "delete":
      return { set: Prisma.sql`"status" = 'DELETED', "deletedAt" = now()` };
  }
}

/**
 * POST /api/inbox/bulk. Ids of other companies' items (or of none) are skipped; `updated` counts
 * the caller's items the action changed.
 */
export async function bulkInbox(ctx: TenantCtx, body: BulkInboxBody) {
  const ids = [...new Set(body.itemIds)];
  if (body.action === "assign") await assertAssignable(ctx, body.assignedToId);
  let rows: { conversationId: string }[];
  if (body.action === "delete" && body.permanent) {
    rows = await tenantSql(
      ctx,
      (companyId) => Prisma.sql`DELETE FROM "InboxItem"
        WHERE "companyId" = ${companyId}::uuid AND "id" = ANY(${ids}::uuid[]) RETURNING "conversationId"`,
    );
  } else {
    const { set, only } = change(body);
    rows = await tenantSql(
      ctx,
      (companyId) => Prisma.sql`UPDATE "InboxItem" SET ${set}, "updatedAt" = now()
        WHERE "companyId" = ${companyId}::uuid AND "id" = ANY(${ids}::uuid[]) AND "status" <> 'DELETED'
        ${only ? Prisma.sql`AND ${only}` : Prisma.empty}
        RETURNING "conversationId"`,
    );
  }
  if (body.action === "mark_read" || body.action === "archive" || body.action === "delete") {
    await refreshWaitingSince(
      ctx,
      rows.map((r) => r.conversationId),
    );
  }
  return { success: true, updated: rows.length };
}
