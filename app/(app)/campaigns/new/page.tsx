import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CampaignForm } from "@/components/campaigns/campaign-form";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("campaigns:manage")) redirect("/campaigns");
  return (
    <>
      <PageHeader
        eyebrow="Campaigns"
        title="New campaign"
        description="Start with a name. Dates, brief and context can be filled in now or later."
      />
      <div className="max-w-3xl">
        <CampaignForm />
      </div>
    </>
  );
}
