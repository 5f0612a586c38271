"use client";

import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MegaphoneIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { SkeletonRows } from "@/components/ui/skeleton";
import { ApiClientError } from "@/lib/api/client";
import { CampaignForm } from "./campaign-form";
import { useCampaign } from "./queries";

/** Loads the campaign, then the form; a campaign that does not exist (or is another company's) says so. */
export function CampaignEdit({ id }: { id: string }) {
  const campaign = useCampaign(id);
  if (campaign.isPending) {
    return (
      <Card>
        <SkeletonRows rows={4} label="Loading campaign" />
      </Card>
    );
  }
  if (campaign.isError) return <CampaignLoadError error={campaign.error} onRetry={() => campaign.refetch()} />;
  return (
    <>
      <PageHeader eyebrow="Edit campaign" title={campaign.data.name} />
      <div className="max-w-3xl">
        <CampaignForm campaign={campaign.data} />
      </div>
    </>
  );
}

export function CampaignLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) {
    return (
      <Card>
        <EmptyState
          icon={<MegaphoneIcon size={20} />}
          title="Campaign not found"
          description="It may have been deleted, or the link is wrong."
          action={
            <ButtonLink href="/campaigns" variant="secondary" size="sm">
              Back to campaigns
            </ButtonLink>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <ErrorState error={error} onRetry={onRetry} title="Couldn't load this campaign" />
    </Card>
  );
}
