import type { Metadata } from "next";
import { ContentHeader } from "@/components/content/content-header";
import { VideoScriptList } from "@/components/content/video-script-list";
import { ButtonLink } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Video scripts" };

export default async function VideoScriptsPage() {
  const user = (await currentShellUser())!;
  const canCreate = user.permissions.includes("content:create");
  return (
    <>
      <ContentHeader
        actions={
          canCreate ? (
            <ButtonLink href="/content/scripts/new" icon={<PlusIcon />}>
              New script
            </ButtonLink>
          ) : null
        }
      />
      <VideoScriptList canCreate={canCreate} />
    </>
  );
}
