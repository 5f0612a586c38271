"use client";

import { useId, useState, type PointerEvent } from "react";
import { ChartLegend } from "./chart-legend";
import { labelIndexes, niceTicks } from "./scale";
import { useElementWidth } from "./use-element-width";

export interface LineSeries {
  id: string;
  label: string;
  /** Any CSS colour: "#0a66c2", "var(--color-brand-600)". */
  color: string;
  /** One value per category. */
  values: number[];
}

interface LineChartProps {
  /** The x axis, in order (days, for instance). */
  categories: string[];
  series: LineSeries[];
  /** Caption of the screen-reader table of the numbers. */
  label: string;
  formatCategory?: (category: string) => string;
  formatValue?: (value: number) => string;
  /** Short tick labels (12.5K); defaults to formatValue. */
  formatTick?: (value: number) => string;
  /** Start the y axis at 0 (counts) rather than near the lowest value (running totals). */
  fromZero?: boolean;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 };
const identity = (v: string) => v;
const plain = (v: number) => v.toLocaleString("en-US");

/**
 * A line chart in SVG drawn at its real pixel width: y grid and ticks, x labels that never
 * overlap, a legend for several series, a crosshair with a tooltip of every series' value on
 * hover, and the numbers as a table for screen readers. One series gets a soft area fill.
 */
export function LineChart({
  categories,
  series,
  label,
  formatCategory = identity,
  formatValue = plain,
  formatTick = formatValue,
  fromZero = false,
  height = 240,
}: LineChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const gradientId = useId();

  const ticks = niceTicks(
    series.flatMap((s) => s.values),
    { fromZero },
  );
  const yMin = ticks[0];
  const yMax = ticks.at(-1)!;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const step = categories.length > 1 ? plotWidth / (categories.length - 1) : 0;
  const x = (i: number) => MARGIN.left + (categories.length > 1 ? i * step : plotWidth / 2);
  const y = (v: number) => MARGIN.top + plotHeight - ((v - yMin) / (yMax - yMin || 1)) * plotHeight;
  const shownLabels = labelIndexes(categories.length, Math.floor(plotWidth / 84));

  const path = (values: number[]) =>
    values.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join("");
  const single = series.length === 1 ? series[0] : null;

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const left = e.clientX - e.currentTarget.getBoundingClientRect().left - MARGIN.left;
    const i = step ? Math.round(left / step) : 0;
    setHover(Math.min(categories.length - 1, Math.max(0, i)));
  }

  const tooltipLeft = hover === null ? 0 : Math.min(Math.max(x(hover), 80), width - 80);

  return (
    <figure className="w-full">
      {series.length > 1 ? (
        <ChartLegend className="mb-3" items={series.map((s) => ({ id: s.id, label: s.label, color: s.color }))} />
      ) : null}
      <div ref={ref} className="relative w-full" style={{ height }}>
        {width > 0 ? (
          <svg
            width={width}
            height={height}
            className="block touch-pan-y select-none"
            aria-hidden="true"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          >
            {single ? (
              <defs>
                <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" stopColor={single.color} stopOpacity={0.18} />
                  <stop offset="100%" stopColor={single.color} stopOpacity={0} />
                </linearGradient>
              </defs>
            ) : null}
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y(t)}
                  y2={y(t)}
                  className={t === yMin ? "stroke-zinc-300" : "stroke-zinc-200"}
                  strokeDasharray={t === yMin ? undefined : "3 4"}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(t)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-zinc-400 text-[11px] tabular-nums"
                >
                  {formatTick(t)}
                </text>
              </g>
            ))}
            {shownLabels.map((i) => (
              <text
                key={categories[i]}
                x={x(i)}
                y={height - 8}
                textAnchor={i === categories.length - 1 && categories.length > 1 ? "end" : i === 0 ? "start" : "middle"}
                className="fill-zinc-400 text-[11px]"
              >
                {formatCategory(categories[i])}
              </text>
            ))}
            {single && categories.length > 1 ? (
              <path
                d={`${path(single.values)}L${x(categories.length - 1)},${y(yMin)}L${x(0)},${y(yMin)}Z`}
                fill={`url(#${gradientId})`}
              />
            ) : null}
            {series.map((s) => (
              <path
                key={s.id}
                d={path(s.values)}
                fill="none"
                stroke={s.color}
                strokeWidth={2}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            ))}
            {categories.length === 1
              ? series.map((s) => <circle key={s.id} cx={x(0)} cy={y(s.values[0])} r={4} fill={s.color} />)
              : null}
            {hover !== null ? (
              <g>
                <line
                  x1={x(hover)}
                  x2={x(hover)}
                  y1={MARGIN.top}
                  y2={MARGIN.top + plotHeight}
                  className="stroke-zinc-300"
                />
                {series.map((s) => (
                  <circle
                    key={s.id}
                    cx={x(hover)}
                    cy={y(s.values[hover])}
                    r={4}
                    fill="white"
                    stroke={s.color}
                    strokeWidth={2}
                  />
                ))}
              </g>
            ) : null}
          </svg>
        ) : null}
        {hover !== null ? (
          <div
            role="tooltip"
            className="pointer-events-none absolute top-0 z-10 min-w-36 -translate-x-1/2 rounded-lg border border-zinc-200 bg-white/95 px-3 py-2 text-xs shadow-lg backdrop-blur"
            style={{ left: tooltipLeft }}
          >
            <p className="mb-1 font-medium text-zinc-900">{formatCategory(categories[hover])}</p>
            {series.map((s) => (
              <p key={s.id} className="flex items-center justify-between gap-4 text-zinc-600">
                <span className="inline-flex items-center gap-1.5">
                  <span className="size-2 rounded-full" style={{ backgroundColor: s.color }} />
                  {s.label}
                </span>
                <span className="font-medium tabular-nums text-zinc-900">{formatValue(s.values[hover])}</span>
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((s) => (
                <th key={s.id} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={c}>
                <th scope="row">{formatCategory(c)}</th>
                {series.map((s) => (
                  <td key={s.id}>{formatValue(s.values[i])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
