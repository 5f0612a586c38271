/**
 * Social networks we publish to and their post length limits. Shared by the API and the composer
 * UI, so nothing here may import server-only code.
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

/** Longest post text each network accepts (YouTube: a video description; Pinterest: a pin description). */
export const PLATFORM_CHARACTER_LIMITS: Record<SocialPlatform, number> = {
  twitter: 280,
  bluesky: 300,
  threads: 500,
  mastodon: 500,
  linkedin: 3000,
  instagram: 2200,
  facebook: 63206,
  tiktok: 2200,
  youtube: 5000,
  pinterest: 500,
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

/** Characters as a person counts them: code points, so an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export interface PlatformOverLimit {
  platform: SocialPlatform;
  limit: number;
  length: number;
}

/** The selected platforms whose limit the text exceeds, in the order given. */
export function platformsOverLimit(text: string, platforms: readonly SocialPlatform[]): PlatformOverLimit[] {
  const length = characterCount(text);
  return platforms
    .filter((platform) => length > PLATFORM_CHARACTER_LIMITS[platform])
    .map((platform) => ({ platform, limit: PLATFORM_CHARACTER_LIMITS[platform], length }));
}
