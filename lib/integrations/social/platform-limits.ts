/**
 * Limits and text counting of every network, the one place the composer, the API's validation and
 * the publisher read them from; each network's own folder holds its facts. Pure (no server-only
 * imports): client components may import this file.
 */
import type { SocialPlatform } from "@/lib/content/platforms";
import { BLUESKY_LIMITS } from "./bluesky/limits";
import { graphemeLength } from "./bluesky/text";
import { FACEBOOK_LIMITS } from "./facebook/limits";
import { INSTAGRAM_LIMITS } from "./instagram/limits";
import { LINKEDIN_LIMITS } from "./linkedin/limits";
import type { PlatformLimits, TextLimits } from "./limits";
import { MASTODON_DEFAULT_LIMITS } from "./mastodon/limits";
import { mastodonLength } from "./mastodon/text";
import { PINTEREST_LIMITS } from "./pinterest/limits";
import { THREADS_LIMITS } from "./threads/limits";
import { threadsLength } from "./threads/text";
import { TIKTOK_LIMITS } from "./tiktok/limits";
import { X_LIMITS } from "./x/limits";
import { xWeightedLength } from "./x/text";
import { YOUTUBE_LIMITS } from "./youtube/limits";

/** The networks we can connect and publish to (each has a provider in registry.ts): every limit of theirs. */
export const NETWORK_LIMITS = {
  twitter: X_LIMITS,
  bluesky: BLUESKY_LIMITS,
  mastodon: MASTODON_DEFAULT_LIMITS,
  linkedin: LINKEDIN_LIMITS,
  facebook: FACEBOOK_LIMITS,
  instagram: INSTAGRAM_LIMITS,
  threads: THREADS_LIMITS,
  pinterest: PINTEREST_LIMITS,
  tiktok: TIKTOK_LIMITS,
  youtube: YOUTUBE_LIMITS,
} as const satisfies Partial<Record<SocialPlatform, PlatformLimits>>;

export type ConnectablePlatform = keyof typeof NETWORK_LIMITS;
export const CONNECTABLE_PLATFORMS = Object.keys(NETWORK_LIMITS) as ConnectablePlatform[];

export function isConnectable(platform: string): platform is ConnectablePlatform {
  return platform in NETWORK_LIMITS;
}

/** Text limits of every network a post may name, those not published to yet included (drafts). */
export const TEXT_LIMITS: Record<SocialPlatform, TextLimits> = {
  ...NETWORK_LIMITS,
};

const utf8 = new TextEncoder();

/** Text length the way `limits` says the network counts it. */
export function countText(text: string, limits: TextLimits): number {
  switch (limits.textCounting) {
    case "x-weighted":
      return xWeightedLength(text);
    case "graphemes":
      return graphemeLength(text);
    case "mastodon":
      return mastodonLength(text, limits.urlLength ?? 23);
    case "threads":
      return threadsLength(text);
    case "utf8-bytes":
      return utf8.encode(text).length;
    case "code-points":
      return Array.from(text).length;
  }
}

export interface PlatformOverLimit {
  platform: SocialPlatform;
  limit: number;
  length: number;
}

/** The selected platforms whose limit the text exceeds, counted each network's way, in the order given. */
export function platformsOverLimit(text: string, platforms: readonly SocialPlatform[]): PlatformOverLimit[] {
  return platforms
    .map((platform) => ({
      platform,
      limit: TEXT_LIMITS[platform].maxTextLength,
      length: countText(text, TEXT_LIMITS[platform]),
    }))
    .filter((o) => o.length > o.limit);
}

/** An attached image as the checks see it (a media asset's stored facts). */
export interface MediaFacts {
  size: number;
  mimeType: string;
  width?: number;
  height?: number;
}

export interface LimitProblem {
  field: "text" | "media" | "video";
  message: string;
}

/** What keeps a post from going out on a network, checked before any request; empty when it fits. */
export function checkAgainstLimits(
  limits: PlatformLimits,
  post: {
    text: string;
    media?: MediaFacts[];
    /** The post's video: its presence at schedule time, its size and type once fetched. */
    video?: { size?: number; mimeType?: string } | null;
  },
): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const length = countText(post.text, limits);
  if (length > limits.maxTextLength)
    problems.push({ field: "text", message: `${length} characters; the limit is ${limits.maxTextLength}.` });
  const media = post.media ?? [];
  // A network that takes videos too (TikTok) is satisfied by the video.
  if (limits.requiresMedia && media.length === 0 && !(limits.video && post.video))
    problems.push({ field: "media", message: "An image is required: text alone cannot be posted there." });
  if (limits.requiresVideo && !post.video)
    problems.push({ field: "video", message: "A video is required: give the post a videoUrl (https)." });
  const video = post.video && limits.video ? post.video : null;
  if (video?.mimeType && !limits.video!.mimeTypes.includes(video.mimeType))
    problems.push({ field: "video", message: `${video.mimeType} videos are not accepted.` });
  if (video?.size !== undefined && video.size > limits.video!.maxBytes)
    problems.push({
      field: "video",
      message: `A video of ${video.size.toLocaleString("en")} bytes is over the ${limits.video!.maxBytes.toLocaleString("en")}-byte limit.`,
    });
  const ratio = limits.aspectRatio;
  for (const item of media) {
    if (!ratio || !item.width || !item.height) continue;
    const r = item.width / item.height;
    if (r < ratio.min - 0.005 || r > ratio.max + 0.005)
      problems.push({
        field: "media",
        message: `An image of ${item.width}×${item.height} is outside the ${ratio.label} aspect ratios accepted.`,
      });
  }
  if (media.length > limits.maxImages)
    problems.push({ field: "media", message: `${media.length} images; at most ${limits.maxImages}.` });
  for (const item of media) {
    if (!limits.imageMimeTypes.includes(item.mimeType))
      problems.push({ field: "media", message: `${item.mimeType} images are not accepted.` });
    if (item.size > limits.maxImageBytes)
      problems.push({
        field: "media",
        message: `An image of ${item.size.toLocaleString("en")} bytes is over the ${limits.maxImageBytes.toLocaleString("en")}-byte limit.`,
      });
  }
  return problems;
}

export interface NetworkMediaProblem {
  platform: ConnectablePlatform;
  field: "media" | "video";
  message: string;
}

/**
 * What keeps a post's images or video (its text aside) from going out on each selected network, in
 * the order given: the composer shows these next to the media and video fields, and scheduling
 * refuses the post with the same ones (lib/social/delivery/media.ts).
 */
export function mediaProblems(
  platforms: readonly string[],
  media: readonly MediaFacts[],
  hasVideo: boolean,
): NetworkMediaProblem[] {
  return platforms.filter(isConnectable).flatMap((platform) =>
    checkAgainstLimits(NETWORK_LIMITS[platform], {
      text: "",
      media: [...media],
      video: hasVideo ? {} : null,
    }).flatMap((p) => (p.field === "text" ? [] : [{ platform, field: p.field, message: p.message }])),
  );
}
