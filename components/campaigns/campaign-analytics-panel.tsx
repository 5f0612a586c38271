"use client";

import { useState, type ReactNode } from "react";
import { platformLabel } from "@/lib/content/platforms";
import { Card, CardHeader } from "@/components/ui/card";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ChartIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { CampaignAnalytics } from "@/lib/campaigns/contracts";
import { useCampaignAnalytics } from "./queries";
import { plural, pluralWord } from "@/lib/format/plural";

const number = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

const CONTENT_TYPE_LABEL: Record<CampaignAnalytics["byContentType"][number]["contentType"], string> = {
  social_post: "Social posts",
  blog_post: "Blog posts",
  video_script: "Video scripts",
};

type PlatformMetric = "impressions" | "views" | "engagement";
const PLATFORM_METRICS: Record<PlatformMetric, string> = {
  impressions: "Impressions",
  views: "Views",
  engagement: "Engagement",
};

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-4 shadow-card">
      <p className="text-[13px] font-medium text-zinc-500">{label}</p>
      <p className="mt-2 text-2xl font-semibold tabular-nums tracking-tight text-zinc-900">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-zinc-500">{hint}</p> : null}
    </div>
  );
}

function hasMetrics(a: CampaignAnalytics): boolean {
  return a.totalImpressions + a.totalViews + a.totalEngagement + a.totalClicks > 0;
}

export function CampaignAnalyticsPanel({ campaignId }: { campaignId: string }) {
  const analytics = useCampaignAnalytics(campaignId);
  const [metric, setMetric] = useState<PlatformMetric>("impressions");

  if (analytics.isPending) {
    return (
      <section aria-label="Results" className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </section>
    );
  }
  if (analytics.isError) {
    return (
      <Card>
        <ErrorState error={analytics.error} onRetry={() => analytics.refetch()} title="Couldn't load the results" />
      </Card>
    );
  }

  const a = analytics.data;
  if (!hasMetrics(a)) {
    return (
      <Card>
        <CardHeader
          title="Results"
          description={`${plural(a.contentCount, "piece of content", "pieces of content")} · ${a.publishedCount} published`}
        />
        <EmptyState
          icon={<ChartIcon size={20} />}
          title="No results yet"
          description="Impressions, views and engagement appear here once this campaign's posts are published and the networks report back."
        />
      </Card>
    );
  }

  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <h2 id="results-heading" className="text-sm font-semibold text-zinc-900">
          Results
        </h2>
        <p className="text-xs text-zinc-500">
          {a.publishedCount} of {plural(a.contentCount, "piece")} published
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Impressions"
          value={number.format(a.totalImpressions)}
          hint={`${number.format(a.totalViews)} ${pluralWord(a.totalViews, "view")}`}
        />
        <Stat
          label="Engagement"
          value={number.format(a.totalEngagement)}
          hint={`${number.format(a.totalLikes)} ${pluralWord(a.totalLikes, "like")} · ${number.format(a.totalComments)} ${pluralWord(a.totalComments, "comment")}`}
        />
        <Stat label="Engagement rate" value={`${a.engagementRate.toFixed(2)}%`} hint="Engagement per impression" />
        <Stat
          label="Clicks"
          value={number.format(a.totalClicks)}
          hint={`${number.format(a.totalShares)} ${pluralWord(a.totalShares, "share")}`}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartContainer
          title="By platform"
          description={`${PLATFORM_METRICS[metric]} per network`}
          actions={
            <Select
              aria-label="Platform metric"
              value={metric}
              onChange={(e) => setMetric(e.target.value as PlatformMetric)}
              className="w-36"
            >
              {Object.entries(PLATFORM_METRICS).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </Select>
          }
        >
          {a.byPlatform.length ? (
            <BarChart
              label={`${PLATFORM_METRICS[metric]} by platform`}
              data={a.byPlatform.map((p) => ({ label: platformLabel(p.platform), value: p[metric] }))}
            />
          ) : (
            <p className="py-8 text-center text-[13px] text-zinc-500">No platform has reported yet.</p>
          )}
        </ChartContainer>
        <ChartContainer title="By content type" description="Engagement per kind of content">
          <BarChart
            label="Engagement by content type"
            data={a.byContentType.map((t) => ({
              label: `${CONTENT_TYPE_LABEL[t.contentType]} (${t.count})`,
              value: t.engagement,
            }))}
          />
        </ChartContainer>
      </div>
    </section>
  );
}
