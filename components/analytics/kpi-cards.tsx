import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import type { Overview } from "@/lib/analytics/contracts";
import { EXPLAIN } from "@/lib/analytics/formulas";
import { formatNumber, formatPercent, percentDelta, pointsDelta, type Delta } from "./format";
import { formatRange } from "./range";

const TREND_STYLE: Record<Delta["trend"], string> = {
  up: "bg-emerald-50 text-emerald-700 ring-emerald-600/15",
  down: "bg-red-50 text-red-700 ring-red-600/15",
  flat: "bg-zinc-100 text-zinc-600 ring-zinc-500/10",
  none: "bg-zinc-100 text-zinc-500 ring-zinc-500/10",
};
const ARROW: Record<Delta["trend"], string> = { up: "↑", down: "↓", flat: "→", none: "" };

export function DeltaBadge({ delta }: { delta: Delta }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ring-1 ring-inset",
        TREND_STYLE[delta.trend],
      )}
    >
      <span aria-hidden="true">
        {ARROW[delta.trend]} {delta.text}
      </span>
      <span className="sr-only">{delta.spoken}</span>
    </span>
  );
}

interface KpiCardProps {
  id: string;
  label: string;
  /** How the figure is counted (lib/analytics/formulas.ts), on hover and for a screen reader. */
  explanation: string;
  value: string;
  delta: Delta;
  previous: string;
  /** A figure derived from this one, shown under it. */
  note?: string;
}

function KpiCard({ id, label, explanation, value, delta, previous, note }: KpiCardProps) {
  return (
    <div
      data-testid={`kpi-${id}`}
      className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-4 shadow-card"
    >
      <p className="text-[13px] font-medium text-zinc-500" title={explanation}>
        {label}
        <span className="sr-only">: {explanation}</span>
      </p>
      <p
        data-testid="kpi-value"
        className="text-[28px] font-semibold leading-tight tabular-nums tracking-tight text-zinc-900"
      >
        {value}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-500">
        <DeltaBadge delta={delta} />
        <span className="tabular-nums">from {previous}</span>
      </p>
      {note ? (
        <p data-testid="kpi-note" className="text-xs tabular-nums text-zinc-500">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** Followers, impressions, engagement, engagement rate and clicks, each with its change vs the period before. */
export function KpiCards({ overview }: { overview: Overview }) {
  const o = overview;
  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="mb-3 text-[13px] text-zinc-500">
        <span className="font-semibold text-zinc-900">Key numbers</span> · compared with{" "}
        {formatRange(o.previousPeriod.startDate, o.previousPeriod.endDate)}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <KpiCard
          id="followers"
          label="Followers"
          explanation={`${EXPLAIN.followers} ${EXPLAIN.growth}`}
          value={formatNumber(o.followers)}
          delta={percentDelta(o.followersChange)}
          previous={formatNumber(o.previous.followers)}
        />
        <KpiCard
          id="impressions"
          label="Impressions"
          explanation={EXPLAIN.impressions}
          value={formatNumber(o.impressions)}
          delta={percentDelta(o.impressionsChange)}
          previous={formatNumber(o.previous.impressions)}
        />
        <KpiCard
          id="engagement"
          label="Engagement"
          explanation={EXPLAIN.engagement}
          value={formatNumber(o.engagement)}
          delta={percentDelta(o.engagementChange)}
          previous={formatNumber(o.previous.engagement)}
        />
        <KpiCard
          id="engagement-rate"
          label="Engagement rate"
          explanation={EXPLAIN.engagementRate}
          value={formatPercent(o.engagementRate)}
          delta={pointsDelta(o.engagementRate, o.previous.engagementRate)}
          previous={formatPercent(o.previous.engagementRate)}
        />
        <KpiCard
          id="clicks"
          label="Link clicks"
          explanation={`${EXPLAIN.clicks} ${EXPLAIN.clickThroughRate}`}
          value={formatNumber(o.clicks)}
          delta={percentDelta(o.clicksChange)}
          previous={formatNumber(o.previous.clicks)}
          note={`${formatPercent(o.clickThroughRate)} click-through rate`}
        />
      </div>
    </section>
  );
}

export function KpiCardsSkeleton() {
  return (
    <section aria-label="Key numbers" role="status">
      <span className="sr-only">Loading the key numbers</span>
      <Skeleton className="mb-3 h-4 w-72" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2.5 rounded-xl border border-zinc-200 bg-white p-4 shadow-card">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
    </section>
  );
}
