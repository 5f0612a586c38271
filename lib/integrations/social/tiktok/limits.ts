import type { TextLimits } from "../limits";

/** TikTok video captions (Content Posting API `post_info.title`): 2,200 characters. Not published to yet. */
export const TIKTOK_TEXT_LIMITS: TextLimits = { maxTextLength: 2200, textCounting: "code-points", urlLength: null };
