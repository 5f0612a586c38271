import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import type { Doc } from "./pdf-kit";

/**
 * The PDF's fonts, all from npm packages so a server needs no system fonts: Noto Sans (Latin,
 * Greek, Cyrillic) first, then for what it lacks Noto Sans CJK SC (Chinese, Japanese kana and
 * kanji), Noto Sans KR (Hangul), Noto Naskh Arabic, Noto Sans Hebrew and the outline Noto Emoji
 * (pdfkit draws no colour emoji). pdfkit embeds only the glyphs a document uses.
 */
const FACES = {
  sans: ["@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf", "@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf"],
  cjk: ["@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf", "@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf"],
  hangul: ["@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf", "@embedpdf/fonts-kr/fonts/NotoSansKR-Bold.otf"],
  arabic: [
    "@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf",
    "@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf",
  ],
  hebrew: [
    "@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Regular.ttf",
    "@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Bold.ttf",
  ],
  emoji: [
    "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf",
    "@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf",
  ],
} as const;
type Face = keyof typeof FACES;
const FALLBACK_ORDER = Object.keys(FACES) as Face[];

interface LoadedFont {
  name: string;
  rightToLeft: boolean;
  data: Buffer;
  covers: (codePoint: number) => boolean;
}

// The font packages export no paths, so their files are read from the app's node_modules.
const loaded = new Map<string, LoadedFont>();
function load(face: Face, bold: boolean): LoadedFont {
  const name = `${face}${bold ? "-bold" : ""}`;
  let font = loaded.get(name);
  if (!font) {
    const file = path.join(process.cwd(), "node_modules", FACES[face][bold ? 1 : 0]);
    // Not for the bundler to trace: a path it cannot resolve makes it trace the whole project.
    const data = readFileSync(/* turbopackIgnore: true */ file);
    const parsed = fontkit.create(data) as fontkit.Font;
    font = {
      name,
      data,
      rightToLeft: face === "arabic" || face === "hebrew",
      covers: (codePoint) => parsed.hasGlyphForCodePoint(codePoint),
    };
    loaded.set(name, font);
  }
  return font;
}

function firstCovering(codePoint: number, bold: boolean): LoadedFont {
  for (const face of FALLBACK_ORDER) {
    const font = load(face, bold);
    if (font.covers(codePoint)) return font;
  }
  return load("sans", bold);
}

/** Characters that belong to the one before: marks, joiners, variation selectors, skin tones, flag tags. */
const ATTACHED = /[\p{M}\u200c\u200d\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
/** Spaces and punctuation: inside a right-to-left phrase they stay in its run, so its words are ordered right to left as a whole. */
const NEUTRAL = /[\s\p{P}]/u;

export interface TextRun {
  /** The name the font is registered under in the document. */
  font: string;
  text: string;
}

/**
 * `text` cut into runs of one font each: every character in the first font that has it, marks and
 * joiners with the character before (an emoji sequence is one glyph), spaces and punctuation inside
 * an Arabic or Hebrew phrase with it (it is shaped and laid right to left as a whole; a line mixing
 * directions keeps its phrases in reading order, there is no bidi reordering). Nothing covers a
 * character: the main font's empty box.
 */
export function textRuns(doc: Doc, text: string, bold: boolean): TextRun[] {
  const runs: (TextRun & Pick<LoadedFont, "covers" | "rightToLeft">)[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && (ATTACHED.test(char) || (last.rightToLeft && NEUTRAL.test(char))) && last.covers(codePoint)) {
      last.text += char;
      continue;
    }
    const font = firstCovering(codePoint, bold);
    if (last?.font === font.name) last.text += char;
    else runs.push({ font: font.name, text: char, covers: font.covers, rightToLeft: font.rightToLeft });
  }
  // fontkit lays a right-to-left run with spaces out of order: such a phrase goes word by word, last word first.
  const laidOut = runs.flatMap(({ font, text, rightToLeft }) =>
    (rightToLeft ? text.split(/(\s+)/).filter(Boolean).reverse() : [text]).map((piece) => ({ font, text: piece })),
  );
  for (const run of laidOut) registered(doc, run.font);
  return laidOut;
}

const REGISTERED = Symbol("reach.fonts");
type WithFonts = Doc & { [REGISTERED]?: Set<string> };

/** Registers a loaded font with the document the first time the document uses it. */
function registered(doc: Doc, name: string) {
  const fonts = ((doc as WithFonts)[REGISTERED] ??= new Set());
  if (!fonts.has(name)) {
    doc.registerFont(name, loaded.get(name)!.data);
    fonts.add(name);
  }
}
