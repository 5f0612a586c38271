import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { SocialAccountRow } from "../account-session";
import type { OccurrenceRow } from "./occurrence-dto";

// The publish path's statements, as prepared SQL (tenantSql): each runs for every post going out,
// where Prisma's own work per call cost more than the statement. Rows come back in Prisma's shape
// (every column of these tables reads the same through pg).

export async function occurrenceById(ctx: TenantCtx, id: string): Promise<OccurrenceRow | null> {
  const [row] = await tenantSql<OccurrenceRow>(
    ctx,
    (companyId) => Prisma.sql`
    SELECT * FROM "PostOccurrence" WHERE "id" = ${id}::uuid AND "companyId" = ${companyId}::uuid`,
  );
  return row ?? null;
}

export async function accountById(ctx: TenantCtx, id: string): Promise<SocialAccountRow | null> {
  const [row] = await tenantSql<SocialAccountRow>(
    ctx,
    (companyId) => Prisma.sql`
    SELECT * FROM "SocialAccount" WHERE "id" = ${id}::uuid AND "companyId" = ${companyId}::uuid`,
  );
  return row ?? null;
}

/** Moves a waiting (SCHEDULED or FAILED) occurrence into PUBLISHING for one attempt, in one statement; null when it is not waiting. */
export async function claimAttempt(ctx: TenantCtx, id: string, now: Date): Promise<OccurrenceRow | null> {
  const [row] = await tenantSql<OccurrenceRow>(
    ctx,
    (companyId) => Prisma.sql`
    UPDATE "PostOccurrence"
    SET "status" = 'PUBLISHING', "attempts" = "attempts" + 1, "attemptStartedAt" = ${now}, "nextAttemptAt" = NULL, "updatedAt" = now()
    WHERE "id" = ${id}::uuid AND "companyId" = ${companyId}::uuid AND "status" IN ('SCHEDULED', 'FAILED')
    RETURNING *`,
  );
  return row ?? null;
}

/** Records the network's post on the occurrence. Throws when the occurrence is gone (its post was deleted meanwhile). */
export async function markPublished(
  ctx: TenantCtx,
  id: string,
  post: { id: string; url: string | null },
  at: Date,
): Promise<OccurrenceRow> {
  const [row] = await tenantSql<OccurrenceRow>(
    ctx,
    (companyId) => Prisma.sql`
    UPDATE "PostOccurrence"
    SET "status" = 'PUBLISHED', "publishedAt" = ${at}, "platformPostId" = ${post.id}, "platformPostUrl" = ${post.url},
      "lastError" = NULL, "lastErrorKind" = NULL, "nextAttemptAt" = NULL, "updatedAt" = now()
    WHERE "id" = ${id}::uuid AND "companyId" = ${companyId}::uuid
    RETURNING *`,
  );
  if (!row) throw new Error(`Occurrence ${id} was deleted while it was being published`);
  return row;
}
