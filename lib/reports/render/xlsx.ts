import ExcelJS from "exceljs";
import type { ReportData, ReportSection } from "../report-data";

const FORMATS: Record<ReportSection["columns"][number]["kind"], string | undefined> = {
  text: undefined,
  number: "#,##0.##",
  percent: '0.00"%"',
  date: "yyyy-mm-dd",
  datetime: "yyyy-mm-dd hh:mm",
};

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);

/** A real workbook: a summary sheet, then one sheet per section with typed cells (numbers, dates). */
export async function renderXlsx(data: ReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Reach";
  book.created = data.generatedAt;
  const argb = (hex: string) => `FF${hex.slice(1).toUpperCase()}`;

  const summary = book.addWorksheet("Summary");
  summary.columns = [{ width: 24 }, { width: 40 }];
  summary.addRow([data.title]).font = { bold: true, size: 14, color: { argb: argb(data.brand.primary) } };
  summary.addRow(["Company", data.companyName]);
  summary.addRow(["From", new Date(`${data.period.startDate}T00:00:00Z`)]).getCell(2).numFmt = FORMATS.date!;
  summary.addRow(["To", new Date(`${data.period.endDate}T00:00:00Z`)]).getCell(2).numFmt = FORMATS.date!;
  summary.addRow(["Time zone", data.timeZone]);
  summary.addRow(["Networks", data.platforms?.join(", ") ?? "All"]);
  summary.addRow(["Accounts", data.accounts?.join(", ") ?? "All"]);
  if (data.campaign) summary.addRow(["Campaign", data.campaign]);
  summary.addRow(["Generated", data.generatedAt]).getCell(2).numFmt = FORMATS.datetime!;

  for (const section of data.sections) {
    const sheet = book.addWorksheet(sheetName(section.title));
    sheet.columns = section.columns.map((c) => ({
      header: c.header,
      width: c.header === "Post" ? 60 : Math.max(14, c.header.length + 4),
      style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true, color: { argb: "FFFFFFFF" } };
    header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(data.brand.primary) } };
    for (const row of section.rows) sheet.addRow(row);
    sheet.views = [{ state: "frozen", ySplit: 1 }];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
