import { Prisma, tenantExecute, type TenantCtx } from "@/lib/db";

/**
 * Keeps `waitingSince` on every item of these conversations: when the oldest item still waiting
 * for an answer (UNREAD or READ) arrived, null when none waits. Run after anything that adds items
 * or changes their status.
 */
export async function refreshWaitingSince(ctx: TenantCtx, conversationIds: readonly string[]): Promise<void> {
  const ids = [...new Set(conversationIds)];
  if (ids.length === 0) return;
  await tenantExecute(
    ctx,
    (companyId) => Prisma.sql`
      UPDATE "InboxItem" i SET "waitingSince" = w.since
      FROM (
        SELECT c AS "conversationId",
          (SELECT min(x."platformCreatedAt") FROM "InboxItem" x
            WHERE x."companyId" = ${companyId}::uuid AND x."conversationId" = c AND x."status" IN ('UNREAD', 'READ')) AS since
        FROM unnest(${ids}::text[]) AS c
      ) w
      WHERE i."companyId" = ${companyId}::uuid AND i."conversationId" = w."conversationId"
        AND i."waitingSince" IS DISTINCT FROM w.since`,
  );
}
