/**
 * Limits and text counting of every connectable network, for the composer and the publisher.
 * Pure (no server-only imports): client components may import this file.
 */
import { BLUESKY_LIMITS } from "./bluesky/limits";
import { graphemeLength } from "./bluesky/text";
import { LINKEDIN_LIMITS } from "./linkedin/limits";
import type { PlatformLimits } from "./limits";
import { MASTODON_DEFAULT_LIMITS } from "./mastodon/limits";
import { mastodonLength } from "./mastodon/text";
import { X_LIMITS } from "./x/limits";
import { xWeightedLength } from "./x/text";

export const NETWORK_LIMITS = {
  twitter: X_LIMITS,
  bluesky: BLUESKY_LIMITS,
  mastodon: MASTODON_DEFAULT_LIMITS,
  linkedin: LINKEDIN_LIMITS,
} as const satisfies Record<string, PlatformLimits>;

/** Text length the way `limits` says the network counts it. */
export function countText(text: string, limits: PlatformLimits): number {
  switch (limits.textCounting) {
    case "x-weighted":
      return xWeightedLength(text);
    case "graphemes":
      return graphemeLength(text);
    case "mastodon":
      return mastodonLength(text, limits.urlLength ?? 23);
    case "code-points":
      return Array.from(text).length;
  }
}

export interface LimitProblem {
  field: "text" | "media";
  message: string;
}

/** What keeps a post from going out on a network, checked before any request; empty when it fits. */
export function checkAgainstLimits(limits: PlatformLimits, post: { text: string; media?: { size: number; mimeType: string }[] }): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const length = countText(post.text, limits);
  if (length > limits.maxTextLength) problems.push({ field: "text", message: `${length} characters; the limit is ${limits.maxTextLength}.` });
  const media = post.media ?? [];
  if (media.length > limits.maxImages) problems.push({ field: "media", message: `${media.length} images; at most ${limits.maxImages}.` });
  for (const item of media) {
    if (!limits.imageMimeTypes.includes(item.mimeType)) problems.push({ field: "media", message: `${item.mimeType} images are not accepted.` });
    if (item.size > limits.maxImageBytes) problems.push({ field: "media", message: `An image of ${item.size.toLocaleString("en")} bytes is over the ${limits.maxImageBytes.toLocaleString("en")}-byte limit.` });
  }
  return problems;
}
