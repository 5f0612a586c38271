import type { ReactNode } from "react";
import { Card, CardHeader } from "./card";
import { cn } from "./cn";

export interface ChartPoint {
  label: string;
  value: number;
}

interface ChartContainerProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function ChartContainer({ title, description, actions, children, className }: ChartContainerProps) {
  return (
    <Card className={className}>
      <CardHeader title={title} description={description} actions={actions} />
      <div className="px-5 pb-4 pt-5">{children}</div>
    </Card>
  );
}

/**
 * The numbers behind a chart, for screen readers. The wrapper is what hides it: a table ignores
 * sr-only's 1px width and would widen a phone page.
 */
function DataTable({ data, label }: { data: ChartPoint[]; label: string }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{label}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{d.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The axis's top: a round number whose half, the middle line's label, is whole too (0, 5, 10; not 0, 5, 9). */
export function niceMax(values: number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const top = Math.ceil(max / magnitude) * magnitude;
  return top % 2 ? top + magnitude : top;
}

/**
 * Which labels of a long series fit: about 5 on a phone, 7 on a tablet, 14 on a wide screen, counted
 * back from the latest so it always shows and the spacing stays even. Labels are never cut short.
 */
function labelVisibility(i: number, count: number): string {
  const shownEvery = (labels: number) => (count - 1 - i) % Math.ceil(count / labels) === 0;
  return cn(
    shownEvery(5) ? "block" : "hidden",
    shownEvery(7) ? "sm:block" : "sm:hidden",
    shownEvery(14) ? "xl:block" : "xl:hidden",
  );
}

export function BarChart({
  data,
  label,
  height = 180,
  className,
}: {
  data: ChartPoint[];
  label: string;
  height?: number;
  className?: string;
}) {
  const max = niceMax(data.map((d) => d.value));
  return (
    <figure className={cn("w-full", className)}>
      <div className="relative" style={{ height }} aria-hidden="true">
        {[0, 0.5, 1].map((f) => (
          <div
            key={f}
            className="absolute inset-x-0 border-t border-dashed border-zinc-200"
            style={{ bottom: `${f * 100}%` }}
          >
            <span className="absolute -top-2 left-0 bg-white pr-1 text-[10px] tabular-nums text-zinc-400">
              {Math.round(max * f)}
            </span>
          </div>
        ))}
        <div className="absolute inset-0 left-6 flex items-end gap-[3px] sm:gap-1.5">
          {data.map((d) => (
            <div key={d.label} className="group relative flex h-full flex-1 items-end">
              <div
                className="w-full rounded-t-[4px] bg-brand-500/85 transition-colors group-hover:bg-brand-600"
                style={{ height: `${(d.value / max) * 100}%`, minHeight: d.value > 0 ? 3 : 0 }}
              />
              <span className="pointer-events-none absolute -top-7 left-1/2 hidden -translate-x-1/2 whitespace-nowrap rounded-md bg-zinc-900 px-1.5 py-0.5 text-[11px] text-white group-hover:block">
                {d.label}: {d.value}
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="ml-6 mt-2 flex gap-[3px] sm:gap-1.5" aria-hidden="true">
        {data.map((d, i) =>
          data.length <= 7 ? (
            // A few categories: every label, wrapped under its bar.
            <span
              key={d.label}
              className="flex-1 text-center text-[10px] leading-tight text-zinc-400 [overflow-wrap:anywhere]"
            >
              {d.label}
            </span>
          ) : (
            <span key={d.label} className="relative h-3.5 flex-1">
              <span
                className={cn(
                  "absolute left-1/2 -translate-x-1/2 whitespace-nowrap text-[10px] leading-none text-zinc-400",
                  labelVisibility(i, data.length),
                )}
              >
                {d.label}
              </span>
            </span>
          ),
        )}
      </div>
      <DataTable data={data} label={label} />
    </figure>
  );
}
