import type { TenantCtx } from "@/lib/db";
import { appLink } from "@/lib/notifications/email-notification";
import { membersWith, notifyMembers } from "@/lib/notifications/notifications";
import { queueDecidedApprovalMessages } from "@/lib/teamchat/queue-chat-deliveries";
import type { ApprovalContentType, ApprovalStatus } from "./contracts";
import { findReviewedContent } from "./reviewed-content";

const DECIDED: Partial<Record<ApprovalStatus, string>> = {
  approved: "approved",
  rejected: "rejected",
  changes_requested: "asked for changes to",
};

/** How the e-mails name the content: its first line, cut short. */
async function contentTitle(ctx: TenantCtx, type: ApprovalContentType, id: string): Promise<string> {
  const text = (await findReviewedContent(ctx, type, id))?.text ?? "";
  const line = text.split("\n")[0].trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/**
 * approvalNeeded for every reviewer but the submitter when an item is (re)submitted; approvalDecided
 * for the submitter on a decision. Each in the bell and, as they chose, by e-mail
 * (the approval_needed and approval_decided templates). A decision also replaces the Slack messages
 * that offered its buttons.
 */
export async function notifyApproval(
  ctx: TenantCtx,
  item: {
    id: string;
    status: ApprovalStatus;
    submittedById: string | null;
    contentType: string;
    contentId: string;
  },
  by: string,
  comment?: string | null,
): Promise<void> {
  const link = `/approvals/${item.id}`;
  const title = await contentTitle(ctx, item.contentType as ApprovalContentType, item.contentId);
  if (item.status === "pending") {
    const reviewers = await membersWith(ctx, "content:approve", [item.submittedById]);
    await notifyMembers(ctx, reviewers, {
      kind: "approvalNeeded",
      title: `${by} asks for your approval`,
      body: title,
      link,
      approvalId: item.id,
      email: { template: "approval_needed", values: { authorName: by, contentTitle: title, reviewUrl: appLink(link) } },
    });
    return;
  }
  const decision = DECIDED[item.status] ?? item.status;
  await queueDecidedApprovalMessages(ctx, item.id, `${by} ${decision} this content.`);
  if (item.submittedById) {
    await notifyMembers(ctx, [item.submittedById], {
      kind: "approvalDecided",
      title: `${by} ${decision} your content`,
      body: comment ? `${title}: “${comment}”` : title,
      link,
      email: {
        template: "approval_decided",
        values: { reviewerName: by, decision, contentTitle: title, comment: comment ?? "", reviewUrl: appLink(link) },
      },
    });
  }
}
