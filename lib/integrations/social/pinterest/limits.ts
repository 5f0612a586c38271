import type { TextLimits } from "../limits";

/** Pin descriptions: 500 characters (what Pinterest shows; its API stores up to 800). Not published to yet. */
export const PINTEREST_TEXT_LIMITS: TextLimits = { maxTextLength: 500, textCounting: "code-points", urlLength: null };
