import type { TextLimits } from "../limits";

/** Instagram captions: 2,200 characters. Not published to yet: drafts are checked against it. */
export const INSTAGRAM_TEXT_LIMITS: TextLimits = { maxTextLength: 2200, textCounting: "code-points", urlLength: null };
