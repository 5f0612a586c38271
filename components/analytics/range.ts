import { SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/content/platforms";

/** The dashboard's filters, mirrored in the URL: ?range=7d|30d|90d, or ?start=YYYY-MM-DD&end=YYYY-MM-DD, and &platform=. */
export const RANGE_PRESETS = [
  { id: "7d", days: 7, label: "7 days" },
  { id: "30d", days: 30, label: "30 days" },
  { id: "90d", days: 90, label: "90 days" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"];
export const DEFAULT_PRESET: RangePreset = "30d";

export interface AnalyticsFilters {
  /** "custom" when the URL names its own start and end. */
  preset: RangePreset | "custom";
  startDate: string;
  endDate: string;
  platform: SocialPlatform | "";
}

/** Same limit as the API (MAX_RANGE_DAYS): two years and a day. */
const MAX_DAYS = 732;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day it is at `now` in the zone, YYYY-MM-DD. */
export function todayInZone(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Inclusive number of days from start to end. */
export function dayCount(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

const isDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The last `days` days ending today in the company's zone. */
export function presetRange(preset: RangePreset, timeZone: string, now: Date): { startDate: string; endDate: string } {
  const days = RANGE_PRESETS.find((p) => p.id === preset)!.days;
  const endDate = todayInZone(now, timeZone);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}

/** Why a custom range cannot be asked for, in words; null when it can. */
export function customRangeError(startDate: string, endDate: string): string | null {
  if (!isDay(startDate) || !isDay(endDate)) return "Pick a start and an end date.";
  if (endDate < startDate) return "The end date is before the start date.";
  if (dayCount(startDate, endDate) > MAX_DAYS) return "Pick at most two years.";
  return null;
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** Filters from the page URL; anything unusable falls back to the last 30 days and every network. */
export function filtersFromSearchParams(params: SearchParams, timeZone: string, now: Date): AnalyticsFilters {
  const platformParam = first(params.platform).toLowerCase();
  const platform = (SOCIAL_PLATFORMS as readonly string[]).includes(platformParam)
    ? (platformParam as SocialPlatform)
    : "";
  const start = first(params.start);
  const end = first(params.end);
  if (start && end && !customRangeError(start, end))
    return { preset: "custom", startDate: start, endDate: end, platform };
  const range = first(params.range);
  const preset = RANGE_PRESETS.some((p) => p.id === range) ? (range as RangePreset) : DEFAULT_PRESET;
  return { preset, ...presetRange(preset, timeZone, now), platform };
}

/** The query string of the filters (the default range and "all networks" are left out). */
export function filtersToSearch(f: AnalyticsFilters): string {
  const s = new URLSearchParams();
  if (f.preset === "custom") {
    s.set("start", f.startDate);
    s.set("end", f.endDate);
  } else if (f.preset !== DEFAULT_PRESET) s.set("range", f.preset);
  if (f.platform) s.set("platform", f.platform);
  const query = s.toString();
  return query ? `?${query}` : "";
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayYearFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mar 1 – Mar 30, 2026" (a day is a calendar date, so formatted as UTC to stay that date). */
export function formatRange(startDate: string, endDate: string): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  return `${(sameYear ? dayFormat : dayYearFormat).format(start)} – ${dayYearFormat.format(end)}`;
}

/** "Mar 1" for a YYYY-MM-DD day. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
