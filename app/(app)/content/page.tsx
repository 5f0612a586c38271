import type { Metadata } from "next";
import { ContentHeader } from "@/components/content/content-header";
import { SocialPostList } from "@/components/content/social-post-list";
import { ButtonLink } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Social posts" };

export default async function SocialPostsPage() {
  const user = (await currentShellUser())!;
  const canCreate = user.permissions.includes("content:create");
  return (
    <>
      <ContentHeader
        actions={
          canCreate ? (
            <ButtonLink href="/content/social/new" icon={<PlusIcon />}>
              New post
            </ButtonLink>
          ) : null
        }
      />
      <SocialPostList canCreate={canCreate} />
    </>
  );
}
