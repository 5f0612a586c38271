import { conflict, forbidden } from "@/lib/api/errors";
import { actingUser, Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { approvalDTO, historyEntry, OPEN_STATUSES, personName, withPeople } from "./approvals";
import type { ApprovalContentType, ApprovalDTO } from "./contracts";
import { notifyApproval } from "./notify-approval";
import { resubmitApproval } from "./review-approval";
import { reviewedContent } from "./reviewed-content";

/**
 * POST /api/approvals: one's own content goes up for review. Submitting it again after changes were
 * asked for resubmits that round (decisions.md "Approvals": the author may resubmit, which makes it
 * pending again), so a client that knows only this route can resubmit.
 */
export async function submitApproval(
  ctx: TenantCtx,
  body: { contentType: ApprovalContentType; contentId: string },
): Promise<ApprovalDTO> {
  const content = await reviewedContent(ctx, body.contentType, body.contentId);
  const userId = actingUser(ctx).userId;
  // Content from before authors were recorded has none, so whoever may create content submits it.
  if (content.authorId && content.authorId !== userId) throw forbidden("You can submit only content you wrote");
  const outcome = await ctx.db.$transaction(async (tx) => {
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
    if (open?.status === "changes_requested" && open.submittedById === userId)
      return { resubmit: true, id: open.id } as const;
    if (open)
      throw conflict(
        "APPROVAL_ALREADY_OPEN",
        `This content already has an approval that is ${open.status}; resubmit that one (${open.id})`,
        { approvalId: open.id },
      );
    const created = await tx.approval.create({
      data: {
        companyId: ctx.companyId,
        contentType: body.contentType,
        contentId: body.contentId,
        contentHash: content.hash,
        submittedById: userId,
        history: [historyEntry(ctx, "submitted")] as unknown as Prisma.InputJsonValue,
      },
      include: withPeople,
    });
    return { resubmit: false, created } as const;
  });
  if (outcome.resubmit) return resubmitApproval(ctx, outcome.id);
  await notifyApproval(ctx, { ...outcome.created, status: "pending" }, personName(actingUser(ctx)));
  return approvalDTO(ctx, outcome.created);
}
