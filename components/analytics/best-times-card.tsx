"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyChart } from "@/components/dashboard/empty-chart";
import { ChartContainer } from "@/components/ui/chart";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ClockIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import type { BestTimes } from "@/lib/analytics/contracts";
import { Heatmap } from "./heatmap";
import { heatmapRows, slotLabel } from "./heatmap-scale";
import { plural } from "@/lib/format/plural";

const average = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 1 });

function Recommendations({ items }: { items: BestTimes["recommendations"] }) {
  return (
    <ol aria-label="Best times to post" className="flex flex-col gap-2">
      {items.map((r, i) => (
        <li
          key={`${r.day}-${r.hour}`}
          className="flex items-center gap-3 rounded-lg border border-zinc-100 bg-zinc-50/60 px-3 py-2"
        >
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[11px] font-semibold text-white">
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-[13px] font-medium text-zinc-900">{slotLabel(r.day, r.hour)}</p>
            <p className="text-xs text-zinc-500">{plural(r.posts, "post")}</p>
          </div>
          <span
            className="text-xs font-medium tabular-nums text-brand-700"
            title="Average engagement per post relative to the best slot"
          >
            {r.score}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** When posts got the most engagement: the 7×24 heatmap in the company's zone and the top slots. */
export function BestTimesCard({ query }: { query: UseQueryResult<BestTimes> }) {
  let body;
  if (query.isPending) body = <Skeleton className="h-56 w-full rounded-lg" />;
  else if (query.isError)
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} title="Couldn't load the best times" />;
  else if (query.data.recommendations.length === 0)
    body = (
      <EmptyChart height={180}>
        <EmptyState
          className="py-0"
          icon={<ClockIcon size={20} />}
          title="No published posts in this range"
          description="Once posts are published and synced, the hours they did best in light up here."
        />
      </EmptyChart>
    );
  else
    body = (
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_15rem]">
        <Heatmap
          rows={heatmapRows(query.data.heatmap)}
          formatValue={average}
          unit="average engagement per post"
          label="Average engagement per post by day and hour"
        />
        <div>
          <h3 className="mb-3 text-xs font-medium uppercase tracking-wide text-zinc-500">Best slots</h3>
          <Recommendations items={query.data.recommendations} />
        </div>
      </div>
    );
  return (
    <ChartContainer
      title="Best times to post"
      description={
        query.data
          ? `Average engagement per post by the hour it went out · ${query.data.timeZone} time`
          : "Average engagement per post by the hour it went out"
      }
      className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
    >
      <div data-testid="best-times">{body}</div>
    </ChartContainer>
  );
}
