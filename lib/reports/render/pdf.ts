import PDFDocument from "pdfkit";
import { EXPLAIN } from "@/lib/analytics/formulas";
import type { ReportData, ReportKpi, ReportSection } from "../report-data";
import { barChart, lineChart } from "./pdf-charts";
import {
  changeBadge,
  changeText,
  CONTENT_WIDTH,
  dayText,
  INK,
  initials,
  lightness,
  LINE,
  MUTED,
  numberText,
  PAGE,
  periodText,
  SOFT,
  tint,
  type Doc,
} from "./pdf-kit";
import { textHeight, textWidth, write } from "./pdf-text";

/** A figure without a change: "n/a" when the figure itself cannot be told, else "new" (nothing before to compare with). */
const noChange = (k: ReportKpi) => (k.value === null ? "n/a" : "new");

const kpiValueText = (value: number | null, unit?: "%") =>
  value === null ? "n/a" : `${numberText(value)}${unit ?? ""}`;

/** Dates arrive as the company's wall-clock time (report-data.ts). */
function cellText(
  value: string | number | Date | null,
  kind: ReportSection["columns"][number]["kind"],
  header: string,
): string {
  if (value === null) return "\u2013";
  if (value instanceof Date) {
    const day = dayText(value.toISOString().slice(0, 10));
    return kind === "date" ? day : `${day}, ${value.toISOString().slice(11, 16)}`;
  }
  if (typeof value === "number")
    return kind === "percent"
      ? `${numberText(value)}%`
      : header === "Hour"
        ? `${String(value).padStart(2, "0")}:00`
        : numberText(value);
  return value;
}

function cover(doc: Doc, data: ReportData) {
  const { primary, accent } = data.brand;
  const onPrimary = lightness(primary) > 0.6 ? INK : "#ffffff";
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(primary);
  doc.save();
  doc
    .circle(PAGE.width - 40, 150, 230)
    .fillOpacity(0.08)
    .fill("#ffffff");
  doc
    .circle(PAGE.width - 10, 360, 120)
    .fillOpacity(0.1)
    .fill(accent);
  doc.restore();

  const badge = 46;
  doc.roundedRect(PAGE.margin, 64, badge, badge, 10).fill(accent);
  doc.fillColor(lightness(accent) > 0.6 ? INK : "#ffffff");
  write(doc, initials(data.companyName), PAGE.margin, 64 + badge / 2 - 8, {
    size: 18,
    bold: true,
    width: badge,
    align: "center",
  });
  doc.fillColor(onPrimary);
  write(doc, data.companyName, PAGE.margin + badge + 14, 72, { size: 13, bold: true, width: 360 });
  doc.fillOpacity(0.7);
  write(doc, "Social media performance", PAGE.margin + badge + 14, 90, { size: 9 });
  doc.fillOpacity(1);

  doc.rect(PAGE.margin, 300, 56, 4).fill(accent);
  doc.fillColor(onPrimary);
  const title = write(doc, data.title, PAGE.margin, 320, {
    size: 34,
    bold: true,
    width: CONTENT_WIDTH - 40,
    lines: 5,
    lineGap: 2,
  });
  doc.fillOpacity(0.85);
  write(doc, periodText(data.period), PAGE.margin, 320 + title.height + 12, { size: 15, width: CONTENT_WIDTH });
  doc.fillOpacity(1);

  const scope = [
    ["Networks", data.platforms?.join(", ") ?? "All connected networks"],
    ["Accounts", data.accounts?.join(", ") ?? "All accounts"],
    ...(data.campaign ? [["Campaign", data.campaign]] : []),
    ["Compared with", periodText(data.previousPeriod)],
  ];
  const panelY = 600;
  const panelH = 28 + scope.length * 24;
  doc.save().roundedRect(PAGE.margin, panelY, CONTENT_WIDTH, panelH, 10).fillOpacity(0.1).fill("#ffffff").restore();
  scope.forEach(([label, value], i) => {
    const y = panelY + 16 + i * 24;
    doc.fillColor(onPrimary).fillOpacity(0.65);
    write(doc, label.toUpperCase(), PAGE.margin + 18, y + 2, { size: 8, bold: true, width: 110, spacing: 0.6 });
    doc.fillOpacity(1);
    write(doc, value, PAGE.margin + 130, y, { size: 11, width: CONTENT_WIDTH - 150 });
  });
  doc.fillColor(onPrimary).fillOpacity(0.6);
  write(
    doc,
    `Prepared ${dayText(data.generatedAt.toISOString().slice(0, 10))} for ${data.companyName}`,
    PAGE.margin,
    PAGE.height - 56,
    { size: 8, width: CONTENT_WIDTH },
  );
  doc.fillOpacity(1);
}

