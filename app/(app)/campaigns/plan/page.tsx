import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CampaignPlanner } from "@/components/ai/campaign-planner";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Plan a campaign with AI" };

export default async function PlanCampaignPage() {
  const user = await currentShellUser();
  if (!user.permissions.includes("campaigns:manage")) redirect("/campaigns");
  return (
    <>
      <PageHeader
        eyebrow="Campaigns"
        title="Plan a campaign with AI"
        description="Talk through what you want to achieve; the plan becomes a campaign, and its content drafts on request."
      />
      <CampaignPlanner />
    </>
  );
}
