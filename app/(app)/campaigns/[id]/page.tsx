import type { Metadata } from "next";
import { CampaignDetail } from "@/components/campaigns/campaign-detail";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Campaign" };

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  return (
    <CampaignDetail
      id={id}
      canManage={user.permissions.includes("campaigns:manage")}
      canCreateContent={user.permissions.includes("content:create")}
    />
  );
}
