import type { Metadata } from "next";
import { ApprovalPanel } from "@/components/approvals/approval-panel";
import { BlogPostEditor } from "@/components/content/blog-post-editor";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit blog post" };

export default async function BlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  return (
    <>
      <BlogPostEditor id={id} canPublish={user.permissions.includes("content:publish")} />
      <ApprovalPanel contentType="blog" contentId={id} viewerId={user.userId} />
    </>
  );
}
