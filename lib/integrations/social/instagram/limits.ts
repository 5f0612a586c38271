import type { PlatformLimits, TextLimits } from "../limits";

/** Instagram captions: 2,200 characters. */
export const INSTAGRAM_TEXT_LIMITS: TextLimits = { maxTextLength: 2200, textCounting: "code-points", urlLength: null };

/**
 * Instagram professional accounts (Content Publishing API): every post carries media, fetched by
 * Instagram from a public URL; images are JPEG of at most 8 MB with an aspect ratio from 4:5 to
 * 1.91:1; a carousel holds up to 10; 100 API-published posts per account in a moving 24 hours
 * (`content_publishing_limit`). Comments on the account's media come to the inbox.
 */
export const INSTAGRAM_LIMITS: PlatformLimits = {
  ...INSTAGRAM_TEXT_LIMITS,
  maxImages: 10,
  maxImageBytes: 8 * 1024 * 1024,
  imageMimeTypes: ["image/jpeg"],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [{ name: "posts", limit: 100, windowSeconds: 86400, scope: "account" }],
  inbox: { mentions: true, replies: true, directMessages: false },
  requiresMedia: true,
  aspectRatio: { min: 4 / 5, max: 1.91, label: "4:5 to 1.91:1" },
};
