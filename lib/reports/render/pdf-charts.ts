import { axisText, BAD, dayText, GOOD, INK, LINE, MUTED, numberText, tint, type Doc } from "./pdf-kit";
import { write } from "./pdf-text";

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Axis bounds with some room: a flat series still gets a visible band. */
function bounds(values: number[]): { min: number; max: number } {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = hi === lo ? Math.max(1, Math.abs(hi) * 0.1) : (hi - lo) * 0.12;
  return { min: Math.max(0, lo - pad), max: hi + pad };
}

/** A framed chart card with a title, the latest value and the change over the period. */
export function lineChart(
  doc: Doc,
  box: Box,
  series: { label: string; level: boolean; points: { date: string; value: number }[] },
  color: string,
) {
  doc.roundedRect(box.x, box.y, box.w, box.h, 8).lineWidth(0.8).fillAndStroke("#ffffff", LINE);
  const pad = 14;
  const values = series.points.map((p) => p.value);
  const last = values.at(-1) ?? 0;
  const first = values[0] ?? 0;
  doc.fillColor(MUTED);
  write(doc, series.label.toUpperCase(), box.x + pad, box.y + pad, { size: 8, bold: true, spacing: 0.6 });
  // Followers are a level (the latest count and its change); impressions and reach are per-day flows (their total).
  const headline = series.level ? last : values.reduce((a, b) => a + b, 0);
  doc.fillColor(INK);
  const headlineWidth = write(doc, numberText(headline), box.x + pad, box.y + pad + 12, { size: 16, bold: true }).width;
  const delta = last - first;
  const [note, tone] = series.level
    ? [`${delta >= 0 ? "+" : ""}${numberText(delta)} over the period`, delta >= 0 ? GOOD : BAD]
    : ["in total, per day below", MUTED];
  doc.fillColor(tone);
  write(doc, note, box.x + pad + headlineWidth + 8, box.y + pad + 18, { size: 8 });

  const plot = { x: box.x + pad + 34, y: box.y + 58, w: box.w - 2 * pad - 38, h: box.h - 58 - 28 };
  if (values.length === 0) {
    doc.fillColor(MUTED);
    write(doc, "No data for this period.", plot.x, plot.y + plot.h / 2, { size: 9 });
    return;
  }
  const { min, max } = bounds(values);
  const yOf = (v: number) => plot.y + plot.h - ((v - min) / (max - min)) * plot.h;
  const xOf = (i: number) => plot.x + (values.length === 1 ? plot.w / 2 : (plot.w * i) / (values.length - 1));

  for (let i = 0; i <= 3; i += 1) {
    const v = min + ((max - min) * i) / 3;
    const y = yOf(v);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .lineWidth(0.5)
      .dash(2, { space: 2 })
      .strokeColor(LINE)
      .stroke()
      .undash();
    doc.fillColor(MUTED);
    write(doc, axisText(v, max - min), box.x + pad - 4, y - 3, { size: 7, width: 34, align: "right" });
  }
  const ticks = Math.min(5, values.length);
  for (let t = 0; t < ticks; t += 1) {
    const i = ticks === 1 ? 0 : Math.round(((values.length - 1) * t) / (ticks - 1));
    const label = dayText(series.points[i].date, false);
    doc.fillColor(MUTED);
    write(doc, label, xOf(i) - 30, plot.y + plot.h + 6, {
      size: 7,
      width: 60,
      align: t === 0 ? "left" : t === ticks - 1 ? "right" : "center",
    });
  }

  doc.save();
  doc.moveTo(xOf(0), plot.y + plot.h);
  values.forEach((v, i) => doc.lineTo(xOf(i), yOf(v)));
  doc
    .lineTo(xOf(values.length - 1), plot.y + plot.h)
    .closePath()
    .fillOpacity(0.14)
    .fill(color);
  doc.restore();
  values.forEach((v, i) => (i === 0 ? doc.moveTo(xOf(i), yOf(v)) : doc.lineTo(xOf(i), yOf(v))));
  doc.lineWidth(1.8).lineJoin("round").strokeColor(color).stroke();
  doc.circle(xOf(values.length - 1), yOf(last), 3).fillAndStroke(color, "#ffffff");
}

/** Horizontal bars, one per network, the largest first, each value at its bar's end. */
export function barChart(
  doc: Doc,
  box: Box,
  chart: { label: string; bars: { network: string; value: number }[] },
  primary: string,
  accent: string,
) {
  doc.roundedRect(box.x, box.y, box.w, box.h, 8).lineWidth(0.8).fillAndStroke("#ffffff", LINE);
  const pad = 14;
  doc.fillColor(MUTED);
  write(doc, `${chart.label.toUpperCase()} BY NETWORK`, box.x + pad, box.y + pad, {
    size: 8,
    bold: true,
    spacing: 0.6,
  });
  const bars = [...chart.bars].sort((a, b) => b.value - a.value);
  if (bars.length === 0) {
    doc.fillColor(MUTED);
    write(doc, "No posts in this period.", box.x + pad, box.y + 40, { size: 9 });
    return;
  }
  const total = bars.reduce((s, b) => s + b.value, 0);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const labelW = 92;
  const valueW = 84;
  const top = box.y + 36;
  const rowH = Math.min(26, (box.h - 36 - pad) / bars.length);
  const barW = box.w - 2 * pad - labelW - valueW;
  bars.forEach((b, i) => {
    const y = top + i * rowH;
    const h = Math.min(14, rowH - 6);
    doc.fillColor(INK);
    write(doc, b.network, box.x + pad, y + h / 2 - 4, { size: 9, width: labelW - 6 });
    doc.roundedRect(box.x + pad + labelW, y, barW, h, 3).fill(tint(primary, 0.92));
    doc
      .roundedRect(box.x + pad + labelW, y, Math.max(3, (barW * b.value) / max), h, 3)
      .fill(i === 0 ? accent : tint(primary, 0.15 + 0.12 * Math.min(i, 4)));
    const share = total > 0 ? ` (${Math.round((b.value / total) * 100)}%)` : "";
    doc.fillColor(INK);
    const valueWidth = write(doc, numberText(b.value), box.x + pad + labelW + barW + 8, y + h / 2 - 4, {
      size: 9,
      bold: true,
    }).width;
    doc.fillColor(MUTED);
    write(doc, share, box.x + pad + labelW + barW + 8 + valueWidth, y + h / 2 - 4, { size: 9 });
  });
}
