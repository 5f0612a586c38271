import type { ReportData } from "../report-data";
import type { ReportFormat } from "../values";
import { renderCsv } from "./csv";
import { renderPdf } from "./pdf";
import { renderXlsx } from "./xlsx";

export async function renderReport(data: ReportData, format: ReportFormat): Promise<Buffer> {
  switch (format) {
    case "pdf":
      return renderPdf(data);
    case "csv":
      return renderCsv(data);
    case "xlsx":
      return renderXlsx(data);
  }
}
