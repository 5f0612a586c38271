import type { DATE_PRESETS, REPORT_FORMATS, REPORT_FREQUENCIES, ReportType } from "@/lib/reports/values";

export const TYPE_LABELS: Record<ReportType, string> = {
  overview: "Overview",
  engagement: "Engagement",
  audience: "Audience growth",
  content: "Content performance",
  campaign: "Campaign",
};

export const TYPE_HINTS: Record<ReportType, string> = {
  overview: "Key figures, daily trends, networks and top posts",
  engagement: "Networks, top posts and the best times to post",
  audience: "Followers and reach per day and per network",
  content: "Top posts and the best times to post",
  campaign: "One campaign's posts across its networks",
};

export const PRESET_LABELS: Record<(typeof DATE_PRESETS)[number], string> = {
  last_7_days: "Last 7 days",
  last_30_days: "Last 30 days",
  last_90_days: "Last 90 days",
  this_month: "This month",
  last_month: "Last month",
  custom: "Custom range",
};

export const FORMAT_LABELS: Record<(typeof REPORT_FORMATS)[number], string> = {
  pdf: "PDF",
  csv: "CSV",
  xlsx: "Excel (XLSX)",
};

export const FREQUENCY_LABELS: Record<(typeof REPORT_FREQUENCIES)[number], string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** "Weekly on Monday at 09:00", "On demand". */
export function scheduleText(
  schedule: { frequency: string; dayOfWeek?: number; dayOfMonth?: number; time: string } | null,
): string {
  if (!schedule) return "On demand";
  if (schedule.frequency === "weekly") return `Weekly on ${WEEKDAYS[schedule.dayOfWeek ?? 1]} at ${schedule.time}`;
  if (schedule.frequency === "monthly")
    return `Monthly on the ${ordinal(schedule.dayOfMonth ?? 1)} at ${schedule.time}`;
  return `Daily at ${schedule.time}`;
}

const label = <K extends string>(labels: Record<K, string>, value: string) => labels[value as K] ?? value;
export const typeLabel = (value: string) => label(TYPE_LABELS, value);
export const formatLabel = (value: string) => label(FORMAT_LABELS, value);
export const presetLabel = (value: string) => label(PRESET_LABELS, value);

/** "12 Mar 2026, 09:30" in the browser's zone. */
export const dateTimeText = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
