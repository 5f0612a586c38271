import { assertOwned, type TenantCtx } from "@/lib/db";
import type { PreviewReportBody } from "./contracts";
import { reportRange } from "./date-presets";
import { buildReportData } from "./report-data";
import type { ReportMetric } from "./values";

/** What a report with these settings would carry, for the builder's preview: its figures and its tables' shape. */
export async function previewReport(ctx: TenantCtx, body: PreviewReportBody) {
  await assertOwned(ctx.db, "socialAccount", body.socialAccountIds, "Social account");
  await assertOwned(ctx.db, "campaign", body.campaignId);
  const data = await buildReportData(ctx, {
    type: body.reportType,
    ...(await reportRange(ctx, body.dateRange)),
    ...body,
    metrics: body.metrics as ReportMetric[],
  });
  return {
    period: data.period,
    previousPeriod: data.previousPeriod,
    kpis: data.kpis,
    sections: data.sections.map((s) => ({
      title: s.title,
      columns: s.columns.map((c) => c.header),
      rows: s.rows.length,
    })),
  };
}
