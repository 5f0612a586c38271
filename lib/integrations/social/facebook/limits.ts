import type { TextLimits } from "../limits";

/** Facebook Page posts: 63,206 characters. Not published to yet: drafts are checked against it. */
export const FACEBOOK_TEXT_LIMITS: TextLimits = { maxTextLength: 63_206, textCounting: "code-points", urlLength: null };
