import type { Metadata } from "next";
import { BlogPostList } from "@/components/content/blog-post-list";
import { ContentHeader } from "@/components/content/content-header";
import { ButtonLink } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Blog posts" };

export default async function BlogPostsPage() {
  const user = (await currentShellUser())!;
  const canCreate = user.permissions.includes("content:create");
  return (
    <>
      <ContentHeader
        actions={
          canCreate ? (
            <ButtonLink href="/content/blog/new" icon={<PlusIcon />}>
              New blog post
            </ButtonLink>
          ) : null
        }
      />
      <BlogPostList canCreate={canCreate} />
    </>
  );
}
