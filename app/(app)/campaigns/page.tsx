import type { Metadata } from "next";
import { CampaignList } from "@/components/campaigns/campaign-list";
import { filtersFromSearchParams } from "@/components/campaigns/list-filters";
import { ButtonLink } from "@/components/ui/button";
import { PlusIcon, SparklesIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Campaigns" };

export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = (await currentShellUser())!;
  const canManage = user.permissions.includes("campaigns:manage");
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Plan launches and always-on programmes, keep their content together and see how they perform."
        actions={
          canManage ? (
            <>
              <ButtonLink href="/campaigns/plan" variant="secondary" icon={<SparklesIcon />}>
                Plan with AI
              </ButtonLink>
              <ButtonLink href="/campaigns/new" icon={<PlusIcon />}>
                New campaign
              </ButtonLink>
            </>
          ) : null
        }
      />
      <CampaignList initialFilters={filtersFromSearchParams(await searchParams)} canManage={canManage} />
    </>
  );
}
