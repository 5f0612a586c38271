/** The colour steps of the best-times heatmap, lightest first; an empty slot has its own grey. */
export const HEATMAP_STEPS = [
  "bg-brand-100",
  "bg-brand-200",
  "bg-brand-300",
  "bg-brand-400",
  "bg-brand-500",
  "bg-brand-700",
] as const;
export const HEATMAP_EMPTY = "bg-zinc-100";

/** Day labels of the API's keys "0".."6" (0 is Sunday). */
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface HeatmapScale {
  max: number;
  /** Index into HEATMAP_STEPS; -1 for a slot without engagement. */
  step(value: number): number;
  /** The lowest value of each step, for the legend. */
  thresholds: number[];
}

/**
 * Equal-width steps from 0 to the busiest slot: a value v > 0 falls in step ceil(v / max × n) - 1,
 * so the busiest slot always gets the darkest colour and any engagement at all is never grey.
 */
export function heatmapScale(values: readonly number[]): HeatmapScale {
  const max = Math.max(0, ...values);
  const n = HEATMAP_STEPS.length;
  return {
    max,
    step: (value) => (value > 0 && max > 0 ? Math.min(n - 1, Math.max(0, Math.ceil((value / max) * n) - 1)) : -1),
    thresholds: Array.from({ length: n }, (_, i) => (max * i) / n),
  };
}

/** "17:00" */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** "Tuesday 17:00–18:00" */
export function slotLabel(day: number, hour: number): string {
  return `${WEEKDAY_NAMES[day]} ${hourLabel(hour)}–${hourLabel((hour + 1) % 24)}`;
}

/** The API's heatmap as rows Sunday..Saturday of 24 numbers (a missing day is all zeros). */
export function heatmapRows(heatmap: Partial<Record<string, number[]>>): number[][] {
  return WEEKDAYS.map((_, day) => Array.from({ length: 24 }, (_, hour) => heatmap[String(day)]?.[hour] ?? 0));
}
