import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BlogPostForm } from "@/components/content/blog-post-editor";
import { campaignIdParam } from "@/components/content/page-params";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { companyBlogTheme } from "@/lib/blog/theme";

export const metadata: Metadata = { title: "New blog post" };

export default async function NewBlogPostPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("content:create")) redirect("/content/blog");
  const theme = await companyBlogTheme(await currentTenantCtx());
  return (
    <BlogPostForm
      initialCampaignId={campaignIdParam(await searchParams)}
      canPublish={user.permissions.includes("content:publish")}
      themeStyle={theme.style}
    />
  );
}
