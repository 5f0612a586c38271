const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 12,480 (every digit: what the KPI cards show). */
export const formatNumber = (n: number) => whole.format(n);
/** 12.5K (axis ticks, bar labels). */
export const formatCompact = (n: number) => compact.format(n);
/** 3.42%, or n/a for a rate that cannot be told (lib/analytics/formulas.ts). */
export const formatPercent = (n: number | null) => (n === null ? "n/a" : `${twoDecimals.format(n)}%`);

export type Trend = "up" | "down" | "flat" | "none";

export interface Delta {
  trend: Trend;
  /** The size of the change, shown next to the trend's arrow: "12.5%", "3.1 pts", "0%", or "New" when there was nothing to compare with. */
  text: string;
  /** The same for a screen reader: "up 12.5% vs the previous period". */
  spoken: string;
}

/** A percent change (the API's xChange: null without a previous period to compare with). */
export function percentDelta(change: number | null): Delta {
  if (change === null) return { trend: "none", text: "New", spoken: "no previous period to compare with" };
  if (change === 0) return { trend: "flat", text: "0%", spoken: "unchanged vs the previous period" };
  const size = `${twoDecimals.format(Math.abs(change))}%`;
  return change > 0
    ? { trend: "up", text: size, spoken: `up ${size} vs the previous period` }
    : { trend: "down", text: size, spoken: `down ${size} vs the previous period` };
}

/** A change of a rate in percentage points (engagement rate now vs before). */
export function pointsDelta(current: number | null, previous: number | null): Delta {
  if (current === null || previous === null) return { trend: "none", text: "n/a", spoken: "no rate to compare with" };
  const diff = Math.round((current - previous) * 100) / 100;
  if (diff === 0) return { trend: "flat", text: "0 pts", spoken: "unchanged vs the previous period" };
  const size = `${twoDecimals.format(Math.abs(diff))} pts`;
  return diff > 0
    ? { trend: "up", text: size, spoken: `up ${size} vs the previous period` }
    : { trend: "down", text: size, spoken: `down ${size} vs the previous period` };
}
