"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useCampaignOptions } from "@/components/campaigns/queries";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import { ApiClientError } from "@/lib/api/client";

/** "← Campaign name" when the piece belongs to a campaign, else back to its list. */
export function BackLink({ campaignId, listHref, listLabel }: { campaignId: string | null; listHref: string; listLabel: string }) {
  const options = useCampaignOptions();
  const campaign = campaignId ? options.data?.find((c) => c.id === campaignId) : undefined;
  const href = campaignId ? `/campaigns/${campaignId}` : listHref;
  const label = campaignId ? (campaign?.name ?? "Campaign") : listLabel;
  return (
    <Link href={href} className="mb-4 inline-flex max-w-full items-center gap-1.5 rounded text-[13px] font-medium text-zinc-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500">
      <ArrowLeftIcon size={14} className="shrink-0" />
      <span className="truncate">{label}</span>
    </Link>
  );
}

/** Loading, not-found and failure states shared by the content editors. */
export function EditorLoadState({ query, what, listHref, children }: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
  listHref: string;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Card>
        <SkeletonRows rows={4} label={`Loading ${what}`} />
      </Card>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Card>
        {missing ? (
          <EmptyState
            title={`This ${what} doesn't exist`}
            description="It may have been deleted, or the link is wrong."
            action={
              <ButtonLink href={listHref} variant="secondary" size="sm">
                Back to the list
              </ButtonLink>
            }
          />
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} title={`Couldn't load this ${what}`} />
        )}
      </Card>
    );
  }
  return <>{children()}</>;
}
