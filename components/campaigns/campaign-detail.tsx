"use client";

import Link from "next/link";
import { formatDateRange } from "@/components/content/datetime";
import { relativeTime } from "@/components/settings/format";
import { Card } from "@/components/ui/card";
import { ArchiveIcon, ArrowLeftIcon } from "@/components/ui/icons";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import type { Campaign } from "@/lib/campaigns/contracts";
import { CampaignActions } from "./campaign-actions";
import { CampaignAnalyticsPanel } from "./campaign-analytics-panel";
import { CampaignContentPanel } from "./campaign-content-panel";
import { GenerateContentButton } from "./generate-content-button";
import { CampaignLoadError } from "./campaign-edit";
import { TYPE_LABEL } from "./campaign-meta";
import { CampaignContextCard, CampaignPlan } from "./campaign-overview";
import { useCampaign, useCampaignContent } from "./queries";
import { ArchivedBadge, CampaignStatusBadge } from "./status-badge";

interface CampaignDetailProps {
  id: string;
  canManage: boolean;
  canCreateContent: boolean;
}

function statusLine(c: Campaign): string {
  if (c.status === "PAUSED" && c.pausedAt) return `Paused ${relativeTime(c.pausedAt)}`;
  if (c.status === "COMPLETED" && c.completedAt) return `Completed ${relativeTime(c.completedAt)}`;
  if (c.status === "ACTIVE" && c.resumedAt) return `Resumed ${relativeTime(c.resumedAt)}`;
  return `Updated ${relativeTime(c.updatedAt)}`;
}

export function CampaignDetail({ id, canManage, canCreateContent }: CampaignDetailProps) {
  const campaign = useCampaign(id);
  const content = useCampaignContent(id);

  if (campaign.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <Skeleton className="h-14 w-2/3" />
        <Card>
          <SkeletonRows rows={4} label="Loading campaign" />
        </Card>
      </div>
    );
  }
  if (campaign.isError) return <CampaignLoadError error={campaign.error} onRetry={() => campaign.refetch()} />;

  const c = campaign.data;
  return (
    <>
      <Link
        href="/campaigns"
        className="mb-4 inline-flex items-center gap-1.5 rounded text-[13px] font-medium text-zinc-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeftIcon size={14} />
        Campaigns
      </Link>
      <header className="flex flex-col gap-4 pb-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <CampaignStatusBadge status={c.status} />
            {c.isArchived ? <ArchivedBadge /> : null}
            <span className="text-xs text-zinc-500">
              {TYPE_LABEL[c.type]} · {formatDateRange(c.startsAt, c.endsAt)} · {statusLine(c)}
            </span>
          </div>
          <h1 className="break-words text-2xl font-semibold tracking-tight text-zinc-900">{c.name}</h1>
          {c.goal ? <p className="mt-1 max-w-2xl text-sm text-zinc-500">{c.goal}</p> : null}
        </div>
        {canManage ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <GenerateContentButton campaignId={c.id} />
            <CampaignActions campaign={c} contentCount={content.data?.length ?? 0} />
          </div>
        ) : null}
      </header>

      {c.isArchived ? (
        <p className="mb-6 flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-[13px] text-zinc-600">
          <ArchiveIcon className="shrink-0 text-zinc-400" />
          This campaign is archived: it's hidden from the campaign list unless “Show archived” is on. Its status is
          unchanged.
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <CampaignContentPanel campaignId={c.id} canCreate={canCreateContent} />
          <CampaignAnalyticsPanel campaignId={c.id} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CampaignPlan campaign={c} />
          <CampaignContextCard campaign={c} />
        </div>
      </div>
    </>
  );
}
