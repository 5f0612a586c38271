import type { TenantCtx } from "@/lib/db";
import { membersWith, notifyMembers } from "@/lib/notifications/notifications";
import type { ApprovalStatus } from "./contracts";

const DECIDED: Partial<Record<ApprovalStatus, string>> = {
  approved: "approved",
  rejected: "rejected",
  changes_requested: "asked for changes to",
};

/** approvalNeeded for every reviewer but the submitter when an item is (re)submitted; approvalDecided for the submitter on a decision. */
export async function notifyApproval(
  ctx: TenantCtx,
  item: { id: string; status: ApprovalStatus; submittedById: string | null },
  by: string,
): Promise<void> {
  const link = `/approvals/${item.id}`;
  if (item.status === "pending") {
    const reviewers = await membersWith(ctx, "content:approve", [item.submittedById]);
    await notifyMembers(ctx, reviewers, { kind: "approvalNeeded", title: `${by} asks for your approval`, link });
    return;
  }
  if (item.submittedById) {
    await notifyMembers(ctx, [item.submittedById], {
      kind: "approvalDecided",
      title: `${by} ${DECIDED[item.status]} your content`,
      link,
    });
  }
}
