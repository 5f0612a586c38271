import type { PlatformLimits } from "../limits";

/**
 * Bluesky (docs.bsky.app "Rate Limits"; app.bsky.embed.images): 300 graphemes, 4 images of at most
 * 1,000,000 bytes, 5,000 write points an hour per account where creating a record costs 3, and
 * createSession 30 per 5 minutes (300 a day): sessions are reused and refreshed, never a login per post.
 */
export const BLUESKY_LIMITS: PlatformLimits = {
  maxTextLength: 300,
  textCounting: "graphemes",
  urlLength: null,
  maxImages: 4,
  maxImageBytes: 1_000_000,
  imageMimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  threads: true,
  postingConcurrency: 1,
  rateBudgets: [
    { name: "writes", limit: 5000, windowSeconds: 3600, scope: "account", cost: 3 },
    { name: "writes-daily", limit: 35000, windowSeconds: 86400, scope: "account", cost: 3 },
    { name: "createSession", limit: 30, windowSeconds: 300, scope: "account" },
    { name: "createSession-daily", limit: 300, windowSeconds: 86400, scope: "account" },
  ],
  // Direct messages live on a separate chat service (chat.bsky.*), not reachable with an app password's default scope.
  inbox: { mentions: true, replies: true, directMessages: false },
};
