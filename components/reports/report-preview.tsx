"use client";

import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/components/ui/cn";
import { useReportPreview, type PreviewInput } from "./queries";
import { plural } from "@/lib/format/plural";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const day = (d: string) => {
  const [y, m, dd] = d.split("-").map(Number);
  return `${dd} ${MONTHS[m - 1]} ${y}`;
};
const number = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

function Change({ change }: { change: number | null }) {
  if (change === null) return <span className="text-xs text-zinc-400">no earlier data</span>;
  const tone = change > 0 ? "text-emerald-700" : change < 0 ? "text-red-700" : "text-zinc-500";
  return (
    <span className={cn("text-xs font-medium tabular-nums", tone)}>
      {change > 0 ? "▲ +" : change < 0 ? "▼ " : ""}
      {number(change)}%
    </span>
  );
}

/** The builder's live preview: the figures and tables the file will carry with the settings as they are now. */
export function ReportPreview({ input, blocked }: { input: PreviewInput | null; blocked?: string }) {
  const preview = useReportPreview(input);
  const data = preview.data;
  return (
    <Card role="region" aria-label="Preview" className="lg:sticky lg:top-6">
      <CardHeader
        title="Preview"
        description={
          data
            ? `${day(data.period.startDate)} – ${day(data.period.endDate)}, compared with ${day(data.previousPeriod.startDate)} – ${day(data.previousPeriod.endDate)}`
            : "The numbers that will go into the file"
        }
      />
      <CardBody
        className={cn("flex flex-col gap-5", preview.isFetching && data ? "opacity-60 transition-opacity" : "")}
        aria-busy={preview.isFetching}
      >
        {blocked ? (
          <p className="rounded-lg bg-zinc-50 px-3 py-6 text-center text-sm text-zinc-500">{blocked}</p>
        ) : preview.isError && !data ? (
          <ErrorState error={preview.error} title="Couldn't preview this report" onRetry={() => preview.refetch()} />
        ) : !data ? (
          <div className="grid grid-cols-2 gap-3" aria-label="Loading preview">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3" aria-label="Key figures">
              {data.kpis.map((k) => (
                <li
                  key={k.metric}
                  className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-3"
                  data-testid="preview-kpi"
                >
                  <p className="text-[11px] font-medium uppercase tracking-wide text-zinc-500">{k.label}</p>
                  <p className="mt-1 text-lg font-semibold tabular-nums text-zinc-900">
                    {k.value === null ? "n/a" : `${number(k.value)}${k.unit ?? ""}`}
                  </p>
                  <Change change={k.change} />
                </li>
              ))}
            </ul>
            <div>
              <p className="text-[13px] font-medium text-zinc-800">In the file</p>
              <ul className="mt-2 divide-y divide-zinc-100 rounded-lg border border-zinc-200">
                {data.sections.map((s) => (
                  <li key={s.title} className="flex items-start justify-between gap-3 px-3 py-2 text-[13px]">
                    <span className="min-w-0">
                      <span className="font-medium text-zinc-800">{s.title}</span>
                      <span className="block truncate text-xs text-zinc-500">{s.columns.join(", ")}</span>
                    </span>
                    <span className="shrink-0 text-xs tabular-nums text-zinc-500">{plural(s.rows, "row")}</span>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}
