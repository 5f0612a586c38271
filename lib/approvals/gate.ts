import { conflict } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import type { ApprovalContentType } from "./contracts";
import { findReviewedContent } from "./reviewed-content";
import { approvalRequired } from "./settings";

/**
 * The approval gate (decisions.md "Approvals"), the one check every path that schedules or
 * publishes calls. While the company requires approval, the content must have, as its latest
 * round, an approved one for exactly its text, platforms and media as they are now; an edit after
 * approval no longer matches. Callers run it after writing the content as it will go out, inside
 * their transaction, so a refusal undoes everything: 409 APPROVAL_REQUIRED and nothing written.
 */
export async function assertApproved(ctx: TenantCtx, type: ApprovalContentType, contentId: string): Promise<void> {
  if (!(await approvalRequired(ctx))) return;
  const [latest, content] = await Promise.all([
    ctx.db.approval.findFirst({
      where: { contentType: type, contentId },
      orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
      select: { status: true, contentHash: true },
    }),
    findReviewedContent(ctx, type, contentId),
  ]);
  if (latest?.status === "approved" && latest.contentHash === content?.hash) return;
  const why = !latest
    ? "it has not been submitted for approval"
    : latest.status === "approved"
      ? "it changed after it was approved, so it needs approval again"
      : `its approval is ${latest.status.replace("_", " ")}`;
  throw conflict(
    "APPROVAL_REQUIRED",
    `This company requires approval before content is scheduled or published, and ${why}`,
  );
}
