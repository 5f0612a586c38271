import type { Metadata } from "next";
import { SocialPostEditor } from "@/components/content/social-post-composer";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "Edit post" };

export default async function SocialPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  const { timeZone } = await getCompany(await currentTenantCtx());
  return <SocialPostEditor id={id} canPublish={user.permissions.includes("content:publish")} timeZone={timeZone} />;
}
