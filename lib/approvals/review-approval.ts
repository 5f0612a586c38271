import { conflict, forbidden } from "@/lib/api/errors";
import { actingUser, type Prisma, type TenantCtx } from "@/lib/db";
import { releaseApprovalHolds } from "./approval-holds";
import { approvalDTO, findApproval, historyEntry, type ApprovalRow } from "./approvals";
import type { ApprovalContentType, ApprovalDTO, ApprovalHistoryEntry, ApprovalStatus } from "./contracts";
import { notifyApproval } from "./notify-approval";
import { findReviewedContent, reviewedContent } from "./reviewed-content";

/**
 * The moves of platform-api.md "Approval status": a reviewer approves, rejects or asks for changes
 * of a pending item (never their own content), the submitter resubmits after changes. Each move is
 * one conditional update on the state it leaves, so a move that lost a race is a 409 like any other.
 */

export type ReviewDecision =
  | { action: "approved"; notes?: string }
  | { action: "rejected"; reason: string; notes?: string }
  | { action: "changes_requested"; feedback: string };

export async function moveApproval(
  ctx: TenantCtx,
  row: ApprovalRow,
  from: ApprovalStatus,
  to: ApprovalStatus,
  entry: ApprovalHistoryEntry,
  data: Prisma.ApprovalUpdateManyMutationInput,
): Promise<ApprovalDTO> {
  const refused = () =>
    conflict("INVALID_STATUS_TRANSITION", `This approval is ${row.status}; it can move to ${to} only from ${from}`, {
      status: row.status,
    });
  if (row.status !== from) throw refused();
  const history = [...(row.history as unknown as ApprovalHistoryEntry[]), entry];
  const { count } = await ctx.db.approval.updateMany({
    where: { id: row.id, status: from },
    data: { ...data, status: to, history: history as unknown as Prisma.InputJsonValue },
  });
  if (count === 0) throw refused();
  await notifyApproval(ctx, { ...row, status: to }, entry.name, entry.comment);
  if (to === "approved" && (row.contentType === "social" || row.contentType === "blog"))
    await releaseApprovalHolds(ctx, { type: row.contentType, id: row.contentId });
  return approvalDTO(ctx, await findApproval(ctx, row.id));
}

/** Reviewers never decide on content they submitted or wrote. */
async function assertNotOwnContent(ctx: TenantCtx, row: ApprovalRow): Promise<void> {
  const userId = actingUser(ctx).userId;
  const content = await findReviewedContent(ctx, row.contentType as ApprovalContentType, row.contentId);
  if (row.submittedById === userId || content?.authorId === userId)
    throw forbidden("You cannot review your own content");
}

export async function reviewApproval(ctx: TenantCtx, id: string, decision: ReviewDecision): Promise<ApprovalDTO> {
  const row = await findApproval(ctx, id);
  await assertNotOwnContent(ctx, row);
  const reviewed = { reviewedAt: new Date(), reviewedById: actingUser(ctx).userId };
  switch (decision.action) {
    case "approved":
      return moveApproval(ctx, row, "pending", "approved", historyEntry(ctx, "approved", decision.notes), {
        ...reviewed,
        notes: decision.notes ?? null,
      });
    case "rejected":
      return moveApproval(ctx, row, "pending", "rejected", historyEntry(ctx, "rejected", decision.reason), {
        ...reviewed,
        reason: decision.reason,
        notes: decision.notes ?? null,
      });
    case "changes_requested":
      return moveApproval(
        ctx,
        row,
        "pending",
        "changes_requested",
        historyEntry(ctx, "changes_requested", decision.feedback),
        {
          ...reviewed,
          feedback: decision.feedback,
        },
      );
  }
}

/** The submitter sends the item back for review, holding it to the content as it is now. */
export async function resubmitApproval(ctx: TenantCtx, id: string, comment?: string): Promise<ApprovalDTO> {
  const row = await findApproval(ctx, id);
  if (row.submittedById !== actingUser(ctx).userId)
    throw forbidden("Only the member who submitted this item can resubmit it");
  const content = await reviewedContent(ctx, row.contentType as ApprovalContentType, row.contentId);
  return moveApproval(ctx, row, "changes_requested", "pending", historyEntry(ctx, "resubmitted", comment), {
    contentHash: content.hash,
  });
}
