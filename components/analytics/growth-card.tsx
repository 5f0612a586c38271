"use client";

import { useState } from "react";
import { EmptyChart } from "@/components/dashboard/empty-chart";
import { ChartContainer } from "@/components/ui/chart";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { UsersIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { platformLabel } from "@/lib/content/platforms";
import { formatCompact, formatNumber, formatPercent } from "./format";
import { LineChart, type LineSeries } from "./line-chart";
import { platformColor } from "./platform-colors";
import { useGrowth } from "./queries";
import { formatDay } from "./range";
import { SegmentedControl } from "./segmented-control";
import { pluralWord } from "@/lib/format/plural";

type GrowthQueries = ReturnType<typeof useGrowth>;
type GrowthView = "total" | "networks";
const VIEWS = [
  { id: "total", label: "Total" },
  { id: "networks", label: "By network" },
] as const;

function summary(totalChange: number, percentChange: number | null) {
  const sign = totalChange > 0 ? "+" : totalChange < 0 ? "−" : "";
  const percent = percentChange === null ? "" : ` (${sign}${formatPercent(Math.abs(percentChange))})`;
  return `${sign}${formatNumber(Math.abs(totalChange))} ${pluralWord(Math.abs(totalChange), "follower")}${percent} in this period`;
}

/** Followers per day: the total, or one line per network when the range covers several. */
export function GrowthCard({ growth }: { growth: GrowthQueries }) {
  const { total, byNetwork } = growth;
  const [view, setView] = useState<GrowthView>("total");
  const canSplit = byNetwork.length > 1;
  const perNetwork = canSplit && view === "networks" && byNetwork.every((n) => n.query.data);
  const failed = [total, ...byNetwork.map((n) => n.query)].find((q) => q.isError);

  let body;
  if (total.isPending) body = <Skeleton className="h-[240px] w-full rounded-lg" />;
  else if (failed)
    body = <ErrorState error={failed.error} onRetry={() => failed.refetch()} title="Couldn't load follower growth" />;
  else if (!total.data || total.data.data.every((d) => d.followers === 0))
    body = (
      <EmptyChart height={216}>
        <EmptyState
          className="py-0"
          icon={<UsersIcon size={20} />}
          title="No follower numbers in this range"
          description="Follower counts appear once an account has synced. Try a longer range or sync now."
        />
      </EmptyChart>
    );
  else {
    const days = total.data.data.map((d) => d.date);
    const series: LineSeries[] = perNetwork
      ? byNetwork.map((n) => ({
          id: n.platform,
          label: platformLabel(n.platform),
          color: platformColor(n.platform),
          values: n.query.data!.data.map((d) => d.followers),
        }))
      : [
          {
            id: "followers",
            label: "Followers",
            color: "var(--color-brand-600)",
            values: total.data.data.map((d) => d.followers),
          },
        ];
    body = (
      <LineChart
        categories={days}
        series={series}
        label="Followers per day"
        formatCategory={formatDay}
        formatValue={formatNumber}
        formatTick={formatCompact}
      />
    );
  }

  return (
    <ChartContainer
      title="Follower growth"
      description={
        total.data ? summary(total.data.totalChange, total.data.percentChange) : "Followers at the end of each day"
      }
      className={total.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
      actions={
        canSplit ? (
          <SegmentedControl label="Follower growth view" size="sm" segments={VIEWS} value={view} onChange={setView} />
        ) : null
      }
    >
      <div data-testid="growth-chart">{body}</div>
    </ChartContainer>
  );
}
