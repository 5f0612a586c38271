import type { Metadata } from "next";
import { ApprovalQueue } from "@/components/approvals/approval-queue";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Approvals" };

export default async function ApprovalsPage() {
  const user = await currentShellUser();
  const canReview = user.permissions.includes("content:approve");
  return (
    <>
      <PageHeader
        title="Approvals"
        description={
          canReview
            ? "Content waiting for a decision, shown as each network will show it. Approve, ask for changes or reject, one at a time or several together."
            : "Your content's approval rounds and what the reviewers said."
        }
      />
      <ApprovalQueue viewer={{ userId: user.userId, canReview, companyName: user.companyName }} />
    </>
  );
}
