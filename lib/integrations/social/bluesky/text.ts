/**
 * Bluesky counts graphemes (what a reader sees as one character), at most 300 per post, and links,
 * mentions and hashtags are facets: byte ranges over the UTF-8 text. Pure: the composer uses it too.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

export interface FacetMatch {
  kind: "link" | "mention" | "tag";
  /** The URL, the handle (without @) or the tag (without #). */
  value: string;
  byteStart: number;
  byteEnd: number;
}

const encoder = new TextEncoder();
const byteOffset = (text: string, index: number) => encoder.encode(text.slice(0, index)).length;

const PATTERNS: {
  kind: FacetMatch["kind"];
  pattern: RegExp;
  value: (m: RegExpMatchArray) => string;
  start: (m: RegExpMatchArray) => number;
}[] = [
  {
    kind: "link",
    pattern: /https?:\/\/[^\s<>"]+/g,
    value: (m) => m[0].replace(/[.,;:!?)\]'"]+$/, ""),
    start: (m) => m.index!,
  },
  {
    kind: "mention",
    // Handles are domain names: @alice.bsky.social
    pattern: /(^|[\s(])@(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)/g,
    value: (m) => m[2],
    start: (m) => m.index! + m[1].length,
  },
  {
    kind: "tag",
    pattern: /(^|\s)#([^\s#.,;:!?()[\]{}'"]{1,64})/g,
    value: (m) => m[2],
    start: (m) => m.index! + m[1].length,
  },
];

export function findFacets(text: string): FacetMatch[] {
  const found: FacetMatch[] = [];
  for (const { kind, pattern, value, start } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const from = start(match);
      const written = kind === "link" ? value(match) : `${kind === "mention" ? "@" : "#"}${value(match)}`;
      if (kind === "tag" && /^\d+$/.test(value(match))) continue;
      found.push({
        kind,
        value: value(match),
        byteStart: byteOffset(text, from),
        byteEnd: byteOffset(text, from + written.length),
      });
    }
  }
  return found.sort((a, b) => a.byteStart - b.byteStart);
}
