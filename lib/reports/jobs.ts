import { reportJobRequested } from "@/lib/jobs/events";
import { enqueue } from "@/lib/jobs/enqueue";
import { templatedMail } from "@/lib/admin/templated-mail";
import { notFound } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/integrations/email/mailer";
import { logger } from "@/lib/logger";
import { membersWith, notifyMembers } from "@/lib/notifications/notifications";
import { reportRange } from "./date-presets";
import { fileResponse, reportFileName } from "./export-report";
import { buildReportData } from "./report-data";
import { renderReport } from "./render";
import { findReportRow } from "./reports";
import { CONTENT_TYPES, type ReportFormat, type ReportMetric, type ReportType } from "./values";

/** What a client is told to expect; most reports take a few seconds. */
const ESTIMATE_MS = 60_000;

type JobRow = {
  id: string;
  reportId: string;
  status: string;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

export function jobDTO(job: JobRow) {
  return {
    jobId: job.id,
    reportId: job.reportId,
    status: job.status as "processing" | "completed" | "failed",
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    downloadUrl: job.status === "completed" ? `/api/reports/jobs/${job.id}/download` : null,
  };
}

/** A job row and its event, in the request's transaction: the file is made in the background. */
export async function startReportJob(ctx: TenantCtx, reportId: string) {
  const report = await findReportRow(ctx, reportId);
  const job = await ctx.db.reportJob.create({
    data: { companyId: ctx.companyId, reportId: report.id, format: report.format },
  });
  await enqueue(ctx.db, { event: reportJobRequested, data: { companyId: ctx.companyId, jobId: job.id } });
  return {
    jobId: job.id,
    status: "processing" as const,
    estimatedCompletion: new Date(job.createdAt.getTime() + ESTIMATE_MS).toISOString(),
  };
}

/**
 * Every recipient gets the "report_ready" e-mail (Super Admin template) with the file attached. A
 * recipient whose mail fails is logged; the others still get theirs and the job stays completed.
 */
async function mailRecipients(
  recipients: string[],
  values: { reportName: string; companyName: string; jobId: string },
  attachment: { filename: string; content: Buffer; contentType: string },
) {
  const downloadUrl = `${env.appUrl}/api/reports/jobs/${values.jobId}/download`;
  for (const to of recipients) {
    try {
      const message = await templatedMail("report_ready", to, {
        reportName: values.reportName,
        companyName: values.companyName,
        downloadUrl,
      });
      if (message) await sendMail({ ...message, attachments: [attachment] });
    } catch (err) {
      logger.error({ err, to, jobId: values.jobId }, "report e-mail could not be sent");
    }
  }
}

/** Makes the file of one job. Idempotent: a job no longer processing is left as it is. */
export async function runReportJob(ctx: TenantCtx, jobId: string): Promise<"completed" | "failed" | "not needed"> {
  const job = await ctx.db.reportJob.findFirst({ where: { id: jobId }, include: { report: true } });
  if (!job || job.status !== "processing") return "not needed";
  try {
    const range = await reportRange(
      ctx,
      job.report.dateRange as { preset: string; startDate?: string; endDate?: string },
    );
    const format = job.format as ReportFormat;
    const data = await buildReportData(ctx, {
      type: job.report.reportType as ReportType,
      ...range,
      platforms: job.report.platforms,
      socialAccountIds: job.report.socialAccountIds,
      campaignId: job.report.campaignId,
      metrics: job.report.metrics as ReportMetric[],
      title: job.report.name,
    });
    const file = await renderReport(data, format);
    const completedAt = new Date();
    await ctx.db.reportJob.update({
      where: { id: job.id },
      data: {
        status: "completed",
        file: new Uint8Array(file),
        fileName: reportFileName(data, job.report.reportType, format),
        completedAt,
      },
    });
    await ctx.db.report.update({ where: { id: job.reportId }, data: { lastGeneratedAt: completedAt } });
    await notifyMembers(ctx, await membersWith(ctx, "reports:manage"), {
      kind: "reportReady",
      title: `Report ready: ${job.report.name}`,
      body: `The ${format.toUpperCase()} file can be downloaded now.`,
      link: `/reports/${job.reportId}`,
    });
    await mailRecipients(
      job.report.recipients,
      { reportName: job.report.name, companyName: data.companyName, jobId: job.id },
      {
        filename: reportFileName(data, job.report.reportType, format),
        content: file,
        contentType: CONTENT_TYPES[format],
      },
    );
    return "completed";
  } catch (err) {
    await ctx.db.reportJob.update({
      where: { id: job.id },
      data: {
        status: "failed",
        error: `The report could not be made (${(err as Error).message}).`,
        completedAt: new Date(),
      },
    });
    return "failed";
  }
}

export async function getReportJob(ctx: TenantCtx, jobId: string) {
  const job = await ctx.db.reportJob.findFirst({
    where: { id: jobId },
    select: { id: true, reportId: true, status: true, error: true, createdAt: true, completedAt: true },
  });
  if (!job) throw notFound("Report job");
  return jobDTO(job);
}

export async function downloadReportJob(ctx: TenantCtx, jobId: string): Promise<Response> {
  const job = await ctx.db.reportJob.findFirst({ where: { id: jobId, status: "completed" } });
  if (!job?.file || !job.fileName) throw notFound("Report file");
  return fileResponse(Buffer.from(job.file), job.fileName, job.format as ReportFormat);
}
