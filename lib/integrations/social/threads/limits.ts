import type { PlatformLimits, TextLimits } from "../limits";

/** Threads text posts: 500 characters, an emoji counting as its UTF-8 bytes (Threads API "Posts"). */
export const THREADS_TEXT_LIMITS: TextLimits = { maxTextLength: 500, textCounting: "threads", urlLength: null };

/**
 * Threads (Threads API): text, an image fetched from a public URL (JPEG or PNG up to 8 MB) or a
 * carousel of up to 20; replies to one's own post make a native thread; 250 published posts per
 * profile in a moving 24 hours. Mentions come to the inbox (threads_manage_mentions).
 */
export const THREADS_LIMITS: PlatformLimits = {
  ...THREADS_TEXT_LIMITS,
  maxImages: 20,
  maxImageBytes: 8 * 1024 * 1024,
  imageMimeTypes: ["image/jpeg", "image/png"],
  threads: true,
  postingConcurrency: 1,
  rateBudgets: [{ name: "posts", limit: 250, windowSeconds: 86400, scope: "account" }],
  inbox: { mentions: true, replies: true, directMessages: false },
};
