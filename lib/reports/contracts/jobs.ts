import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { TAG } from "./shared";

export const generateReport = contract({
  method: "POST",
  path: "/api/reports/:id/generate",
  tag: TAG,
  summary: "Make the report's file now, in the background",
  description:
    "Answers 202 at once; follow the job at GET /api/reports/jobs/:jobId. The range is the report's dateRange counted from today in the company's time zone.",
  permission: "reports:manage",
  status: 202,
  params: idParams,
  response: z.object({ jobId: uuid, status: z.literal("processing"), estimatedCompletion: timestamp }),
  errors: [404],
});

export const ReportJobDTO = z.object({
  jobId: uuid,
  reportId: uuid,
  status: z.enum(["processing", "completed", "failed"]),
  error: z.string().nullable().describe("Why it failed, in plain words"),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  downloadUrl: z.string().nullable().describe("Once completed: the file, with Content-Disposition attachment"),
});

export const getReportJob = contract({
  method: "GET",
  path: "/api/reports/jobs/:jobId",
  tag: TAG,
  summary: "A report generation: its status and, once completed, where to download the file",
  permission: "analytics:view",
  params: z.object({ jobId: uuid }),
  response: ReportJobDTO,
  errors: [404],
});

export const downloadReportJob = contract({
  method: "GET",
  path: "/api/reports/jobs/:jobId/download",
  tag: TAG,
  summary: "The file a completed report job made (attachment)",
  description: "404 while the job is processing or when it failed.",
  permission: "analytics:view",
  params: z.object({ jobId: uuid }),
  produces: "application/pdf, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  errors: [404],
});
