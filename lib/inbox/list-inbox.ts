import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { InboxItemDTO, InboxStatus, ListInboxQuery } from "./contracts";
import { countFromCounters } from "./inbox-counts";
import { ITEM_COLUMNS, itemDTO, type ItemRow } from "./item-rows";
import { decodeCursor, encodeCursor } from "./list-cursor";

const VISIBLE: InboxStatus[] = ["UNREAD", "READ", "REPLIED", "ARCHIVED"];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function oneOrAny(column: Prisma.Sql, values: readonly string[], type: Prisma.Sql): Prisma.Sql {
  return values.length === 1
    ? Prisma.sql`${column} = ${values[0]}::${type}`
    : Prisma.sql`${column} = ANY(${[...values]}::${type}[])`;
}

/** The list's filters as SQL conditions on i (the company's own condition comes first, from tenantSql). */
function conditions(q: ListInboxQuery): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  // One value compares with `=`, so the (platform, status, requiresAction, time) index also gives the order.
  if (q.platform) where.push(oneOrAny(Prisma.sql`i."platform"`, q.platform, Prisma.sql`text`));
  if (q.type) where.push(oneOrAny(Prisma.sql`i."type"`, q.type, Prisma.sql`"InboxItemType"`));
  where.push(oneOrAny(Prisma.sql`i."status"`, q.status ?? VISIBLE, Prisma.sql`"InboxItemStatus"`));
  if (q.requiresAction !== undefined) where.push(Prisma.sql`i."requiresAction" = ${q.requiresAction}`);
  if (q.assignedToId === "none") where.push(Prisma.sql`i."assignedToId" IS NULL`);
  else if (q.assignedToId) where.push(Prisma.sql`i."assignedToId" = ${q.assignedToId}::uuid`);
  if (q.tag) where.push(Prisma.sql`${q.tag} = ANY(i."tags")`);
  if (q.conversationId) where.push(Prisma.sql`i."conversationId" = ${q.conversationId}`);
  if (q.search) where.push(Prisma.sql`i."content" ILIKE ${`%${escapeLike(q.search)}%`}`);
  return where;
}

/**
 * GET /api/inbox: newest platformCreatedAt first (id breaks ties), a keyset cursor after the last
 * item. total comes from the trigger-kept counters when the filters are only platform, type,
 * status and requiresAction; otherwise it is counted.
 */
export async function listInbox(
  ctx: TenantCtx,
  q: ListInboxQuery,
): Promise<{ items: InboxItemDTO[]; total: number; cursor: string | null }> {
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const filters = conditions(q);
  const page = (companyId: string) => {
    const where = [Prisma.sql`i."companyId" = ${companyId}::uuid`, ...filters];
    if (after) where.push(Prisma.sql`(i."platformCreatedAt", i."id") < (${after.at}::timestamptz, ${after.id}::uuid)`);
    return Prisma.sql`SELECT ${ITEM_COLUMNS} FROM "InboxItem" i
      JOIN "SocialAccount" a ON a."companyId" = ${companyId}::uuid AND a."id" = i."socialAccountId"
      WHERE ${Prisma.join(where, " AND ")}
      ORDER BY i."platformCreatedAt" DESC, i."id" DESC LIMIT ${q.limit + 1}`;
  };
  const [rows, total] = await Promise.all([tenantSql<ItemRow>(ctx, page), totalOf(ctx, q, filters)]);
  const items = rows.slice(0, q.limit);
  const last = items.at(-1);
  return {
    items: items.map(itemDTO),
    total,
    cursor: rows.length > q.limit && last ? encodeCursor({ at: last.platformCreatedAt, id: last.id }) : null,
  };
}

async function totalOf(ctx: TenantCtx, q: ListInboxQuery, filters: Prisma.Sql[]): Promise<number> {
  const countable = !q.assignedToId && !q.tag && !q.conversationId && !q.search;
  if (countable) {
    return countFromCounters(ctx, {
      platform: q.platform,
      type: q.type,
      status: q.status ?? VISIBLE,
      requiresAction: q.requiresAction,
    });
  }
  const [row] = await tenantSql<{ n: number }>(
    ctx,
    (companyId) =>
      Prisma.sql`SELECT count(*)::int AS n FROM "InboxItem" i WHERE ${Prisma.join(
        [Prisma.sql`i."companyId" = ${companyId}::uuid`, ...filters],
        " AND ",
      )}`,
  );
  return row?.n ?? 0;
}
