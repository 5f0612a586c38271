import { conflict, notFound } from "@/lib/api/errors";
import { assertApproved } from "@/lib/approvals/gate";
import type { Prisma, TenantCtx } from "@/lib/db";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { toOccurrenceDTO, type OccurrenceRow } from "@/lib/social/delivery/occurrence-dto";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { enqueuePublish } from "./due-event";
import { mirrorPostTime } from "./post-time";
import { assertNotPast } from "./schedule-occurrences";

type Status = OccurrenceRow["status"];

const LIST_CAP = 2000;

export async function listOccurrences(
  ctx: TenantCtx,
  query: {
    from?: Date;
    to?: Date;
    status?: Status[];
    platform?: string;
    campaignId?: string;
    postId?: string;
    includeCancelled?: boolean;
  },
): Promise<OccurrenceDTO[]> {
  const where: Prisma.PostOccurrenceWhereInput = {
    ...(query.from || query.to
      ? { scheduledAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } }
      : {}),
    ...(query.status
      ? { status: { in: query.status } }
      : query.includeCancelled
        ? {}
        : { status: { not: "CANCELLED" } }),
    ...(query.platform ? { platform: query.platform } : {}),
    ...(query.campaignId ? { campaignId: query.campaignId } : {}),
    ...(query.postId ? { sourcePostId: query.postId } : {}),
  };
  const rows = await ctx.db.postOccurrence.findMany({
    where,
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    take: LIST_CAP,
  });
  return rows.map(toOccurrenceDTO);
}

async function findOccurrence(ctx: TenantCtx, id: string): Promise<OccurrenceRow> {
  const row = await ctx.db.postOccurrence.findFirst({ where: { id } });
  if (!row) throw notFound("Occurrence");
  return row;
}

function notChangeable(row: OccurrenceRow, action: string) {
  return conflict("OCCURRENCE_NOT_CHANGEABLE", `This occurrence is ${row.status} and cannot be ${action}`);
}

/**
 * Moves an occurrence (decisions.md): a conditional update on its status, so a publisher that
 * claimed it meanwhile wins and this answers 409. Its publish is asked for at the new time; the
 * old time's request finds the occurrence not due and does nothing.
 */
export async function rescheduleOccurrence(
  ctx: TenantCtx,
  id: string,
  scheduledAt: Date,
  now = new Date(),
): Promise<OccurrenceDTO> {
  const current = await findOccurrence(ctx, id);
  const movable: Status[] = ["SCHEDULED", "HELD", "FAILED"];
  if (!movable.includes(current.status)) throw notChangeable(current, "rescheduled");
  assertNotPast("scheduledAt", scheduledAt, now);
  await assertApproved(ctx, "social", current.sourcePostId);
  const status = current.status === "HELD" ? "HELD" : "SCHEDULED";
  const row = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.postOccurrence.updateMany({
      where: { id, status: { in: movable } },
      data: {
        scheduledAt,
        status,
        nextAttemptAt: null,
        ...(current.status === "FAILED" ? { lastError: null, lastErrorKind: null } : {}),
      },
    });
    if (count === 0) throw notChangeable(await findOccurrence(ctx, id), "rescheduled");
    if (status === "SCHEDULED") await enqueuePublish(tx, ctx.companyId, id, scheduledAt);
    await syncPostStatus({ ...ctx, db: tx }, current.sourcePostId);
    await mirrorPostTime({ ...ctx, db: tx }, current.sourcePostId);
    return tx.postOccurrence.findFirstOrThrow({ where: { id } });
  });
  return toOccurrenceDTO(row);
}

/** Cancels an occurrence, kept as CANCELLED; one being published or published already: 409. */
export async function cancelOccurrence(ctx: TenantCtx, id: string): Promise<OccurrenceDTO> {
  const current = await findOccurrence(ctx, id);
  if (current.status === "CANCELLED") return toOccurrenceDTO(current);
  const cancellable: Status[] = ["SCHEDULED", "HELD", "FAILED", "UNKNOWN"];
  const row = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.postOccurrence.updateMany({
      where: { id, status: { in: cancellable } },
      data: { status: "CANCELLED", nextAttemptAt: null },
    });
    if (count === 0) throw notChangeable(await findOccurrence(ctx, id), "cancelled");
    await syncPostStatus({ ...ctx, db: tx }, current.sourcePostId);
    await mirrorPostTime({ ...ctx, db: tx }, current.sourcePostId);
    return tx.postOccurrence.findFirstOrThrow({ where: { id } });
  });
  return toOccurrenceDTO(row);
}

/** Puts a FAILED occurrence back, due now (its delivery keeps its idempotency key). */
export async function retryOccurrence(ctx: TenantCtx, id: string, now = new Date()): Promise<OccurrenceDTO> {
  const current = await findOccurrence(ctx, id);
  if (current.status !== "FAILED") throw notChangeable(current, "retried (only a FAILED one can)");
  await assertApproved(ctx, "social", current.sourcePostId);
  const row = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.postOccurrence.updateMany({
      where: { id, status: "FAILED" },
      data: { status: "SCHEDULED", scheduledAt: now, nextAttemptAt: null },
    });
    if (count === 0) throw notChangeable(await findOccurrence(ctx, id), "retried");
    await enqueuePublish(tx, ctx.companyId, id, now);
    await syncPostStatus({ ...ctx, db: tx }, current.sourcePostId);
    await mirrorPostTime({ ...ctx, db: tx }, current.sourcePostId);
    return tx.postOccurrence.findFirstOrThrow({ where: { id } });
  });
  return toOccurrenceDTO(row);
}
