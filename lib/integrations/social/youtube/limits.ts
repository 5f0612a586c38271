import type { TextLimits } from "../limits";

/** Video descriptions (YouTube Data API `snippet.description`): 5,000 bytes of UTF-8. Not published to yet. */
export const YOUTUBE_TEXT_LIMITS: TextLimits = { maxTextLength: 5000, textCounting: "utf8-bytes", urlLength: null };
