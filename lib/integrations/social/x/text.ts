/**
 * X's weighted length, after twitter-text's configuration v3 (config/v3.json in
 * github.com/twitter/twitter-text), kept here as data: every code point weighs 200 (2 characters)
 * unless it falls in a range below (100, 1 character); the sum is divided by `scale`. A URL weighs
 * `transformedURLLength` whatever its length (t.co), and an emoji sequence weighs `defaultWeight`
 * once however many code points it joins. Pure: the composer uses it too.
 */
export const X_TEXT_CONFIG = {
  version: 3,
  maxWeightedTweetLength: 280,
  scale: 100,
  defaultWeight: 200,
  emojiParsingEnabled: true,
  transformedURLLength: 23,
  ranges: [
    { start: 0, end: 4351, weight: 100 },
    { start: 8192, end: 8205, weight: 100 },
    { start: 8208, end: 8223, weight: 100 },
    { start: 8242, end: 8247, weight: 100 },
  ],
} as const;

/**
 * URLs as twitter-text finds them: with a scheme, or a bare domain under a common top-level domain
 * (twitter-text knows every TLD; this list covers the usual ones). Trailing punctuation is not
 * part of the URL.
 */
const URL_PATTERN =
  /(?:https?:\/\/[^\s<>"]+|(?<![\w@.\-/])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|edu|gov|io|co|dev|app|ai|me|info|biz|tv|us|uk|de|fr|es|it|nl|jp|cn|ru|br|in|ca|au|ly|gg|xyz|blog|news|social)\b(?:\/[^\s<>"]*)?)/gi;
const TRAILING_PUNCTUATION = /[.,!?:;)\]}'"]+$/;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

export function findUrls(text: string): { start: number; end: number; url: string }[] {
  const found: { start: number; end: number; url: string }[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    found.push({ start: match.index, end: match.index + url.length, url });
  }
  return found;
}

function codePointWeight(codePoint: number): number {
  for (const range of X_TEXT_CONFIG.ranges) {
    if (codePoint >= range.start && codePoint <= range.end) return range.weight;
  }
  return X_TEXT_CONFIG.defaultWeight;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

function weightOf(text: string): number {
  let weight = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (X_TEXT_CONFIG.emojiParsingEnabled && EMOJI.test(segment)) {
      weight += X_TEXT_CONFIG.defaultWeight;
      continue;
    }
    for (const ch of segment) weight += codePointWeight(ch.codePointAt(0)!);
  }
  return weight;
}

/** The length X counts against its 280 limit. */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize("NFC");
  let weight = 0;
  let position = 0;
  for (const url of findUrls(normalized)) {
    weight +=
      weightOf(normalized.slice(position, url.start)) + X_TEXT_CONFIG.transformedURLLength * X_TEXT_CONFIG.scale;
    position = url.end;
  }
  weight += weightOf(normalized.slice(position));
  return weight / X_TEXT_CONFIG.scale;
}
