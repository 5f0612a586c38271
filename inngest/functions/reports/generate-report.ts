import { inngest } from "@/inngest/client";
import { reportJobRequested } from "@/lib/jobs/events";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { runReportJob } from "@/lib/reports/jobs";

/**
 * Makes a report job's file off the request: rendering a PDF or workbook takes a moment and some
 * memory. One at a time per company; a repeated event finds the job done and does nothing.
 */
export const generateReport = inngest.createFunction(
  { id: "generate-report", name: "Generate a report file", triggers: [reportJobRequested], concurrency: perCompany() },
  async ({ event, step }) => step.run("generate", () => runReportJob(companyCtx(event), event.data.jobId)),
);
