import { Prisma, tenantExecute, type TenantCtx } from "@/lib/db";

/**
 * The order every inbox write takes its locks in: the items it permanently deletes, against
 * replies being sent to them (lockForDelete), then the conversations it touches
 * (lockConversations), then their items in id order (lockedItems). Two writers over one
 * conversation then meet at its lock and run in turn; a sync cannot add an item to a conversation
 * between a writer's statements (the item would be one the writer's next statement waits for
 * while the sync waits for the writer), and a parent cannot be permanently deleted while a sync
 * stores an answer to it.
 */

/**
 * Takes, until the transaction ends, the advisory lock of each conversation `conversations`
 * selects (a query with a "conversationId" column), in the order of their keys. The statement runs
 * on the transaction's connection (tenantExecute: a request's deferred transaction opens for it),
 * so call it inside `ctx.db.$transaction`: outside any transaction the locks would end with it.
 */
export async function lockConversations(ctx: TenantCtx, conversations: (companyId: string) => Prisma.Sql) {
  await tenantExecute(
    ctx,
    (companyId) => Prisma.sql`SELECT pg_advisory_xact_lock(k) FROM (
      SELECT DISTINCT hashtextextended(${companyId}::text || ':inbox:' || c."conversationId", 0) AS k
      FROM (${conversations(companyId)}) AS c ORDER BY k) AS keys`,
  );
}

/**
 * An item permanently deleted is first locked against replies being sent to it: a reply holds its
 * item (keepFromDelete, then its row's foreign key) from before the network is called until its
 * transaction ends, and takes the conversation's lock only once the network has answered. A delete
 * waiting for such a reply while holding the conversation's lock would be waited for in turn; it
 * waits here, holding no conversation yet. Exclusive, in key order, before lockConversations.
 */
export async function lockForDelete(ctx: TenantCtx, ids: readonly string[]) {
  await tenantExecute(
    ctx,
    (companyId) => Prisma.sql`SELECT pg_advisory_xact_lock(k) FROM (
      SELECT DISTINCT hashtextextended(${companyId}::text || ':inbox-item:' || i::text, 0) AS k
      FROM unnest(${ids}::uuid[]) AS i ORDER BY k) AS keys`,
  );
}

/** A reply's hold on its item until its transaction ends: a permanent delete of it waits (lockForDelete); other replies do not. */
export async function keepFromDelete(ctx: TenantCtx, id: string) {
  await tenantExecute(
    ctx,
    (companyId) =>
      Prisma.sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${companyId}::text || ':inbox-item:' || ${id}::uuid::text, 0))`,
  );
}

/** The conversations of the company's items with these ids, for lockConversations. */
export const conversationsOf =
  (ids: readonly string[]) => (companyId: string) => Prisma.sql`SELECT "conversationId" FROM "InboxItem"
    WHERE "companyId" = ${companyId}::uuid AND "id" = ANY(${ids}::uuid[])`;

/** These conversations, for lockConversations. */
export const theseConversations = (conversationIds: readonly string[]) => () =>
  Prisma.sql`SELECT unnest(${conversationIds}::text[]) AS "conversationId"`;

/**
 * The company's items that `where` picks, locked in id order, as a derived table `locked` (its one
 * column "id") for an UPDATE's FROM or a DELETE's USING. A statement that only scans the items locks
 * them in the order its plan visits them, for `id = ANY(...)` often a bitmap scan's: their places on
 * disk, which every update changes. Two writers over the same items could then each hold an item the
 * other waits for (PostgreSQL fails one with a deadlock); locked in one order first, they meet in it
 * and wait in turn. FOR NO KEY UPDATE is what an UPDATE of columns no key holds takes, so a sync
 * storing an answer to a locked item (checking its parent) does not wait, nor does a reply's row
 * (its foreign key) on an item of the conversation: a permanent delete locks them all so too, and
 * its DELETE takes FOR UPDATE only of the items it removes, which lockForDelete freed of replies.
 * Taking all FOR UPDATE, it would wait, holding the conversation, for a reply to another of its
 * items that waits for the conversation. A derived table rather than a WITH: tenantSql knows a
 * write by its first word (UPDATE, DELETE) and opens the request's deferred transaction for it.
 */
export function lockedItems(companyId: string, where: Prisma.Sql) {
  return Prisma.sql`(SELECT "id" FROM "InboxItem" WHERE "companyId" = ${companyId}::uuid AND ${where}
    ORDER BY "id" FOR NO KEY UPDATE) AS locked`;
}
