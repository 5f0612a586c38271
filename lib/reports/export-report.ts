import { assertOwned, type TenantCtx } from "@/lib/db";
import type { ExportQuery } from "./contracts";
import { buildReportData, type ReportData } from "./report-data";
import { renderReport } from "./render";
import { CONTENT_TYPES, type ReportFormat } from "./values";

/** `northwind-coffee-overview-2026-03-01-to-2026-03-10.pdf` */
export function reportFileName(data: ReportData, slug: string, format: ReportFormat): string {
  const base = `${data.companyName}-${slug}-${data.period.startDate}-to-${data.period.endDate}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base}.${format}`;
}

export function fileResponse(bytes: Buffer, fileName: string, format: ReportFormat): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.length),
      "Cache-Control": "no-store",
    },
  });
}

/** The file, made now and streamed back; nothing is stored. */
export async function exportReport(ctx: TenantCtx, q: ExportQuery): Promise<Response> {
  await assertOwned(ctx.db, "socialAccount", q.socialAccountIds, "Social account");
  await assertOwned(ctx.db, "campaign", q.campaignId);
  const data = await buildReportData(ctx, q);
  const bytes = await renderReport(data, q.format);
  return fileResponse(bytes, reportFileName(data, q.type, q.format), q.format);
}
