import { z } from "zod";
import { dayInput } from "@/lib/analytics/contracts";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { idParams, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import { platformInput } from "@/lib/content/contracts/shared";
import {
  DATE_PRESETS,
  DEFAULT_METRICS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_METRICS,
  REPORT_TYPES,
} from "../values";
import { TAG } from "./shared";

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(values, { message: `must be one of ${values.join(", ")}` }),
  );
/** Metrics keep their camelCase (engagementRate): matched exactly. */
const metric = z.enum(REPORT_METRICS, { message: `must be one of ${REPORT_METRICS.join(", ")}` });

export const DateRange = z
  .object({ preset: oneOf(DATE_PRESETS), startDate: dayInput.optional(), endDate: dayInput.optional() })
  .refine((r) => r.preset !== "custom" || (r.startDate && r.endDate), {
    path: ["startDate"],
    message: "custom needs startDate and endDate",
    when: fieldsParsed("preset", "startDate", "endDate"),
  })
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    path: ["endDate"],
    message: "must not be before startDate",
    when: fieldsParsed("startDate", "endDate"),
  });

export const Schedule = z
  .object({
    frequency: oneOf(REPORT_FREQUENCIES),
    dayOfWeek: z.number().int().min(0, "must be 0 (Sunday) to 6").max(6, "must be 0 (Sunday) to 6").optional(),
    dayOfMonth: z.number().int().min(1, "must be 1 to 28").max(28, "must be 1 to 28").optional(),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM (24 hours)"),
  })
  .refine((s) => s.frequency !== "weekly" || s.dayOfWeek !== undefined, {
    path: ["dayOfWeek"],
    message: "weekly needs dayOfWeek",
    when: fieldsParsed("frequency", "dayOfWeek"),
  })
  .refine((s) => s.frequency !== "monthly" || s.dayOfMonth !== undefined, {
    path: ["dayOfMonth"],
    message: "monthly needs dayOfMonth",
    when: fieldsParsed("frequency", "dayOfMonth"),
  });

const fields = {
  name: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
  reportType: oneOf(REPORT_TYPES),
  dateRange: DateRange,
  platforms: z.array(platformInput).max(10),
  socialAccountIds: z
    .array(uuid)
    .max(50)
    .describe("Connected accounts of the company; the report counts only these (empty: every account)"),
  campaignId: uuid
    .nullable()
    .describe(
      "A campaign of the company: the report counts its posts only (null: every post). Followers and reach stay account-wide",
    ),
  metrics: z.array(metric).min(1, "must name at least one metric").max(REPORT_METRICS.length),
  schedule: Schedule.nullable().describe("null: generated on demand only. Runs at `time` in the company's time zone"),
  recipients: z
    .array(
      z
        .email({ message: "must be an e-mail address" })
        .max(320)
        .transform((e) => e.toLowerCase()),
    )
    .max(50, "must name at most 50 recipients"),
  format: oneOf(REPORT_FORMATS),
  isActive: z.boolean(),
};

export const CreateReportBody = z.object({
  name: fields.name,
  reportType: fields.reportType,
  dateRange: fields.dateRange.default({ preset: "last_30_days" }),
  platforms: fields.platforms.default([]),
  socialAccountIds: fields.socialAccountIds.default([]),
  metrics: fields.metrics.default([...DEFAULT_METRICS]),
  campaignId: fields.campaignId.default(null),
  schedule: fields.schedule.default(null),
  recipients: fields.recipients.default([]),
  format: fields.format.default("pdf"),
  isActive: fields.isActive.default(true),
});
export type CreateReportBody = z.output<typeof CreateReportBody>;

export const UpdateReportBody = z.object(
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  },
);
export type UpdateReportBody = z.output<typeof UpdateReportBody>;

export const ReportDTO = z.object({
  id: uuid,
  name: z.string(),
  reportType: z.string(),
  dateRange: z.object({ preset: z.string(), startDate: z.string().optional(), endDate: z.string().optional() }),
  platforms: z.array(z.string()),
  socialAccountIds: z.array(z.string()),
  metrics: z.array(z.string()),
  campaignId: z.string().nullable(),
  schedule: z
    .object({
      frequency: z.string(),
      dayOfWeek: z.number().optional(),
      dayOfMonth: z.number().optional(),
      time: z.string(),
    })
    .nullable(),
  recipients: z.array(z.string()),
  format: z.string(),
  isActive: z.boolean(),
  nextRunAt: timestamp.nullable(),
  lastGeneratedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReportDTO = z.input<typeof ReportDTO>;

const VALUES_NOTE = `reportType: ${REPORT_TYPES.join(", ")}. dateRange.preset: ${DATE_PRESETS.join(", ")} (custom adds startDate and endDate, days YYYY-MM-DD). metrics: ${REPORT_METRICS.join(", ")}. schedule.frequency: ${REPORT_FREQUENCIES.join(", ")} (weekly needs dayOfWeek 0-6 from Sunday, monthly dayOfMonth 1-28), time HH:MM in the company's time zone. format: ${REPORT_FORMATS.join(", ")}.`;

export const listReports = contract({
  method: "GET",
  path: "/api/reports",
  tag: TAG,
  summary: "The company's saved reports, newest first",
  description: "status: active or inactive (default: both). Deleted reports are left out.",
  permission: "analytics:view",
  query: z.object({
    status: oneOf(["active", "inactive"] as const).optional(),
    limit: queryInt(1, 100, 50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: z.array(ReportDTO),
});

export const createReport = contract({
  method: "POST",
  path: "/api/reports",
  tag: TAG,
  summary: "Save a report configuration",
  description: `${VALUES_NOTE} socialAccountIds and campaignId must be the company's (404 otherwise). The files carry the chosen metrics only, over the chosen networks, accounts and campaign.`,
  permission: "reports:manage",
  status: 201,
  body: CreateReportBody,
  response: ReportDTO,
  errors: [404],
});

export const getReport = contract({
  method: "GET",
  path: "/api/reports/:id",
  tag: TAG,
  summary: "One saved report",
  permission: "analytics:view",
  params: idParams,
  response: ReportDTO,
  errors: [404],
});

export const updateReport = contract({
  method: "PUT",
  path: "/api/reports/:id",
  tag: TAG,
  summary: "Change a saved report (any of its fields)",
  description: VALUES_NOTE,
  permission: "reports:manage",
  params: idParams,
  body: UpdateReportBody,
  response: ReportDTO,
  errors: [404],
});

export const deleteReport = contract({
  method: "DELETE",
  path: "/api/reports/:id",
  tag: TAG,
  summary: "Delete a saved report (soft: it stops running and leaves every list)",
  permission: "reports:manage",
  params: idParams,
  response: z.object({ success: z.literal(true), id: uuid }),
  errors: [404],
});
