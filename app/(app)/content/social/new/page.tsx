import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { campaignIdParam } from "@/components/content/page-params";
import { SocialPostComposer } from "@/components/content/social-post-composer";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "New post" };

export default async function NewSocialPostPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("content:create")) redirect("/content/social");
  const { timeZone } = await getCompany(await currentTenantCtx());
  return (
    <SocialPostComposer
      initialCampaignId={campaignIdParam(await searchParams)}
      canPublish={user.permissions.includes("content:publish")}
      timeZone={timeZone}
    />
  );
}
