import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { dayInput } from "@/lib/analytics/contracts";
import { fieldsParsed } from "@/lib/api/cross-field";
import { uuid } from "@/lib/api/schemas";
import { platformInput } from "@/lib/content/contracts/shared";
import { DEFAULT_METRICS, REPORT_FORMATS, REPORT_METRICS, REPORT_TYPES } from "../values";
import { TAG } from "./shared";

const commaList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .preprocess(
      (v) =>
        typeof v === "string"
          ? v
              .split(",")
              .map((s) => s.trim())
              .filter((s) => s !== "")
          : v,
      z.array(item).max(max),
    )
    .optional();

const lowerEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(values, { message: `must be one of ${values.join(", ")}` }),
  );

export const ExportQuery = z
  .object({
    type: lowerEnum(REPORT_TYPES).default("overview"),
    format: lowerEnum(REPORT_FORMATS).default("pdf"),
    startDate: dayInput.optional(),
    endDate: dayInput.optional(),
    platforms: z
      .preprocess(
        (v) => (typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : v),
        z.array(platformInput).max(10),
      )
      .optional()
      .describe("Comma-separated networks; default: all"),
    socialAccountIds: commaList(uuid, 50).describe("Comma-separated account ids; default: every account"),
    campaignId: uuid.optional().describe("Only this campaign's posts"),
    metrics: commaList(
      z.enum(REPORT_METRICS, { message: `must be one of ${REPORT_METRICS.join(", ")}` }),
      REPORT_METRICS.length,
    ).describe(`Comma-separated; default: ${DEFAULT_METRICS.join(", ")}`),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ["endDate"],
    message: "must not be before startDate",
    when: fieldsParsed("startDate", "endDate"),
  });
export type ExportQuery = z.output<typeof ExportQuery>;

export const exportReport = contract({
  method: "GET",
  path: "/api/reports/export",
  tag: TAG,
  summary: "Download a report file now (PDF, CSV or XLSX); nothing is saved",
  description: [
    "The file is answered with Content-Disposition: attachment. Numbers come from the analytics store, as in /api/analytics/* (same formulas: engagement = likes + comments + shares + saves; engagementRate = engagement / impressions × 100 over posts that report impressions).",
    "pdf: a cover in the brand profile's colours, key figures with the change vs the previous period, follower and engagement charts, one table per section. xlsx: a Summary sheet and one sheet per section with typed cells (numbers, dates). csv: each section's title, header row and rows, separated by a blank line.",
    "type: overview, engagement, audience, content, campaign (which sections the file carries). Default range: the 30 days ending today in the company's time zone. socialAccountIds and campaignId must be the company's (404 otherwise).",
  ].join(" "),
  permission: "analytics:view",
  query: ExportQuery,
  produces: "application/pdf, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  errors: [404],
});
