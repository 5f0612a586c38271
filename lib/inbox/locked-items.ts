import { Prisma } from "@/lib/db";

/**
 * The company's items that `where` picks, locked in id order, as a derived table `locked` (its one
 * column "id") for an UPDATE's FROM or a DELETE's USING. A statement that only scans the items locks
 * them in the order its plan visits them, for `id = ANY(...)` often a bitmap scan's: their places on
 * disk, which every update changes. Two writers over the same items could then each hold an item the
 * other waits for (PostgreSQL fails one with a deadlock); locked in one order first, they meet in it
 * and wait in turn. FOR NO KEY UPDATE is what an UPDATE of columns no key holds takes, so a sync
 * storing an answer to a locked item (checking its parent) does not wait; a DELETE takes FOR UPDATE.
 * A derived table rather than a WITH: tenantSql knows a write by its first word (UPDATE, DELETE) and
 * opens the request's deferred transaction for it.
 */
export function lockedItems(companyId: string, where: Prisma.Sql, lock: "NO KEY UPDATE" | "UPDATE" = "NO KEY UPDATE") {
  return Prisma.sql`(SELECT "id" FROM "InboxItem" WHERE "companyId" = ${companyId}::uuid AND ${where}
    ORDER BY "id" FOR ${Prisma.raw(lock)}) AS locked`;
}
