import type { PlatformLimits, TextLimits } from "../limits";

/** Facebook Page posts: 63,206 characters. */
export const FACEBOOK_TEXT_LIMITS: TextLimits = { maxTextLength: 63_206, textCounting: "code-points", urlLength: null };

/**
 * Facebook Pages (Pages API): a feed post with a message and a link, or photos uploaded to the page
 * (`/photos`, JPEG, PNG or GIF up to 10 MB; several attached to one feed post). No native threads;
 * comments on the page's posts come to the inbox (pages_read_user_content) and are answered as
 * comments; Messenger conversations come too (pages_messaging) and are answered by the Send API
 * within 24 hours of the person's last message. Meta throttles by Business Use Case, told in X-Business-Use-Case-Usage, not by a count.
 */
export const FACEBOOK_LIMITS: PlatformLimits = {
  ...FACEBOOK_TEXT_LIMITS,
  maxImages: 10,
  maxImageBytes: 10 * 1024 * 1024,
  imageMimeTypes: ["image/jpeg", "image/png", "image/gif"],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [],
  inbox: { mentions: true, replies: true, directMessages: true },
  // The Send API takes a message's text up to 2,000 characters.
  directMessageText: { maxTextLength: 2000, textCounting: "code-points", urlLength: null },
};
