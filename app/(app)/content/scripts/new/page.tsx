import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { campaignIdParam } from "@/components/content/page-params";
import { VideoScriptForm } from "@/components/content/video-script-editor";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New video script" };

export default async function NewVideoScriptPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("content:create")) redirect("/content/scripts");
  return <VideoScriptForm initialCampaignId={campaignIdParam(await searchParams)} />;
}
