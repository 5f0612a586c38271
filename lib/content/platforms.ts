/**
 * The social network identifiers a post may name (decisions.md), and their display names. Shared
 * by the API and the composer UI, so nothing here may import server-only code. Each network's
 * limits and text counting: lib/integrations/social/platform-limits.ts.
 */
export const SOCIAL_PLATFORMS = [
  "twitter",
  "linkedin",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "threads",
  "bluesky",
  "pinterest",
  "mastodon",
] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  threads: "Threads",
  bluesky: "Bluesky",
  pinterest: "Pinterest",
  mastodon: "Mastodon",
};

/** Identifiers arrive in either case (decisions.md); we store and answer lower-case. */
export function toSocialPlatform(value: string): SocialPlatform | null {
  const id = value.trim().toLowerCase();
  return (SOCIAL_PLATFORMS as readonly string[]).includes(id) ? (id as SocialPlatform) : null;
}

/** The one display name of a network ("LinkedIn", never "Linkedin"), whatever case its id came in. */
export function platformLabel(id: string): string {
  const platform = toSocialPlatform(id);
  return platform ? PLATFORM_LABELS[platform] : id;
}
