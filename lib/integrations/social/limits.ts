/**
 * Network limits as data, read by the composer (before) and the publisher (before sending). Pure:
 * no server-only imports, so client components may import it.
 */
export type TextCounting = "x-weighted" | "graphemes" | "mastodon" | "threads" | "utf8-bytes" | "code-points";

export interface RateBudget {
  /** What is limited, e.g. "posts", "writes", "createSession". */
  name: string;
  limit: number;
  windowSeconds: number;
  scope: "account" | "app" | "ip";
  /** Points one action costs where the budget counts points (Bluesky writes: a post costs 3). */
  cost?: number;
}

export interface PlatformLimits {
  maxTextLength: number;
  textCounting: TextCounting;
  /** A URL counts as this many characters whatever its length (null: counted as written). */
  urlLength: number | null;
  maxImages: number;
  maxImageBytes: number;
  imageMimeTypes: string[];
  /** Native threads: a post can be followed by replies to itself in one publish. */
  threads: boolean;
  /** Publishes to one account at a time at most this many at once. */
  postingConcurrency: number;
  rateBudgets: RateBudget[];
  inbox: { mentions: boolean; replies: boolean; directMessages: boolean };
  /** How a reply to a direct message is counted where the network's messages differ from its posts (X: 10,000). */
  directMessageText?: TextLimits;
  /** A post must carry an image (Instagram): text alone is refused. */
  requiresMedia?: boolean;
  /** Width divided by height each image must lie within (Instagram feed: 4:5 to 1.91:1). */
  aspectRatio?: { min: number; max: number; label: string };
  /** Networks that take videos (the post's `videoUrl`, fetched at publish time): its types and size. */
  video?: { mimeTypes: string[]; maxBytes: number };
  /** A post must carry a video (YouTube, TikTok): text or images alone are refused. */
  requiresVideo?: boolean;
}

/** What the composer and the API check a post's text against, for every network (published to or not yet). */
export type TextLimits = Pick<PlatformLimits, "maxTextLength" | "textCounting" | "urlLength">;

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
