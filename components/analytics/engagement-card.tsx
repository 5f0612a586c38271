"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { PlatformMark } from "@/components/content/platform-mark";
import { EmptyChart } from "@/components/dashboard/empty-chart";
import { ChartContainer } from "@/components/ui/chart";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MessageIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import type { Engagement } from "@/lib/analytics/contracts";
import { platformLabel } from "@/lib/content/platforms";
import { BarList } from "./bar-list";
import { DonutChart } from "./donut-chart";
import { formatCompact, formatNumber, formatPercent } from "./format";
import { platformColor } from "./platform-colors";
import { pluralWord } from "@/lib/format/plural";

const KINDS = [
  { id: "likes", label: "Likes", color: "var(--color-brand-600)" },
  { id: "comments", label: "Comments", color: "#14b8a6" },
  { id: "shares", label: "Shares", color: "#f59e0b" },
  { id: "saves", label: "Saves", color: "#ec4899" },
] as const;

function Loaded({ e }: { e: Engagement }) {
  const networks = Object.entries(e.byPlatform).sort((a, b) => b[1] - a[1]);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <div>
        <h3 className="mb-4 text-xs font-medium uppercase tracking-wide text-zinc-500">By kind</h3>
        <DonutChart
          segments={KINDS.map((k) => ({ id: k.id, label: k.label, color: k.color, value: e.breakdown[k.id] }))}
          center={formatCompact(e.total)}
          centerLabel="interactions"
          formatValue={formatNumber}
        />
      </div>
      <div>
        <h3 className="mb-4 text-xs font-medium uppercase tracking-wide text-zinc-500">By network</h3>
        <BarList
          label="Engagement by network"
          formatValue={formatNumber}
          items={networks.map(([platform, value]) => ({
            id: platform,
            label: platformLabel(platform),
            value,
            color: platformColor(platform),
            icon: <PlatformMark platform={platform} size={18} />,
          }))}
        />
      </div>
    </div>
  );
}

/** Likes, comments, shares and saves of the range's posts, and how the networks compare. */
export function EngagementCard({ query }: { query: UseQueryResult<Engagement> }) {
  let body;
  if (query.isPending) body = <Skeleton className="h-44 w-full rounded-lg" />;
  else if (query.isError)
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} title="Couldn't load engagement" />;
  else if (query.data.total === 0)
    body = (
      <EmptyChart height={160}>
        <EmptyState
          className="py-0"
          icon={<MessageIcon size={20} />}
          title="No engagement in this range"
          description="Likes, comments, shares and saves of posts published in the range show up here."
        />
      </EmptyChart>
    );
  else body = <Loaded e={query.data} />;
  return (
    <ChartContainer
      title="Engagement"
      description={
        query.data
          ? `${formatNumber(query.data.total)} ${pluralWord(query.data.total, "interaction")} · ${formatPercent(query.data.engagementRate)} engagement rate`
          : "Interactions on posts published in the range"
      }
      className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
    >
      <div data-testid="engagement-chart">{body}</div>
    </ChartContainer>
  );
}
