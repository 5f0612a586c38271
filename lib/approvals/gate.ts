import { conflict } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import type { ApprovalContentType } from "./contracts";
import { findReviewedContent } from "./reviewed-content";
import { approvalRequired } from "./settings";

/**
 * Why this content may not go out now, or null when it may: the company requires approval and the
 * content's latest round is not an approved one for exactly its text, platforms and media as they
 * are now (an edit after approval no longer matches).
 */
export async function approvalMissing(
  ctx: TenantCtx,
  type: ApprovalContentType,
  contentId: string,
): Promise<string | null> {
  if (!(await approvalRequired(ctx))) return null;
  const [latest, content] = await Promise.all([
    ctx.db.approval.findFirst({
      where: { contentType: type, contentId },
      orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
      select: { status: true, contentHash: true },
    }),
    findReviewedContent(ctx, type, contentId),
  ]);
  if (latest?.status === "approved" && latest.contentHash === content?.hash) return null;
  return !latest
    ? "it has not been submitted for approval"
    : latest.status === "approved"
      ? "it changed after it was approved, so it needs approval again"
      : `its approval is ${latest.status.replace("_", " ")}`;
}

/**
 * The approval gate (decisions.md "Approvals"), the one check every path that schedules or
 * publishes calls. Callers run it after writing the content as it will go out, inside their
 * transaction, so a refusal undoes everything: 409 APPROVAL_REQUIRED and nothing written. The
 * publisher checks again at publish time (lib/approvals/approval-holds.ts).
 */
export async function assertApproved(ctx: TenantCtx, type: ApprovalContentType, contentId: string): Promise<void> {
  const why = await approvalMissing(ctx, type, contentId);
  if (!why) return;
  throw conflict(
    "APPROVAL_REQUIRED",
    `This company requires approval before content is scheduled or published, and ${why}`,
  );
}
