/** Drawing helpers of the PDF report: page geometry, colours, text formats. */

import { write } from "./pdf-text";

export const PAGE = { width: 595.28, height: 841.89, margin: 48, top: 92, bottom: 64 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = "#111827";
export const MUTED = "#6b7280";
export const LINE = "#e5e7eb";
export const SOFT = "#f8fafc";
export const GOOD = "#15803d";
export const BAD = "#b91c1c";

export type Doc = PDFKit.PDFDocument;

export const numberText = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** An axis label: 1234567 -> 1.2M, unless the axis spans too little for that to tell its lines apart. */
export function axisText(n: number, span: number): string {
  const abs = Math.abs(n);
  if (span < 10) return numberText(Math.round(n * 10) / 10);
  if (span < 3_000 && abs < 1_000_000) return numberText(Math.round(n));
  if (abs >= 1_000_000) return `${numberText(Math.round(n / 100_000) / 10)}M`;
  if (abs >= 10_000) return `${numberText(Math.round(n / 1_000))}k`;
  if (abs >= 1_000) return `${numberText(Math.round(n / 100) / 10)}k`;
  return numberText(Math.round(n));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-03-01" -> "1 Mar 2026" */
export function dayText(day: string, withYear = true): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ""}`;
}

export const periodText = (p: { startDate: string; endDate: string }) =>
  `${dayText(p.startDate)} \u2013 ${dayText(p.endDate)}`;

/** A colour between `hex` and white (amount 0..1 of white). */
export function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Perceived lightness 0..1: text on a light colour is dark. */
export function lightness(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("") || "R";

/** A small up or down triangle drawn as a path: crisper than an arrow character at small sizes. */
export function trendArrow(doc: Doc, x: number, y: number, up: boolean, color: string) {
  const s = 3.2;
  if (up) doc.polygon([x, y + s], [x + s, y - s], [x + 2 * s, y + s]).fill(color);
  else doc.polygon([x, y - s], [x + s, y + s], [x + 2 * s, y - s]).fill(color);
}

/** The text of a change vs the previous period: "+12.5%", or `none` without one ("new": nothing to compare with). */
export const changeText = (change: number | null, none = "new") =>
  change === null ? none : `${change > 0 ? "+" : ""}${numberText(change)}%`;

/** The change vs the previous period, drawn as an arrow and a percentage; answers the width used. */
export function changeBadge(doc: Doc, change: number | null, x: number, y: number, size = 8, none = "new"): number {
  if (change === null) {
    doc.fillColor(MUTED);
    return write(doc, none, x, y, { size }).width;
  }
  const color = change > 0 ? GOOD : change < 0 ? BAD : MUTED;
  if (change !== 0) trendArrow(doc, x, y + size / 2, change > 0, color);
  const offset = change === 0 ? 0 : 10;
  doc.fillColor(color);
  return offset + write(doc, changeText(change), x + offset, y, { size, bold: true }).width;
}