/** Header band and footer of every page after the cover. */
function frame(doc: Doc, data: ReportData, page: number, pages: number) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.rect(0, 0, PAGE.width, 6).fill(data.brand.primary);
  doc.rect(0, 6, 90, 2).fill(data.brand.accent);
  doc.fillColor(data.brand.primary);
  write(doc, data.companyName, PAGE.margin, 30, { size: 9, bold: true, width: CONTENT_WIDTH / 2 });
  doc.fillColor(MUTED);
  write(doc, `${data.title}  \u00b7  ${periodText(data.period)}`, PAGE.margin + CONTENT_WIDTH / 2, 30, {
    size: 9,
    width: CONTENT_WIDTH / 2,
    align: "right",
  });
  doc
    .moveTo(PAGE.margin, 50)
    .lineTo(PAGE.width - PAGE.margin, 50)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  const y = PAGE.height - 38;
  doc
    .moveTo(PAGE.margin, y - 10)
    .lineTo(PAGE.width - PAGE.margin, y - 10)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.fillColor(MUTED);
  write(
    doc,
    `Generated ${dayText(data.generatedAt.toISOString().slice(0, 10))} with Reach  \u00b7  Confidential`,
    PAGE.margin,
    y,
    { size: 8 },
  );
  write(doc, `Page ${page} of ${pages}`, PAGE.margin, y, { size: 8, width: CONTENT_WIDTH, align: "right" });
  doc.page.margins.bottom = bottom;
}

function newPage(doc: Doc) {
  doc.addPage();
  doc.y = PAGE.top - 20;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.bottom) newPage(doc);
}

function heading(doc: Doc, data: ReportData, text: string, note?: string) {
  ensureRoom(doc, 80);
  const y = doc.y;
  doc.rect(PAGE.margin, y + 1, 3, 14).fill(data.brand.accent);
  doc.fillColor(INK);
  write(doc, text, PAGE.margin + 10, y, { size: 14, bold: true, width: CONTENT_WIDTH - 10 });
  doc.fillColor(MUTED);
  if (note) write(doc, note, PAGE.margin, y + 4, { size: 8, width: CONTENT_WIDTH, align: "right" });
  doc.y = y + 26;
}

/** The first three figures as large cards. */
function highlights(doc: Doc, data: ReportData) {
  const cards = data.kpis.slice(0, 3);
  const gap = 12;
  const w = (CONTENT_WIDTH - gap * (cards.length - 1)) / cards.length;
  const h = 78;
  const top = doc.y;
  cards.forEach((k, i) => {
    const x = PAGE.margin + i * (w + gap);
    doc.roundedRect(x, top, w, h, 8).fill(i === 0 ? data.brand.primary : SOFT);
    const light = i === 0 && lightness(data.brand.primary) < 0.6;
    doc.fillColor(light ? "#ffffff" : MUTED).fillOpacity(light ? 0.75 : 1);
    write(doc, k.label.toUpperCase(), x + 14, top + 14, { size: 8, bold: true, width: w - 28, spacing: 0.6 });
    doc.fillOpacity(1).fillColor(light ? "#ffffff" : INK);
    write(doc, kpiValueText(k.value, k.unit), x + 14, top + 28, { size: 22, bold: true, width: w - 28 });
    if (light) doc.roundedRect(x + 10, top + 54, w - 20, 16, 4).fill("#ffffff");
    const used = changeBadge(doc, k.change, x + 16, top + 58, 7.5, noChange(k));
    doc.fillColor(MUTED);
    write(doc, "vs previous period", x + 22 + used, top + 58, { size: 7.5 });
  });
  doc.y = top + h + 18;
}

