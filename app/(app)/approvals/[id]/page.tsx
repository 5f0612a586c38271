import type { Metadata } from "next";
import Link from "next/link";
import { ApprovalItem } from "@/components/approvals/approval-queue";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Approval" };

export default async function ApprovalPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentShellUser()]);
  return (
    <>
      <Link href="/approvals" className="mb-3 inline-block text-[13px] font-medium text-zinc-500 hover:text-zinc-900">
        ← All approvals
      </Link>
      <PageHeader title="Approval" />
      <ApprovalItem
        id={id}
        viewer={{
          userId: user.userId,
          canReview: user.permissions.includes("content:approve"),
          companyName: user.companyName,
        }}
      />
    </>
  );
}
