import type { Metadata } from "next";
import { ApprovalPanel } from "@/components/approvals/approval-panel";
import { PostDeliveries } from "@/components/content/post-deliveries";
import { SocialPostEditor } from "@/components/content/social-post-composer";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "Edit post" };

export default async function SocialPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  const { timeZone } = await getCompany(await currentTenantCtx());
  const canPublish = user.permissions.includes("content:publish");
  return (
    <>
      <SocialPostEditor id={id} canPublish={canPublish} timeZone={timeZone} />
      <ApprovalPanel contentType="social" contentId={id} viewerId={user.userId} />
      <PostDeliveries
        postId={id}
        timeZone={timeZone}
        canPublish={canPublish}
        canViewMetrics={user.permissions.includes("analytics:view")}
      />
    </>
  );
}
