import type { ReportData, ReportSection } from "../report-data";

/** A spreadsheet would run a cell starting with these as a formula (CSV injection): such text is quoted and prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A byte order mark first, or spreadsheet programs read UTF-8 as their local code page (accents and emoji garbled). */
const BOM = "\ufeff";

type Kind = ReportSection["columns"][number]["kind"];

/** Days as 2026-03-01 and times as 2026-03-01 09:30 (the company's wall clock), which spreadsheet programs read as dates. */
function cell(value: string | number | Date | null, kind: Kind = "text"): string {
  if (value === null) return "";
  if (value instanceof Date)
    return kind === "date" ? value.toISOString().slice(0, 10) : value.toISOString().slice(0, 16).replace("T", " ");
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV in UTF-8: a title line per section, its header row, its rows, a blank line between sections. */
export function renderCsv(data: ReportData): Buffer {
  const line = (...texts: string[]) => texts.map((t) => cell(t)).join(",");
  const lines = [
    line(data.title, data.companyName),
    line("Period", `${data.period.startDate} to ${data.period.endDate}`),
    line("Time zone", data.timeZone),
    line("Networks", data.platforms?.join(", ") ?? "All"),
    line("Accounts", data.accounts?.join(", ") ?? "All"),
    ...(data.campaign ? [line("Campaign", data.campaign)] : []),
    "",
  ];
  for (const s of data.sections) {
    lines.push(line(s.title), line(...s.columns.map((c) => c.header)));
    for (const row of s.rows) lines.push(row.map((v, i) => cell(v, s.columns[i].kind)).join(","));
    lines.push("");
  }
  return Buffer.from(BOM + lines.join("\r\n"), "utf8");
}
