import type { PlatformLimits } from "../limits";

/**
 * LinkedIn member posts (Posts API): 3,000 characters of commentary, up to 20 images in a
 * multi-image post, about 150 member posts a day. No native threads, and the member permissions
 * we ask for let an app post and comment but not read comments or mentions.
 */
export const LINKEDIN_LIMITS: PlatformLimits = {
  maxTextLength: 3000,
  textCounting: "code-points",
  urlLength: null,
  maxImages: 20,
  maxImageBytes: 5 * 1024 * 1024,
  imageMimeTypes: ["image/jpeg", "image/png", "image/gif"],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [{ name: "member-posts", limit: 150, windowSeconds: 86400, scope: "account" }],
  // Comments on the member's posts are read only with r_member_social, which LinkedIn keeps for approved partners.
  inbox: { mentions: false, replies: false, directMessages: false },
};

/** Commentary is "little text": these characters are markup unless escaped with a backslash. */
export function escapeLittleText(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);
}
