/**
 * Threads' count (Threads API "Posts", Limitations): characters, except that an emoji counts as
 * the number of its UTF-8 bytes (most are 4). Pure: the composer uses it too.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const encoder = new TextEncoder();

export function threadsLength(text: string): number {
  let count = 0;
  for (const { segment } of segmenter.segment(text))
    count += EMOJI.test(segment) ? encoder.encode(segment).length : Array.from(segment).length;
  return count;
}
