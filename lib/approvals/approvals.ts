import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { actingUser, Prisma, tenantSql, type TenantCtx, type TenantDb } from "@/lib/db";
import type { ApprovalContentType, ApprovalDTO, ApprovalHistoryEntry, ApprovalStatus } from "./contracts";
import { notifyApproval } from "./notify-approval";
import { findReviewedContent, reviewedContent } from "./reviewed-content";

/** Reading and submitting approval items (decisions.md "Approvals"); the reviewer's moves are in review-approval.ts. */

const withPeople = {
  submittedBy: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.ApprovalInclude;
export type ApprovalRow = Prisma.ApprovalGetPayload<{ include: typeof withPeople }>;

/** Rounds still waiting on someone: a content has at most one. */
export const OPEN_STATUSES: ApprovalStatus[] = ["pending", "changes_requested"];

export const personName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.email;

export function historyEntry(
  ctx: TenantCtx,
  action: ApprovalHistoryEntry["action"],
  comment?: string | null,
): ApprovalHistoryEntry {
  const user = actingUser(ctx);
  return {
    action,
    userId: user.userId,
    name: personName(user),
    at: new Date().toISOString(),
    comment: comment ?? null,
  };
}

export async function approvalDTO(ctx: TenantCtx, row: ApprovalRow): Promise<ApprovalDTO> {
  const type = row.contentType as ApprovalContentType;
  const content = await findReviewedContent(ctx, type, row.contentId);
  return {
    id: row.id,
    type,
    contentId: row.contentId,
    content: content?.text ?? "",
    platform: content?.platforms[0] ?? null,
    platforms: content?.platforms ?? [],
    status: row.status as ApprovalStatus,
    current: content?.hash === row.contentHash,
    submittedAt: row.submittedAt.toISOString(),
    submittedBy: row.submittedBy ? { id: row.submittedBy.id, name: personName(row.submittedBy) } : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedById,
    reason: row.reason,
    notes: row.notes,
    feedback: row.feedback,
    history: row.history as unknown as ApprovalHistoryEntry[],
  };
}

export async function findApproval(ctx: TenantCtx, id: string): Promise<ApprovalRow> {
  const row = await ctx.db.approval.findFirst({ where: { id }, include: withPeople });
  if (!row) throw notFound("Approval");
  return row;
}

export async function getApproval(ctx: TenantCtx, id: string): Promise<ApprovalDTO> {
  return approvalDTO(ctx, await findApproval(ctx, id));
}

export async function listApprovals(
  ctx: TenantCtx,
  query: {
    status?: ApprovalStatus;
    contentType?: ApprovalContentType;
    contentId?: string;
    limit: number;
    offset: number;
  },
): Promise<ApprovalDTO[]> {
  const rows = await ctx.db.approval.findMany({
    where: {
      ...(query.status ? { status: query.status } : {}),
      ...(query.contentType ? { contentType: query.contentType } : {}),
      ...(query.contentId ? { contentId: query.contentId } : {}),
    },
    include: withPeople,
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    take: query.limit,
    skip: query.offset,
  });
  return Promise.all(rows.map((row) => approvalDTO(ctx, row)));
}

/**
 * Deleted content takes its approval items with it (in the delete's transaction): there is nothing
 * left to review, so no round stays pending and no share link still answers.
 */
export async function removeApprovals(db: TenantDb, contentType: ApprovalContentType, contentIds: string[]) {
  if (contentIds.length > 0) await db.approval.deleteMany({ where: { contentType, contentId: { in: contentIds } } });
}

export async function submitApproval(
  ctx: TenantCtx,
  body: { contentType: ApprovalContentType; contentId: string },
): Promise<ApprovalDTO> {
  const content = await reviewedContent(ctx, body.contentType, body.contentId);
  // Content from before authors were recorded has none, so whoever may create content submits it.
  if (content.authorId && content.authorId !== actingUser(ctx).userId)
    throw forbidden("You can submit only content you wrote");
  const row = await ctx.db.$transaction(async (tx) => {
    // One submission of a content at a time, to the end of the request's transaction: two at once
    // (a double click) would each find no open round and both open one.
    await tenantSql(
      { db: tx },
      (companyId) =>
        Prisma.sql`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtextextended(${companyId}::text || ${`:approval:${body.contentId}`}, 0))`,
    );
    const open = await tx.approval.findFirst({
      where: { contentType: body.contentType, contentId: body.contentId, status: { in: OPEN_STATUSES } },
    });
    if (open)
      throw conflict(
        "APPROVAL_ALREADY_OPEN",
        `This content already has an approval that is ${open.status}; resubmit that one (${open.id})`,
        { approvalId: open.id },
      );
    return tx.approval.create({
      data: {
        companyId: ctx.companyId,
        contentType: body.contentType,
        contentId: body.contentId,
        contentHash: content.hash,
        submittedById: actingUser(ctx).userId,
        history: [historyEntry(ctx, "submitted")] as unknown as Prisma.InputJsonValue,
      },
      include: withPeople,
    });
  });
  await notifyApproval(ctx, { ...row, status: "pending" }, personName(actingUser(ctx)));
  return approvalDTO(ctx, row);
}
