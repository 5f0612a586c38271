import type { TextLimits } from "../limits";

/** Threads text posts: 500 characters, an emoji counting as its UTF-8 bytes (Threads API "Posts"). Not published to yet. */
export const THREADS_TEXT_LIMITS: TextLimits = { maxTextLength: 500, textCounting: "threads", urlLength: null };
