import type { PlatformLimits, TextLimits } from "../limits";

/**
 * TikTok captions: a video's caption (`post_info.title`) is at most 2,200 UTF-16 code units and a
 * photo post's description 4,000; one limit serves both, the stricter.
 */
export const TIKTOK_TEXT_LIMITS: TextLimits = { maxTextLength: 2200, textCounting: "code-points", urlLength: null };

/**
 * TikTok Content Posting API (Direct Post). Every post is a video or photos: text alone is refused.
 * Photo posts take 1 to 35 JPEG or WebP images (no PNG) of at most 20 MB, fetched by TikTok from a
 * URL (PULL_FROM_URL). Each user token may start 6 posts a minute (`/video/init/`,
 * `/content/init/`), read creator info 20 times and fetch a status 30 times a minute. TikTok caps
 * how many posts a creator may make through the API in a day without publishing the number
 * (`spam_risk_too_many_posts`); integrators report about 15, kept here as the daily budget. Apps
 * can read no comments with these scopes, so nothing comes to the inbox.
 */
export const TIKTOK_LIMITS: PlatformLimits = {
  ...TIKTOK_TEXT_LIMITS,
  maxImages: 35,
  maxImageBytes: 20 * 1024 * 1024,
  imageMimeTypes: ["image/jpeg", "image/webp"],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [
    // The daily cap is the one the publisher holds posts back by ("posts"); the others pace requests.
    { name: "posts", limit: 15, windowSeconds: 86_400, scope: "account" },
    { name: "post-inits", limit: 6, windowSeconds: 60, scope: "account" },
    { name: "creator-info", limit: 20, windowSeconds: 60, scope: "account" },
    { name: "status-fetch", limit: 30, windowSeconds: 60, scope: "account" },
  ],
  inbox: { mentions: false, replies: false, directMessages: false },
  // Photos or a video: the video (the post's videoUrl) satisfies it.
  requiresMedia: true,
  video: { mimeTypes: ["video/mp4", "video/webm", "video/quicktime"], maxBytes: 4 * 1024 * 1024 * 1024 },
};

/** A photo post's title (`post_info.title`): at most 90 characters; the post's text goes in its description. */
export const TIKTOK_PHOTO_TITLE_LENGTH = 90;

/**
 * Videos (Direct Post): MP4, WebM or QuickTime up to 4 GB; the longest a creator may post is
 * `max_video_post_duration_sec` of their creator info (this is the ceiling when it says nothing).
 * FILE_UPLOAD sends chunks of 5 to 64 MB (a video under 5 MB in one chunk; the last may hold up
 * to 128 MB), at most 1,000 of them, in order.
 */
export const TIKTOK_VIDEO_LIMITS = {
  mimeTypes: TIKTOK_LIMITS.video!.mimeTypes,
  maxBytes: TIKTOK_LIMITS.video!.maxBytes,
  maxDurationSeconds: 600,
  minChunkBytes: 5 * 1024 * 1024,
  maxChunkBytes: 64 * 1024 * 1024,
  maxChunks: 1000,
} as const;
