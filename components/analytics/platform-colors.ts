import { toSocialPlatform, type SocialPlatform } from "@/lib/content/platforms";

/** A chart colour per network: its brand colour, moved apart where two networks' would look alike on a chart. */
const COLORS: Record<SocialPlatform, string> = {
  twitter: "#27272a",
  linkedin: "#0a66c2",
  facebook: "#4f8ff7",
  instagram: "#d62976",
  youtube: "#e62117",
  tiktok: "#14b8a6",
  threads: "#71717a",
  bluesky: "#38bdf8",
  pinterest: "#f97316",
  mastodon: "#6364ff",
};

export function platformColor(platform: string): string {
  const id = toSocialPlatform(platform);
  return id ? COLORS[id] : "#a1a1aa";
}