/** Every figure: this period, the previous one and the change. */
function kpiTable(doc: Doc, data: ReportData) {
  const cols = [
    { w: 0.4, t: "Metric" },
    { w: 0.2, t: "This period" },
    { w: 0.2, t: "Previous" },
    { w: 0.2, t: "Change" },
  ];
  const widths = cols.map((c) => c.w * CONTENT_WIDTH);
  const rowH = 22;
  let y = doc.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, rowH).fill(tint(data.brand.primary, 0.9));
  let x = PAGE.margin;
  cols.forEach((c, i) => {
    doc.fillColor(data.brand.primary);
    write(doc, c.t.toUpperCase(), x + 10, y + 8, {
      size: 8,
      bold: true,
      width: widths[i] - 20,
      align: i === 0 ? "left" : "right",
      spacing: 0.4,
    });
    x += widths[i];
  });
  y += rowH;
  data.kpis.forEach((k, r) => {
    if (r % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, rowH).fill(SOFT);
    doc.fillColor(INK);
    write(doc, k.label, PAGE.margin + 10, y + 7, { size: 9, bold: true, width: widths[0] - 10 });
    write(doc, kpiValueText(k.value, k.unit), PAGE.margin + widths[0], y + 7, {
      size: 9,
      width: widths[1] - 10,
      align: "right",
    });
    doc.fillColor(MUTED);
    write(doc, kpiValueText(k.previous, k.unit), PAGE.margin + widths[0] + widths[1], y + 7, {
      size: 9,
      width: widths[2] - 10,
      align: "right",
    });
    const badgeW =
      textWidth(doc, changeText(k.change, noChange(k)), { size: 9, bold: k.change !== null }) + (k.change ? 10 : 0);
    changeBadge(doc, k.change, PAGE.margin + CONTENT_WIDTH - 10 - badgeW, y + 7, 9, noChange(k));
    y += rowH;
  });
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.y = y + 8;
  formulaNotes(doc, data);
  doc.y += 18;
}

/** How the figures shown are counted, the dashboard's words (lib/analytics/formulas.ts). */
const NOTES: [ReportKpi["metric"], string][] = [
  ["followers", EXPLAIN.growth],
  ["engagement", EXPLAIN.engagement],
  ["engagementRate", EXPLAIN.engagementRate],
];

function formulaNotes(doc: Doc, data: ReportData) {
  doc.fillColor(MUTED);
  for (const [metric, note] of NOTES) {
    if (!data.kpis.some((k) => k.metric === metric)) continue;
    write(doc, note, PAGE.margin, doc.y, { size: 7.5, width: CONTENT_WIDTH, lines: 2 });
    doc.y += 2;
  }
}

function charts(doc: Doc, data: ReportData) {
  const palette = [data.brand.primary, data.brand.accent, tint(data.brand.primary, 0.4)];
  if (data.trends.length) {
    heading(doc, data, "Trends", "Account figures per day");
    const h = 170;
    const gap = 12;
    const pairs = data.trends.length === 2 ? [data.trends] : data.trends.map((t) => [t]);
    let colour = 0;
    for (const row of pairs) {
      ensureRoom(doc, h + 16);
      const w = (CONTENT_WIDTH - gap * (row.length - 1)) / row.length;
      const top = doc.y;
      row.forEach((series, i) =>
        lineChart(
          doc,
          { x: PAGE.margin + i * (w + gap), y: top, w, h },
          { ...series, level: series.metric === "followers" },
          palette[colour++ % palette.length],
        ),
      );
      doc.y = top + h + 16;
    }
    doc.y += 10;
  }
  if (data.platformBars) {
    const h = 50 + Math.max(1, data.platformBars.bars.length) * 26;
    ensureRoom(doc, h + 70);
    heading(doc, data, "Performance by network");
    const top = doc.y;
    barChart(
      doc,
      { x: PAGE.margin, y: top, w: CONTENT_WIDTH, h },
      data.platformBars,
      data.brand.primary,
      data.brand.accent,
    );
    doc.y = top + h + 26;
  }
}

/** A table cell shows at most this many lines of text. */
const CELL_LINES = 3;

