"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { HEATMAP_EMPTY, HEATMAP_STEPS, heatmapScale, hourLabel, slotLabel, WEEKDAYS } from "./heatmap-scale";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * A 7×24 grid of values (rows Sunday..Saturday, columns hours 0..23), coloured on an equal-step
 * scale with its legend. Each cell's title names its slot and value, and hovering writes the same
 * under the grid; the values are also a table for screen readers.
 */
export function Heatmap({
  rows,
  formatValue,
  unit,
  label,
}: {
  rows: number[][];
  formatValue: (value: number) => string;
  unit: string;
  label: string;
}) {
  const scale = heatmapScale(rows.flat());
  const [hover, setHover] = useState<{ day: number; hour: number } | null>(null);
  const describe = (day: number, hour: number) => `${slotLabel(day, hour)}: ${formatValue(rows[day][hour])} ${unit}`;

  return (
    <figure className="w-full">
      <div
        className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-[2px] sm:gap-[3px]"
        aria-hidden="true"
        onPointerLeave={() => setHover(null)}
      >
        <span />
        {HOURS.map((h) => (
          <span key={h} className="relative h-4 text-[10px] leading-none text-zinc-400">
            {h % 3 === 0 ? (
              <span className={cn("absolute left-0 top-0 whitespace-nowrap", h % 6 !== 0 && "hidden sm:inline")}>
                {hourLabel(h).slice(0, 2)}
              </span>
            ) : null}
          </span>
        ))}
        {WEEKDAYS.map((dayName, day) => (
          <Row key={dayName} dayName={dayName}>
            {HOURS.map((hour) => {
              const step = scale.step(rows[day][hour]);
              const active = hover?.day === day && hover.hour === hour;
              return (
                <span
                  key={hour}
                  title={describe(day, hour)}
                  data-value={rows[day][hour]}
                  onPointerEnter={() => setHover({ day, hour })}
                  className={cn(
                    "h-5 rounded-[3px] transition-shadow sm:h-7 sm:rounded-[4px]",
                    step < 0 ? HEATMAP_EMPTY : HEATMAP_STEPS[step],
                    active && "ring-2 ring-zinc-900 ring-offset-1",
                  )}
                />
              );
            })}
          </Row>
        ))}
      </div>
      <div className="mt-4 flex flex-col gap-3 text-xs text-zinc-500 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-h-4 tabular-nums" aria-live="polite">
          {hover ? (
            <span className="font-medium text-zinc-800">{describe(hover.day, hover.hour)}</span>
          ) : (
            "Hover a cell for its average."
          )}
        </p>
        <div className="flex items-center gap-2">
          <span>0</span>
          <span className={cn("h-3 w-5 rounded-[3px]", HEATMAP_EMPTY)} title="No posts or no engagement" />
          {HEATMAP_STEPS.map((cls, i) => (
            <span
              key={cls}
              className={cn("h-3 w-5 rounded-[3px]", cls)}
              title={`From ${formatValue(scale.thresholds[i])} ${unit}`}
            />
          ))}
          <span className="tabular-nums">{formatValue(scale.max)}</span>
        </div>
      </div>
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {HOURS.map((h) => (
                <th key={h} scope="col">
                  {hourLabel(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((dayName, day) => (
              <tr key={dayName}>
                <th scope="row">{dayName}</th>
                {HOURS.map((h) => (
                  <td key={h}>{formatValue(rows[day][h])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Row({ dayName, children }: { dayName: string; children: ReactNode }) {
  return (
    <>
      <span className="flex items-center text-[11px] font-medium text-zinc-500">{dayName}</span>
      {children}
    </>
  );
}
