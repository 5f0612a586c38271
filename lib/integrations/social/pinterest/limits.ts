import type { PlatformLimits, TextLimits } from "../limits";

/** Pin descriptions: 500 characters (what Pinterest shows; its API stores up to 800). */
export const PINTEREST_TEXT_LIMITS: TextLimits = { maxTextLength: 500, textCounting: "code-points", urlLength: null };

/**
 * Pinterest (API v5 "Create Pin"): every Pin is an image on a board, sent as base64 JPEG or PNG
 * (`media_source.source_type` image_base64) of at most 20 MB; the first link of the text becomes
 * the Pin's destination link. Apps can read no comments or mentions, so nothing comes to the inbox.
 */
export const PINTEREST_LIMITS: PlatformLimits = {
  ...PINTEREST_TEXT_LIMITS,
  maxImages: 1,
  maxImageBytes: 20 * 1024 * 1024,
  imageMimeTypes: ["image/jpeg", "image/png"],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [],
  inbox: { mentions: false, replies: false, directMessages: false },
  requiresMedia: true,
};
