import PDFDocument from "pdfkit";
import type { ReportData, ReportSection } from "../report-data";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = "#1f2937";
const MUTED = "#6b7280";
const GOOD = "#15803d";
const BAD = "#b91c1c";

const numberText = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
const changeText = (c: number | null) => (c === null ? "no earlier data" : `${c > 0 ? "+" : ""}${numberText(c)}% vs previous period`);

function cellText(value: string | number | Date | null, kind: ReportSection["columns"][number]["kind"]): string {
  if (value === null) return "-";
  if (value instanceof Date) return kind === "date" ? value.toISOString().slice(0, 10) : value.toISOString().slice(0, 16).replace("T", " ");
  if (typeof value === "number") return kind === "percent" ? `${numberText(value)}%` : numberText(value);
  return value.replace(/\s+/g, " ");
}

function cover(doc: PDFKit.PDFDocument, data: ReportData) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(data.brand.primary);
  doc.rect(0, PAGE.height * 0.62, PAGE.width, 10).fill(data.brand.accent);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(14).text(data.companyName.toUpperCase(), PAGE.margin, 120);
  doc.font("Helvetica-Bold").fontSize(34).text(data.title, PAGE.margin, 170, { width: PAGE.width - 2 * PAGE.margin });
  doc.font("Helvetica").fontSize(16).text(`${data.period.startDate} to ${data.period.endDate}`, PAGE.margin, doc.y + 16);
  doc.fontSize(12).text(`Networks: ${data.platforms?.join(", ") ?? "all"}`, PAGE.margin, doc.y + 8);
  doc.fontSize(10).text(`Prepared ${data.generatedAt.toISOString().slice(0, 10)} with Reach`, PAGE.margin, PAGE.height * 0.62 + 40);
}

function heading(doc: PDFKit.PDFDocument, data: ReportData, text: string) {
  doc.fillColor(data.brand.primary).font("Helvetica-Bold").fontSize(16).text(text, PAGE.margin, doc.y);
  doc.moveTo(PAGE.margin, doc.y + 4).lineTo(PAGE.width - PAGE.margin, doc.y + 4).lineWidth(1.5).strokeColor(data.brand.accent).stroke();
  doc.y += 14;
}

function kpiCards(doc: PDFKit.PDFDocument, data: ReportData) {
  const cols = 3;
  const gap = 12;
  const w = (PAGE.width - 2 * PAGE.margin - gap * (cols - 1)) / cols;
  const h = 70;
  const top = doc.y;
  data.kpis.forEach((k, i) => {
    const x = PAGE.margin + (i % cols) * (w + gap);
    const y = top + Math.floor(i / cols) * (h + gap);
    doc.roundedRect(x, y, w, h, 6).fillAndStroke("#f9fafb", "#e5e7eb");
    doc.rect(x, y, 4, h).fill(data.brand.accent);
    doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(k.label.toUpperCase(), x + 14, y + 10, { width: w - 20 });
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(`${numberText(k.value)}${k.unit ?? ""}`, x + 14, y + 24, { width: w - 20 });
    if (k.change !== null || k.unit === undefined) {
      doc.fillColor(k.change === null ? MUTED : k.change >= 0 ? GOOD : BAD).font("Helvetica").fontSize(8).text(changeText(k.change), x + 14, y + 52, { width: w - 20 });
    }
  });
  doc.y = top + Math.ceil(data.kpis.length / cols) * (h + gap) + 10;
}

