"use client";

import { useState } from "react";
import { PlatformMark } from "@/components/content/platform-mark";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { FileTextIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { EXPLAIN } from "@/lib/analytics/formulas";
import { platformLabel } from "@/lib/content/platforms";
import { formatNumber, formatPercent } from "./format";
import { useTopPosts, type RangeQuery, type TopPostMetric } from "./queries";
import { pluralWord } from "@/lib/format/plural";

const METRICS: { id: TopPostMetric; label: string }[] = [
  { id: "engagement", label: "Engagement" },
  { id: "impressions", label: "Impressions" },
  { id: "clicks", label: "Link clicks" },
];
const LIMITS = [5, 10, 25, 50];
// On a phone the numbers go under each post instead of in columns to scroll to.
const NUMBER_COLUMN = "hidden text-right tabular-nums sm:table-cell";

export function TopPostsCard({ range, timeZone }: { range: RangeQuery; timeZone: string }) {
  const [metric, setMetric] = useState<TopPostMetric>("engagement");
  const [limit, setLimit] = useState(10);
  const query = useTopPosts({ ...range, metric, limit });
  const published = new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const sortedBy = (id: TopPostMetric) => (id === metric ? "bg-brand-50/50 font-semibold text-zinc-900" : undefined);

  let body;
  if (query.isPending) body = <SkeletonRows rows={5} label="Loading the top posts" />;
  else if (query.isError)
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} title="Couldn't load the top posts" />;
  else if (query.data.length === 0)
    body = (
      <EmptyState
        icon={<FileTextIcon size={20} />}
        title="No published posts in this range"
        description="Posts published in the range, with their synced numbers, are ranked here."
      />
    );
  else
    body = (
      <Table>
        <THead>
          <tr>
            <TH className="w-8 !pr-0 sm:w-10">#</TH>
            <TH>Post</TH>
            <TH className={NUMBER_COLUMN}>Impressions</TH>
            <TH className={NUMBER_COLUMN}>Engagement</TH>
            <TH className={NUMBER_COLUMN} title={EXPLAIN.engagementRate}>
              Eng. rate
            </TH>
            <TH className={NUMBER_COLUMN}>Link clicks</TH>
          </tr>
        </THead>
        <TBody>
          {query.data.map((p, i) => (
            <TR key={p.id}>
              <TD className="!pr-0 tabular-nums text-zinc-400">{i + 1}</TD>
              <TD className="max-w-md sm:min-w-64">
                <div className="flex items-start gap-3">
                  <PlatformMark platform={p.platform} size={22} className="mt-0.5" />
                  <div className="min-w-0">
                    <p className="line-clamp-2 text-[13px] text-zinc-900">{p.content}</p>
                    <p className="mt-0.5 text-xs text-zinc-500">
                      {platformLabel(p.platform)} · {published.format(new Date(p.publishedAt))}
                      {p.url ? (
                        <>
                          {" · "}
                          <a
                            href={p.url}
                            target="_blank"
                            rel="noreferrer"
                            className="font-medium text-brand-600 hover:underline"
                          >
                            View post
                          </a>
                        </>
                      ) : null}
                    </p>
                    <p className="mt-1.5 text-xs tabular-nums text-zinc-600 sm:hidden">
                      <span className="font-semibold text-zinc-900">{formatNumber(p[metric])}</span>{" "}
                      {METRICS.find((m) => m.id === metric)!.label.toLowerCase()}
                      {metric === "impressions"
                        ? ""
                        : ` · ${formatNumber(p.impressions)} ${pluralWord(p.impressions, "impression")}`}{" "}
                      · {formatPercent(p.engagementRate)} rate
                    </p>
                  </div>
                </div>
              </TD>
              <TD className={cn(NUMBER_COLUMN, sortedBy("impressions"))}>{formatNumber(p.impressions)}</TD>
              <TD className={cn(NUMBER_COLUMN, sortedBy("engagement"))}>{formatNumber(p.engagement)}</TD>
              <TD className={NUMBER_COLUMN}>{formatPercent(p.engagementRate)}</TD>
              <TD className={cn(NUMBER_COLUMN, sortedBy("clicks"))}>{formatNumber(p.clicks)}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
    );

  return (
    <Card className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
      <CardHeader
        title="Top posts"
        description="Posts published in the range, ranked by their latest synced numbers"
        actions={
          <>
            <label htmlFor="top-posts-metric" className="sr-only">
              Rank by
            </label>
            <Select
              id="top-posts-metric"
              className="w-36"
              value={metric}
              onChange={(e) => setMetric(e.target.value as TopPostMetric)}
            >
              {METRICS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </Select>
            <label htmlFor="top-posts-limit" className="sr-only">
              How many
            </label>
            <Select
              id="top-posts-limit"
              className="w-24"
              value={String(limit)}
              onChange={(e) => setLimit(Number(e.target.value))}
            >
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  Top {n}
                </option>
              ))}
            </Select>
          </>
        }
      />
      <div data-testid="top-posts">{body}</div>
    </Card>
  );
}
