import type { PlatformLimits, TextLimits } from "../limits";

/** Video descriptions (YouTube Data API `snippet.description`): 5,000 bytes of UTF-8. */
export const YOUTUBE_TEXT_LIMITS: TextLimits = { maxTextLength: 5000, textCounting: "utf8-bytes", urlLength: null };

/** `snippet.title`: at most 100 characters; the title is the text's first line, shortened to fit. */
export const YOUTUBE_TITLE_LENGTH = 100;

/**
 * YouTube (Data API v3). Every post is a video uploaded with videos.insert (resumable upload
 * protocol; any `video/*` type or application/octet-stream, up to 256 GB), the text as its
 * description; no images. Default quota per Google Cloud project: 100 videos.insert calls a day
 * (their own bucket) and 10,000 units a day for the rest (comments.insert costs 50, lists 1),
 * reset at midnight Pacific time. Comments on the channel's videos come to the inbox; replies
 * answer a top-level comment.
 */
export const YOUTUBE_LIMITS: PlatformLimits = {
  ...YOUTUBE_TEXT_LIMITS,
  maxImages: 0,
  maxImageBytes: 0,
  imageMimeTypes: [],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [
    { name: "videos.insert", limit: 100, windowSeconds: 86_400, scope: "app" },
    { name: "units", limit: 10_000, windowSeconds: 86_400, scope: "app" },
  ],
  // Comments on the channel's videos, as Facebook's on its page's posts.
  inbox: { mentions: true, replies: true, directMessages: false },
  video: {
    mimeTypes: [
      "video/mp4",
      "video/quicktime",
      "video/webm",
      "video/mpeg",
      "video/x-msvideo",
      "video/x-ms-wmv",
      "video/x-flv",
      "video/3gpp",
      "application/octet-stream",
    ],
    maxBytes: 256 * 1024 ** 3,
  },
  requiresVideo: true,
};
