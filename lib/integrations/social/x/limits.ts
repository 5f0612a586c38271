import { IMAGE_TYPES, type PlatformLimits } from "../limits";
import { X_TEXT_CONFIG } from "./text";

/** X API v2: 280 weighted characters, 4 images of 5 MB, 100 posts per 15 minutes per user. */
export const X_LIMITS: PlatformLimits = {
  maxTextLength: X_TEXT_CONFIG.maxWeightedTweetLength,
  textCounting: "x-weighted",
  urlLength: X_TEXT_CONFIG.transformedURLLength,
  maxImages: 4,
  maxImageBytes: 5 * 1024 * 1024,
  imageMimeTypes: IMAGE_TYPES,
  threads: true,
  postingConcurrency: 1,
  rateBudgets: [{ name: "posts", limit: 100, windowSeconds: 15 * 60, scope: "account" }],
  // Direct messages through the dm.read / dm.write scopes (GET /2/dm_events: 300 requests per 15 minutes per user).
  inbox: { mentions: true, replies: true, directMessages: true },
  // POST /2/dm_conversations/with/:id/messages takes up to 10,000 characters.
  directMessageText: { maxTextLength: 10_000, textCounting: "code-points", urlLength: null },
};
