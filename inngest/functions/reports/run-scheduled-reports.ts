import { inngest } from "@/inngest/client";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { startScheduledReport } from "@/lib/reports/scheduled";

/**
 * Every 5 minutes: scheduled reports whose next run (their local time in the company's zone) has
 * come get a job (made by generate-report) and their next run moved on. One step per report.
 */
export const runScheduledReports = inngest.createFunction(
  {
    id: "run-scheduled-reports",
    name: "Start scheduled reports",
    triggers: [{ cron: "*/5 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const due = await step.run("find-due-reports", () =>
      adminDb().report.findMany({
        where: { isActive: true, deletedAt: null, nextRunAt: { lte: new Date() } },
        select: { id: true, companyId: true },
        orderBy: { nextRunAt: "asc" },
        take: 500,
      }),
    );
    const jobs: Record<string, string | null> = {};
    for (const r of due)
      jobs[r.id] = await step.run(`start-${r.id}`, () => startScheduledReport(tenantCtxFor(r.companyId), r.id));
    return jobs;
  },
);
