import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";

// A writer whose statement began before another's change to the post committed: it is not written
// (its view of the occurrences may be older) and runs again; more tries than writers racing never happen.
const MAX_TRIES = 5;

/**
 * A social post's status follows its occurrences (decisions.md): PUBLISHED once all are published,
 * PUBLISHING while any is going out or unknown, SCHEDULED while any waits, FAILED when the rest
 * failed, CANCELLED when all were cancelled. A post with no occurrences keeps its own status.
 *
 * One statement, reading the occurrences and writing the post. Two occurrences of one post finishing
 * together each run it; the one whose view missed the other's change finds the post row changed
 * since its statement began (another xmin than the one it read), writes nothing and runs again,
 * so the last write always saw every occurrence.
 */
export async function syncPostStatus(ctx: TenantCtx, postId: string): Promise<void> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const [answer] = await tenantSql<{ written: boolean }>(
      ctx,
      (companyId) => Prisma.sql`
      UPDATE "SocialPost" p SET
        "status" = CASE
          WHEN o.live = 0 THEN 'CANCELLED'
          WHEN o.published = o.live THEN 'PUBLISHED'
          WHEN o.going > 0 THEN 'PUBLISHING'
          WHEN o.waiting > 0 THEN 'SCHEDULED'
          ELSE 'FAILED' END::"SocialPostStatus",
        "publishedAt" = CASE WHEN o.live > 0 AND o.published = o.live THEN o.last_published END,
        "updatedAt" = now()
      FROM (
        SELECT count(*) AS total,
          count(*) FILTER (WHERE "status" <> 'CANCELLED') AS live,
          count(*) FILTER (WHERE "status" = 'PUBLISHED') AS published,
          count(*) FILTER (WHERE "status" IN ('PUBLISHING', 'UNKNOWN')) AS going,
          count(*) FILTER (WHERE "status" IN ('SCHEDULED', 'HELD')) AS waiting,
          max("publishedAt") FILTER (WHERE "status" = 'PUBLISHED') AS last_published
        FROM "PostOccurrence" WHERE "sourcePostId" = ${postId}::uuid AND "companyId" = ${companyId}::uuid
      ) o, (SELECT xmin AS version FROM "SocialPost" WHERE "id" = ${postId}::uuid AND "companyId" = ${companyId}::uuid) seen
      WHERE p."id" = ${postId}::uuid AND p."companyId" = ${companyId}::uuid AND o.total > 0 AND p.xmin = seen.version
      RETURNING true AS written`,
    );
    if (answer) return;
    if (!(await needsWrite(ctx, postId))) return;
  }
}

/** Whether a sync that wrote nothing has a post with occurrences to write (else it was a race, and runs again). */
async function needsWrite(ctx: TenantCtx, postId: string): Promise<boolean> {
  const [row] = await tenantSql<{ found: boolean }>(
    ctx,
    (companyId) => Prisma.sql`
    SELECT true AS found FROM "PostOccurrence" WHERE "sourcePostId" = ${postId}::uuid AND "companyId" = ${companyId}::uuid LIMIT 1`,
  );
  return Boolean(row);
}
