/**
 * Mastodon's count (StatusLengthValidator): grapheme clusters, every URL as
 * `characters_reserved_per_url` (23), and a remote mention `@user@domain` as just `@user`. Pure:
 * the composer uses it too.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const REMOTE_MENTION = /(^|[^\w@])(@\w+)@[\w.-]+\w/g;

export function mastodonLength(text: string, urlLength = 23): number {
  const countable = text.replace(URL_PATTERN, "x".repeat(urlLength)).replace(REMOTE_MENTION, "$1$2");
  let count = 0;
  for (const _ of segmenter.segment(countable)) count++;
  return count;
}

/** Status content arrives as HTML; the inbox wants its words. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
