import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { InboxItemDTO, InboxStatus, ListInboxQuery } from "./contracts";
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

/** The filters the InboxCount counters are kept by: with only these, total is read from them. */
function counterConditions(q: ListInboxQuery, alias: Prisma.Sql): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  // One value compares with `=`, so the (platform, status, requiresAction, time) index also gives the order.
  if (q.platform) where.push(oneOrAny(Prisma.sql`${alias}."platform"`, q.platform, Prisma.sql`text`));
  if (q.type) where.push(oneOrAny(Prisma.sql`${alias}."type"`, q.type, Prisma.sql`"InboxItemType"`));
  where.push(oneOrAny(Prisma.sql`${alias}."status"`, q.status ?? VISIBLE, Prisma.sql`"InboxItemStatus"`));
  if (q.requiresAction !== undefined) where.push(Prisma.sql`${alias}."requiresAction" = ${q.requiresAction}`);
  return where;
}

/** The list's filters as SQL conditions on the items' alias (the company's own condition comes first, from tenantSql). */
function conditions(q: ListInboxQuery, alias: Prisma.Sql): Prisma.Sql[] {
  const where = counterConditions(q, alias);
  if (q.assignedToId === "none") where.push(Prisma.sql`${alias}."assignedToId" IS NULL`);
  else if (q.assignedToId) where.push(Prisma.sql`${alias}."assignedToId" = ${q.assignedToId}::uuid`);
  if (q.tag) where.push(Prisma.sql`${q.tag} = ANY(${alias}."tags")`);
  if (q.conversationId) where.push(Prisma.sql`${alias}."conversationId" = ${q.conversationId}`);
  if (q.search) where.push(Prisma.sql`${alias}."content" ILIKE ${`%${escapeLike(q.search)}%`}`);
  return where;
}

const countable = (q: ListInboxQuery) => !q.assignedToId && !q.tag && !q.conversationId && !q.search;

/**
 * How many items match the filters, as a scalar subquery: summed from the trigger-kept counters
 * (a few dozen rows) when the filters are only platform, type, status and requiresAction; counted
 * otherwise.
 */
function totalSql(q: ListInboxQuery, companyId: string): Prisma.Sql {
  if (countable(q)) {
    const c = Prisma.sql`c`;
    return Prisma.sql`(SELECT coalesce(sum(c."count"), 0)::int FROM "InboxCount" c
      WHERE ${Prisma.join([Prisma.sql`c."companyId" = ${companyId}::uuid`, ...counterConditions(q, c)], " AND ")})`;
  }
  const n = Prisma.sql`n`;
  return Prisma.sql`(SELECT count(*)::int FROM "InboxItem" n
    WHERE ${Prisma.join([Prisma.sql`n."companyId" = ${companyId}::uuid`, ...conditions(q, n)], " AND ")})`;
}

type PageRow = ItemRow & { total: number };

/**
 * GET /api/inbox: newest platformCreatedAt first (id breaks ties), a keyset cursor after the last
 * item. One statement answers the page and its total (the total as a subquery run once); only an
 * empty page asks for the total on its own.
 */
export async function listInbox(
  ctx: TenantCtx,
  q: ListInboxQuery,
): Promise<{ items: InboxItemDTO[]; total: number; cursor: string | null }> {
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const i = Prisma.sql`i`;
  const rows = await tenantSql<PageRow>(ctx, (companyId) => {
    const where = [Prisma.sql`i."companyId" = ${companyId}::uuid`, ...conditions(q, i)];
    if (after) where.push(Prisma.sql`(i."platformCreatedAt", i."id") < (${after.at}::timestamptz, ${after.id}::uuid)`);
    return Prisma.sql`SELECT ${ITEM_COLUMNS}, ${totalSql(q, companyId)} AS "total" FROM "InboxItem" i
      JOIN "SocialAccount" a ON a."companyId" = ${companyId}::uuid AND a."id" = i."socialAccountId"
      WHERE ${Prisma.join(where, " AND ")}
      ORDER BY i."platformCreatedAt" DESC, i."id" DESC LIMIT ${q.limit + 1}`;
  });
  const total =
    rows[0]?.total ??
    (await tenantSql<{ total: number }>(ctx, (companyId) => Prisma.sql`SELECT ${totalSql(q, companyId)} AS "total"`))[0]
      .total;
  const items = rows.slice(0, q.limit);
  const last = items.at(-1);
  return {
    items: items.map(itemDTO),
    total,
    cursor: rows.length > q.limit && last ? encodeCursor({ at: new Date(last.platformCreatedAt), id: last.id }) : null,
  };
}
