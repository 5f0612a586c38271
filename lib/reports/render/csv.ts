import type { ReportData } from "../report-data";

/** A spreadsheet would run a cell starting with these as a formula (CSV injection): such text is quoted and prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | Date | null): string {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV: a title line per section, its header row, its rows, a blank line between sections. */
export function renderCsv(data: ReportData): Buffer {
  const lines = [
    [data.title, data.companyName].map(cell).join(","),
    ["Period", `${data.period.startDate} to ${data.period.endDate}`].map(cell).join(","),
    ["Networks", data.platforms?.join(", ") ?? "All"].map(cell).join(","),
    ["Accounts", data.accounts?.join(", ") ?? "All"].map(cell).join(","),
    ...(data.campaign ? [["Campaign", data.campaign].map(cell).join(",")] : []),
    "",
  ];
  for (const s of data.sections) {
    lines.push(cell(s.title), s.columns.map((c) => cell(c.header)).join(","));
    for (const row of s.rows) lines.push(row.map(cell).join(","));
    lines.push("");
  }
  return Buffer.from(lines.join("\r\n"), "utf8");
}
