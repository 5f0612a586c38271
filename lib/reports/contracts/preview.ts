import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { CreateReportBody } from "./reports";
import { TAG } from "./shared";

export const PreviewReportBody = CreateReportBody.pick({
  reportType: true,
  dateRange: true,
  platforms: true,
  socialAccountIds: true,
  campaignId: true,
  metrics: true,
});
export type PreviewReportBody = z.output<typeof PreviewReportBody>;

export const ReportPreviewDTO = z.object({
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  previousPeriod: z.object({ startDate: z.string(), endDate: z.string() }),
  kpis: z.array(
    z.object({
      metric: z.string(),
      label: z.string(),
      value: z.number().nullable().describe("null: a rate that cannot be told (no impressions), shown n/a"),
      previous: z.number().nullable(),
      unit: z.literal("%").optional(),
      change: z.number().nullable(),
    }),
  ),
  sections: z.array(
    z.object({
      title: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().describe("How many rows the file's table will have"),
    }),
  ),
});

export const previewReport = contract({
  method: "POST",
  path: "/api/reports/preview",
  tag: TAG,
  summary: "The figures a report with these settings would carry, without making a file",
  description:
    "The same numbers as the file of a report saved with these settings (range counted from today in the company's time zone): its key figures with the change vs the previous period and the tables it would hold.",
  permission: "analytics:view",
  body: PreviewReportBody,
  response: ReportPreviewDTO,
  errors: [404],
});
