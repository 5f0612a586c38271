import { textRuns } from "./pdf-fonts";
import type { Doc } from "./pdf-kit";

/** Every text of the PDF is written here, in runs of the font that has its characters (pdf-fonts.ts). */

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Extra space between characters, in points. */
  spacing?: number;
}

export interface TextBox extends TextStyle {
  /** The box's width: the text wraps to it and is aligned in it. Without it, one line as long as the text. */
  width?: number;
  align?: "left" | "center" | "right";
  /** At most this many lines (default 1); the last ends with an ellipsis when the text needs more. */
  lines?: number;
  lineGap?: number;
}

/** Line pitch in ems. */
const LEADING = 1.2;
/** Where the baseline lies below the box's top, in ems: capitals start at the top, as with the standard fonts. */
const CAP_TOP = 0.72;
const ELLIPSIS = "\u2026";

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), (s) => s.segment);

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  const characterSpacing = style.spacing ?? 0;
  return textRuns(doc, text, style.bold ?? false).reduce(
    (width, run) =>
      width + doc.font(run.font).fontSize(style.size).widthOfString(run.text, { characterSpacing }) + characterSpacing,
    -characterSpacing,
  );
}

/** The height `write` takes for `text` in `box`. */
export function textHeight(doc: Doc, text: string, box: TextBox): number {
  return layout(doc, text, box).length * pitch(box);
}

const pitch = (box: TextBox) => box.size * LEADING + (box.lineGap ?? 0);

/** Writes `text` with its box's top-left at x, y; leaves doc.y below it and answers the size it took. */
export function write(doc: Doc, text: string, x: number, y: number, box: TextBox): { width: number; height: number } {
  const lines = layout(doc, text, box);
  let widest = 0;
  lines.forEach((line, i) => {
    const width = textWidth(doc, line, box);
    widest = Math.max(widest, width);
    const room = (box.width ?? width) - width;
    const left = box.align === "right" ? x + room : box.align === "center" ? x + room / 2 : x;
    drawLine(doc, line, left, y + i * pitch(box) + CAP_TOP * box.size, box);
  });
  doc.x = x;
  doc.y = y + lines.length * pitch(box);
  return { width: widest, height: lines.length * pitch(box) };
}

function drawLine(doc: Doc, line: string, x: number, baseline: number, style: TextStyle) {
  const characterSpacing = style.spacing ?? 0;
  let left = x;
  for (const run of textRuns(doc, line, style.bold ?? false)) {
    doc
      .font(run.font)
      .fontSize(style.size)
      .text(run.text, left, baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing });
    left += doc.widthOfString(run.text, { characterSpacing }) + characterSpacing;
  }
}

/** Where a line may break: after spaces, and before or after any Chinese or Japanese character. */
const PIECES =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{P}\s]*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu;

/** The lines `text` takes in `box`, the last one cut with an ellipsis when the text needs more than box.lines. */
function layout(doc: Doc, text: string, box: TextBox): string[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (box.width === undefined) return [flat];
  const width = box.width;
  const most = box.lines ?? 1;
  const fits = (line: string) => textWidth(doc, line.trimEnd(), box) <= width;
  const lines: string[] = [];
  let line = "";
  const pieces = flat.match(PIECES) ?? [];
  for (let i = 0; i < pieces.length; i += 1) {
    if (fits(line + pieces[i])) {
      line += pieces[i];
      continue;
    }
    if (lines.length === most - 1) return [...lines, ellipsized(doc, line + pieces.slice(i).join(""), box)];
    if (line) {
      lines.push(line.trimEnd());
      line = "";
      i -= 1;
      continue;
    }
    // One word wider than the box: cut it where it stops fitting.
    const chars = graphemes(pieces[i]);
    let cut = 1;
    while (cut < chars.length && fits(chars.slice(0, cut + 1).join(""))) cut += 1;
    lines.push(chars.slice(0, cut).join(""));
    pieces.splice(i + 1, 0, chars.slice(cut).join(""));
  }
  return line || lines.length === 0 ? [...lines, line.trimEnd()] : lines;
}

function ellipsized(doc: Doc, text: string, box: TextBox): string {
  if (textWidth(doc, text, box) <= box.width!) return text;
  const chars = graphemes(text);
  const cut = (n: number) => `${chars.slice(0, n).join("").trimEnd()}${ELLIPSIS}`;
  // The most characters that fit with the ellipsis, found by halving: a post can be thousands of characters long.
  let [fitting, tooMany] = [0, chars.length];
  while (tooMany - fitting > 1) {
    const middle = (fitting + tooMany) >> 1;
    if (textWidth(doc, cut(middle), box) <= box.width!) fitting = middle;
    else tooMany = middle;
  }
  return cut(fitting);
}