/** The PDF leaves out a post's account (the CSV and XLSX keep it): the post's text needs the width. */
const PDF_HIDDEN = new Set(["Account"]);

function table(doc: Doc, data: ReportData, full: ReportSection) {
  const shown = full.columns.flatMap((c, i) => (PDF_HIDDEN.has(c.header) ? [] : [i]));
  const section = {
    ...full,
    columns: shown.map((i) => full.columns[i]),
    rows: full.rows.map((r) => shown.map((i) => r[i])),
  };
  const headers = section.columns.map((c) => (c.header === "Engagement rate %" ? "Eng. rate" : c.header).toUpperCase());
  const numeric = section.columns.map((c) => c.kind === "number" || c.kind === "percent");
  const cells = section.rows.map((r) =>
    r.map((v, c) => cellText(v, section.columns[c].kind, section.columns[c].header)),
  );
  // A figure column is as wide as its longest header word or value; short text is fixed; the post's text (else the first column) takes the rest.
  const widest = (texts: string[], bold: boolean, size: number) =>
    Math.max(0, ...texts.map((t) => textWidth(doc, t, { size, bold })));
  const flex = Math.max(
    0,
    section.columns.findIndex((c) => c.header === "Post"),
  );
  const fixed = section.columns.map((c, i) =>
    i === flex
      ? 0
      : numeric[i]
        ? Math.max(
            38,
            widest(headers[i].split(" "), true, 7) + 16,
            widest(
              cells.map((r) => r[i]),
              false,
              8,
            ) + 12,
          )
        : c.kind === "datetime"
          ? 64
          : 66,
  );
  const widths = fixed.map((w, i) => (i === flex ? CONTENT_WIDTH - fixed.reduce((a, b) => a + b, 0) : w));
  const drawRow = (cells: string[], kind: "header" | "even" | "odd") => {
    const box = {
      size: kind === "header" ? 7 : 8,
      bold: kind === "header",
      lines: CELL_LINES,
      spacing: kind === "header" ? 0.2 : 0,
    };
    const h = Math.max(...cells.map((t, i) => textHeight(doc, t, { ...box, width: widths[i] - 10 }))) + 12;
    if (doc.y + h > PAGE.height - PAGE.bottom) {
      newPage(doc);
      if (kind !== "header") drawRow(headers, "header");
    }
    const y = doc.y;
    if (kind === "header") doc.rect(PAGE.margin, y, CONTENT_WIDTH, h).fill(data.brand.primary);
    else if (kind === "odd") doc.rect(PAGE.margin, y, CONTENT_WIDTH, h).fill(SOFT);
    let x = PAGE.margin;
    cells.forEach((t, i) => {
      doc.fillColor(kind === "header" ? (lightness(data.brand.primary) > 0.6 ? INK : "#ffffff") : INK);
      write(doc, t, x + 5, y + 6, { ...box, width: widths[i] - 10, align: numeric[i] ? "right" : "left" });
      x += widths[i];
    });
    doc.y = y + h;
  };
  drawRow(headers, "header");
  cells.forEach((r, i) => drawRow(r, i % 2 ? "odd" : "even"));
  if (section.rows.length === 0) {
    doc.fillColor(MUTED);
    write(doc, "Nothing in this period.", PAGE.margin + 5, doc.y + 8, { size: 9 });
    doc.y += 8;
  }
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.y += 26;
}

/** A client-ready PDF: a cover in the brand colours, highlights, the key figures table, charts, then the tables. */
export function renderPdf(data: ReportData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: data.title, Author: data.companyName, Creator: "Reach" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  cover(doc, data);
  newPage(doc);
  heading(doc, data, "Key figures", `Compared with ${periodText(data.previousPeriod)}`);
  highlights(doc, data);
  kpiTable(doc, data);
  charts(doc, data);
  // Key figures and daily figures are drawn above (every day is in the CSV and XLSX).
  for (const section of data.sections.filter((s) => s.key !== "kpis" && s.key !== "daily")) {
    heading(doc, data, section.title);
    table(doc, data, section);
  }
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i += 1) {
    doc.switchToPage(i);
    frame(doc, data, i - start, count - 1);
  }
  doc.end();
  return done;
}
