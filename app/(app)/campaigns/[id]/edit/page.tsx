import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CampaignEdit } from "@/components/campaigns/campaign-edit";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit campaign" };

export default async function EditCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("campaigns:manage")) redirect(`/campaigns/${id}`);
  return <CampaignEdit id={id} />;
}
