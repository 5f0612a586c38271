import { notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit";
import { adminDb, tenantCtxFor, type TenantCtx } from "@/lib/db";
import { approvalDTO, findApproval, type ApprovalRow } from "./approvals";
import type { ApprovalHistoryEntry, PublicApprovalDTO } from "./contracts";
import { moveApproval } from "./review-approval";
import { hashShareToken } from "./share-approval";

/**
 * The public review page's side: a review link's token is its own credential, so the item is found
 * across companies by the token's hash (hence adminDb), and everything after that runs in the
 * item's company's context.
 */
async function sharedApproval(token: string): Promise<{ ctx: TenantCtx; row: ApprovalRow; expiresAt: Date }> {
  const found = await adminDb().approval.findUnique({
    where: { shareTokenHash: hashShareToken(token) },
    select: { id: true, companyId: true, shareExpiresAt: true },
  });
  if (!found?.shareExpiresAt || found.shareExpiresAt.getTime() <= Date.now()) throw notFound("Review link");
  const ctx = tenantCtxFor(found.companyId);
  return { ctx, row: await findApproval(ctx, found.id), expiresAt: found.shareExpiresAt };
}

async function publicDTO(ctx: TenantCtx, row: ApprovalRow, expiresAt: Date): Promise<PublicApprovalDTO> {
  const item = await approvalDTO(ctx, row);
  const company = await adminDb().company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { name: true } });
  return {
    type: item.type,
    content: item.content,
    platforms: item.platforms,
    status: item.status,
    companyName: company.name,
    submittedAt: item.submittedAt,
    expiresAt: expiresAt.toISOString(),
    history: item.history.map(({ action, name, at, comment }) => ({ action, name, at, comment })),
  };
}

export async function getPublicApproval(token: string): Promise<PublicApprovalDTO> {
  const { ctx, row, expiresAt } = await sharedApproval(token);
  return publicDTO(ctx, row, expiresAt);
}

/**
 * An outside reviewer's decision: the same move as a member's, recorded in the history and in the
 * company's audit log under the name they gave (no member acted, so no actorId).
 */
export async function decidePublicApproval(
  token: string,
  body: { decision: "approve" | "request_changes"; name: string; comment?: string },
  requestId: string,
): Promise<PublicApprovalDTO> {
  const { ctx, row, expiresAt } = await sharedApproval(token);
  const action = body.decision === "approve" ? "approved" : "changes_requested";
  const entry: ApprovalHistoryEntry = {
    action,
    userId: null,
    name: `${body.name} (review link)`,
    at: new Date().toISOString(),
    comment: body.comment ?? null,
  };
  const reviewed = { reviewedAt: new Date(), reviewedById: null };
  await ctx.db.$transaction(async (tx) => {
    await moveApproval(
      { ...ctx, db: tx },
      row,
      "pending",
      action,
      entry,
      action === "approved"
        ? { ...reviewed, notes: body.comment ?? null }
        : { ...reviewed, feedback: body.comment ?? null },
    );
    await recordAudit(tx, {
      actorId: null,
      actorName: entry.name,
      action: `approval.review_link.${body.decision}`,
      params: { id: row.id },
      body,
      requestId,
    });
  });
  return publicDTO(ctx, await findApproval(ctx, row.id), expiresAt);
}