function lineChart(doc: PDFKit.PDFDocument, data: ReportData) {
  const points = data.growth;
  const x0 = PAGE.margin + 40;
  const w = PAGE.width - 2 * PAGE.margin - 40;
  const h = 150;
  const top = doc.y;
  const values = points.map((p) => p.followers);
  const min = values.length ? Math.min(...values) : 0;
  const max = Math.max(...values, min + 1);
  doc.font("Helvetica").fontSize(8).fillColor(MUTED);
  for (let i = 0; i <= 4; i += 1) {
    const v = min + ((max - min) * i) / 4;
    const y = top + h - (h * i) / 4;
    doc.moveTo(x0, y).lineTo(x0 + w, y).lineWidth(0.5).strokeColor("#e5e7eb").stroke();
    doc.text(numberText(Math.round(v)), PAGE.margin - 8, y - 4, { width: 44, align: "right" });
  }
  if (points.length > 1) {
    points.forEach((p, i) => {
      const x = x0 + (w * i) / (points.length - 1);
      const y = top + h - (h * (p.followers - min)) / (max - min);
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.lineWidth(2).strokeColor(data.brand.primary).stroke();
    doc.fillColor(MUTED).text(points[0].date, x0, top + h + 4).text(points.at(-1)!.date, x0 + w - 60, top + h + 4, { width: 60, align: "right" });
  }
  doc.y = top + h + 32;
}

function barChart(doc: PDFKit.PDFDocument, data: ReportData) {
  const bars = data.engagementByPlatform;
  const max = Math.max(1, ...bars.map((b) => b.engagement));
  const labelW = 90;
  const w = PAGE.width - 2 * PAGE.margin - labelW - 60;
  for (const b of bars) {
    const y = doc.y;
    doc.fillColor(INK).font("Helvetica").fontSize(10).text(b.platform, PAGE.margin, y + 3, { width: labelW });
    doc.rect(PAGE.margin + labelW, y, Math.max(2, (w * b.engagement) / max), 16).fill(data.brand.accent);
    doc.fillColor(INK).text(numberText(b.engagement), PAGE.margin + labelW + w + 8, y + 3);
    doc.y = y + 24;
  }
  if (!bars.length) doc.fillColor(MUTED).fontSize(10).text("No posts in this period.", PAGE.margin, doc.y);
  doc.y += 10;
}

function table(doc: PDFKit.PDFDocument, data: ReportData, section: ReportSection) {
  const width = PAGE.width - 2 * PAGE.margin;
  const weights = section.columns.map((c) => (c.header === "Post" ? 5 : c.kind === "datetime" ? 2.1 : c.kind === "text" ? 1.7 : Math.min(1.9, Math.max(1.2, c.header.length / 6))));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((wt) => (width * wt) / total);
  const row = (cells: string[], header: boolean) => {
    const heights = cells.map((t, i) => doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(8).heightOfString(t, { width: widths[i] - 8 }));
    const h = Math.min(40, Math.max(...heights)) + 8;
    if (doc.y + h > PAGE.height - PAGE.margin) doc.addPage();
    const y = doc.y;
    if (header) doc.rect(PAGE.margin, y, width, h).fill(data.brand.primary);
    let x = PAGE.margin;
    cells.forEach((t, i) => {
      doc.fillColor(header ? "#ffffff" : INK).font(header ? "Helvetica-Bold" : "Helvetica").fontSize(8).text(t, x + 4, y + 4, { width: widths[i] - 8, height: h - 6, ellipsis: true });
      x += widths[i];
    });
    if (!header) doc.moveTo(PAGE.margin, y + h).lineTo(PAGE.margin + width, y + h).lineWidth(0.5).strokeColor("#e5e7eb").stroke();
    doc.y = y + h;
  };
  row(section.columns.map((c) => c.header), true);
  for (const r of section.rows) row(r.map((v, i) => cellText(v, section.columns[i].kind)), false);
  doc.y += 18;
}

/** A branded PDF: a cover in the brand colours, KPI cards, charts, then one table per section. */
export function renderPdf(data: ReportData): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: PAGE.margin, info: { Title: data.title, Author: data.companyName, Creator: "Reach" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  cover(doc, data);
  doc.addPage();
  heading(doc, data, "Key figures");
  kpiCards(doc, data);
  if (data.sections.some((s) => s.title === "Followers")) {
    heading(doc, data, "Follower growth");
    lineChart(doc, data);
  }
  if (data.sections.some((s) => s.title === "Engagement")) {
    heading(doc, data, "Engagement by network");
    barChart(doc, data);
  }
  // Key figures are the cards; the daily followers are the line chart (every day is in the CSV and XLSX).
  for (const section of data.sections.filter((s) => s.title !== "Key figures" && s.title !== "Followers")) {
    if (doc.y > PAGE.height - 160) doc.addPage();
    heading(doc, data, section.title);
    table(doc, data, section);
  }
  doc.end();
  return done;
}
