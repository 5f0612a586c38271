import { Prisma, tenantExecute, type TenantCtx } from "@/lib/db";

/**
 * Keeps `waitingSince` on every item of these conversations: when the oldest item still waiting
 * for an answer (UNREAD or READ) arrived, null when none waits. Run after anything that adds items
 * or changes their status. The items it changes are locked in id order first, as lockedItems does.
 */
export async function refreshWaitingSince(ctx: TenantCtx, conversationIds: readonly string[]): Promise<void> {
  const ids = [...new Set(conversationIds)];
  if (ids.length === 0) return;
  await tenantExecute(
    ctx,
    (companyId) => Prisma.sql`
      UPDATE "InboxItem" i SET "waitingSince" = locked.since
      FROM (
        SELECT x."id", w.since FROM "InboxItem" x
        JOIN (
          SELECT c AS "conversationId",
            (SELECT min(y."platformCreatedAt") FROM "InboxItem" y
              WHERE y."companyId" = ${companyId}::uuid AND y."conversationId" = c AND y."status" IN ('UNREAD', 'READ')) AS since
          FROM unnest(${ids}::text[]) AS c
        ) w ON x."conversationId" = w."conversationId"
        WHERE x."companyId" = ${companyId}::uuid AND x."waitingSince" IS DISTINCT FROM w.since
        ORDER BY x."id" FOR NO KEY UPDATE OF x
      ) locked
      WHERE i."companyId" = ${companyId}::uuid AND i."id" = locked."id"`,
  );
}
