/**
 * How a network shows a post's text: what it accepts (up to its limit, counted its way) and where
 * its feed hides the rest behind a "more" link. Pure, so it is unit-tested (tests/content).
 */
import type { TextLimits } from "@/lib/integrations/social/limits";
import { countText } from "@/lib/integrations/social/platform-limits";

/** Where a feed folds a long text: after this many characters or lines, whichever comes first. */
export interface FeedFold {
  chars: number;
  lines: number;
  /** What the network writes where it folds, e.g. "… more". */
  marker: string;
}

export interface PreviewText {
  /** The text up to the network's limit. */
  accepted: string;
  /** Beyond the limit: scheduling refuses it; "" when the text fits. */
  over: string;
  /** What the feed shows before its marker; null when the feed shows all of the accepted text. */
  folded: string | null;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemes = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

/** A cut by characters moves back to the last space within this many, so a word is not split. */
const WORD_BACKTRACK = 15;

/** The most graphemes of `parts` that fit the limit (the counts grow with the text, so a binary search). */
function fittingCount(parts: string[], limits: TextLimits): number {
  const fits = (n: number) => countText(parts.slice(0, n).join(""), limits) <= limits.maxTextLength;
  if (fits(parts.length)) return parts.length;
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

function foldAt(parts: string[], fold: FeedFold): number {
  let cut = Math.min(parts.length, fold.chars);
  if (cut < parts.length) {
    const space = parts.slice(0, cut).lastIndexOf(" ");
    if (space > 0 && cut - space <= WORD_BACKTRACK) cut = space;
  }
  let breaks = 0;
  for (let i = 0; i < cut; i++) {
    if (parts[i] === "\n" || parts[i] === "\r\n") breaks++;
    if (breaks === fold.lines) return i;
  }
  return cut;
}

export function previewText(text: string, limits: TextLimits, fold: FeedFold | null): PreviewText {
  const parts = graphemes(text);
  const fitting = fittingCount(parts, limits);
  const accepted = parts.slice(0, fitting);
  const over = parts.slice(fitting).join("");
  if (!fold) return { accepted: accepted.join(""), over, folded: null };
  const cut = foldAt(accepted, fold);
  const hidden = accepted.slice(cut).join("");
  return {
    accepted: accepted.join(""),
    over,
    folded: hidden.trim() ? accepted.slice(0, cut).join("").trimEnd() : null,
  };
}

const FIRST_LINK = /https?:\/\/[^\s<>"]+/;

/** The text's first link, which networks that make link cards turn into one (trailing punctuation left out). */
export function firstLink(text: string): URL | null {
  const match = text.match(FIRST_LINK)?.[0].replace(/[.,;:!?)\]]+$/, "");
  if (!match) return null;
  try {
    return new URL(match);
  } catch {
    return null;
  }
}
