import { notFound } from "@/lib/api/errors";
import { actingUser, type Prisma, type TenantCtx, type TenantDb } from "@/lib/db";
import type { ApprovalContentType, ApprovalDTO, ApprovalHistoryEntry, ApprovalStatus } from "./contracts";
import { findReviewedContent } from "./reviewed-content";

/**
 * Reading approval items (decisions.md "Approvals"); submitting is in submit-approval.ts, the
 * reviewer's moves in review-approval.ts.
 */

export const withPeople = {
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
