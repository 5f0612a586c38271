import type { ReactNode } from "react";

export interface DonutSegment {
  id: string;
  label: string;
  value: number;
  color: string;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Shares of a whole as a ring with the total in the middle and a legend of each part's value and
 * share; each arc's title names its value on hover. The legend carries the numbers, so screen
 * readers read those and skip the drawing.
 */
export function DonutChart({
  segments,
  center,
  centerLabel,
  formatValue = (v) => v.toLocaleString("en-US"),
}: {
  segments: DonutSegment[];
  center: ReactNode;
  centerLabel: ReactNode;
  formatValue?: (value: number) => string;
}) {
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  const share = (v: number) => (total > 0 ? Math.round((v / total) * 1000) / 10 : 0);
  let offset = 0;
  return (
    <figure className="flex flex-col items-center gap-5 sm:flex-row sm:items-center sm:gap-8">
      <div className="relative size-40 shrink-0">
        <svg viewBox="0 0 128 128" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="64" cy="64" r={RADIUS} fill="none" strokeWidth="14" className="stroke-zinc-100" />
          {segments.map((s) => {
            const length = total > 0 ? (s.value / total) * CIRCUMFERENCE : 0;
            const arc = (
              <circle
                key={s.id}
                cx="64"
                cy="64"
                r={RADIUS}
                fill="none"
                stroke={s.color}
                strokeWidth="14"
                strokeDasharray={`${Math.max(0, length - (segments.length > 1 && length > 2 ? 1.5 : 0))} ${CIRCUMFERENCE}`}
                strokeDashoffset={-offset}
              >
                <title>{`${s.label}: ${formatValue(s.value)} (${share(s.value)}%)`}</title>
              </circle>
            );
            offset += length;
            return arc;
          })}
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className="text-xl font-semibold tabular-nums tracking-tight text-zinc-900">{center}</span>
          <span className="text-[11px] text-zinc-500">{centerLabel}</span>
        </div>
      </div>
      <ul className="flex w-full flex-col gap-2.5 sm:w-auto sm:min-w-56">
        {segments.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-6 text-[13px]">
            <span className="inline-flex items-center gap-2 text-zinc-600">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: s.color }} />
              {s.label}
            </span>
            <span className="tabular-nums">
              <span className="font-medium text-zinc-900">{formatValue(s.value)}</span>
              <span className="inline-block w-14 text-right text-zinc-400">{share(s.value)}%</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
