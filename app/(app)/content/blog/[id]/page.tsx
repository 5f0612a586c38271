import type { Metadata } from "next";
import { ApprovalPanel } from "@/components/approvals/approval-panel";
import { BlogPostEditor } from "@/components/content/blog-post-editor";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { companyBlogTheme } from "@/lib/blog/theme";

export const metadata: Metadata = { title: "Edit blog post" };

export default async function BlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  const theme = await companyBlogTheme(await currentTenantCtx());
  return (
    <>
      <BlogPostEditor id={id} canPublish={user.permissions.includes("content:publish")} themeStyle={theme.style} />
      <ApprovalPanel contentType="blog" contentId={id} viewerId={user.userId} />
    </>
  );
}
