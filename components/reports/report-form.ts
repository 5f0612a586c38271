import {
  DEFAULT_METRICS,
  type DATE_PRESETS,
  type REPORT_FORMATS,
  type REPORT_FREQUENCIES,
  type ReportMetric,
  type ReportType,
} from "@/lib/reports/values";
import type { PreviewInput, Report, ReportInput } from "./queries";

/** The builder's fields as the form holds them (recipients as typed, schedule off as ""). */
export interface ReportForm {
  name: string;
  reportType: ReportType;
  preset: (typeof DATE_PRESETS)[number];
  startDate: string;
  endDate: string;
  metrics: ReportMetric[];
  socialAccountIds: string[];
  campaignId: string;
  frequency: "" | (typeof REPORT_FREQUENCIES)[number];
  dayOfWeek: number;
  dayOfMonth: number;
  time: string;
  recipients: string;
  format: (typeof REPORT_FORMATS)[number];
  isActive: boolean;
}

export const EMPTY_FORM: ReportForm = {
  name: "",
  reportType: "overview",
  preset: "last_30_days",
  startDate: "",
  endDate: "",
  metrics: [...DEFAULT_METRICS],
  socialAccountIds: [],
  campaignId: "",
  frequency: "",
  dayOfWeek: 1,
  dayOfMonth: 1,
  time: "09:00",
  recipients: "",
  format: "pdf",
  isActive: true,
};

export function formOf(r: Report): ReportForm {
  return {
    name: r.name,
    reportType: r.reportType as ReportType,
    preset: r.dateRange.preset as ReportForm["preset"],
    startDate: r.dateRange.startDate ?? "",
    endDate: r.dateRange.endDate ?? "",
    metrics: r.metrics as ReportMetric[],
    socialAccountIds: r.socialAccountIds,
    campaignId: r.campaignId ?? "",
    frequency: (r.schedule?.frequency ?? "") as ReportForm["frequency"],
    dayOfWeek: r.schedule?.dayOfWeek ?? 1,
    dayOfMonth: r.schedule?.dayOfMonth ?? 1,
    time: r.schedule?.time ?? "09:00",
    recipients: r.recipients.join(", "),
    format: r.format as ReportForm["format"],
    isActive: r.isActive,
  };
}

export const recipientList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The recipients that are not e-mail addresses, as typed. */
export const badRecipients = (text: string) => recipientList(text).filter((e) => !EMAIL.test(e));

const dateRange = (f: ReportForm) =>
  f.preset === "custom" ? { preset: f.preset, startDate: f.startDate, endDate: f.endDate } : { preset: f.preset };

export function bodyOf(f: ReportForm): ReportInput {
  return {
    name: f.name,
    reportType: f.reportType,
    dateRange: dateRange(f),
    platforms: [],
    socialAccountIds: f.socialAccountIds,
    campaignId: f.campaignId || null,
    metrics: f.metrics,
    schedule: f.frequency
      ? {
          frequency: f.frequency,
          time: f.time,
          ...(f.frequency === "weekly" ? { dayOfWeek: f.dayOfWeek } : {}),
          ...(f.frequency === "monthly" ? { dayOfMonth: f.dayOfMonth } : {}),
        }
      : null,
    recipients: recipientList(f.recipients),
    format: f.format,
    isActive: f.isActive,
  };
}

/** What the preview asks for, or why it cannot ask yet. */
export function previewOf(f: ReportForm): { input: PreviewInput | null; blocked?: string } {
  if (f.metrics.length === 0) return { input: null, blocked: "Choose at least one metric to see its numbers." };
  if (f.preset === "custom" && (!f.startDate || !f.endDate || f.startDate > f.endDate))
    return { input: null, blocked: "Choose a start and an end date (the end not before the start)." };
  return {
    input: {
      reportType: f.reportType,
      dateRange: dateRange(f),
      socialAccountIds: f.socialAccountIds,
      campaignId: f.campaignId || null,
      metrics: f.metrics,
    },
  };
}
