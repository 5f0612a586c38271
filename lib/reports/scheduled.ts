import { reportJobRequested } from "@/lib/jobs/events";
import { enqueue } from "@/lib/jobs/enqueue";
import type { TenantCtx } from "@/lib/db";
import { nextRun, type ReportSchedule } from "./schedule";

/**
 * Starts the job of one due scheduled report and moves its next run on, in one transaction: the
 * conditional update on nextRunAt lets only one of two racing runners start it.
 */
export async function startScheduledReport(ctx: TenantCtx, reportId: string, now = new Date()): Promise<string | null> {
  const report = await ctx.db.report.findFirst({
    where: { id: reportId, isActive: true, deletedAt: null, nextRunAt: { lte: now } },
  });
  if (!report?.schedule || !report.nextRunAt) return null;
  const { timeZone } = await ctx.db.company.findUniqueOrThrow({
    where: { id: ctx.companyId },
    select: { timeZone: true },
  });
  const following = nextRun(report.schedule as unknown as ReportSchedule, timeZone, now);
  return ctx.db.$transaction(async (tx) => {
    const moved = await tx.report.updateMany({
      where: { id: report.id, nextRunAt: report.nextRunAt },
      data: { nextRunAt: following },
    });
    if (moved.count === 0) return null;
    const job = await tx.reportJob.create({
      data: { companyId: ctx.companyId, reportId: report.id, format: report.format },
    });
    await enqueue(tx, { event: reportJobRequested, data: { companyId: ctx.companyId, jobId: job.id } });
    return job.id;
  });
}
