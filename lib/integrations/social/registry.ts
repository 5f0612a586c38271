import type { SocialPlatform } from "@/lib/content/platforms";
import { createBlueskyProvider } from "./bluesky/provider";
import { networkConfig, type ConfiguredNetwork, type NetworkConfig } from "./config";
import { createLinkedInProvider } from "./linkedin/provider";
import { createMastodonProvider } from "./mastodon/provider";
import { isConnectable, type ConnectablePlatform } from "./platform-limits";
import type { SocialProvider } from "./types";
import { createXProvider } from "./x/provider";
import { createFacebookProvider } from "./facebook/provider";
import { createInstagramProvider } from "./instagram/provider";
import { createThreadsProvider } from "./threads/provider";
import { createPinterestProvider } from "./pinterest/provider";
import { createYoutubeProvider } from "./youtube/provider";
import { createTikTokProvider } from "./tiktok/provider";

/** A provider for each network we can connect (platform-limits.ts names them, browser-safe). */
const FACTORIES = {
  twitter: createXProvider,
  bluesky: createBlueskyProvider,
  mastodon: createMastodonProvider,
  linkedin: createLinkedInProvider,
  facebook: createFacebookProvider,
  instagram: createInstagramProvider,
  threads: createThreadsProvider,
  pinterest: createPinterestProvider,
  youtube: createYoutubeProvider,
  tiktok: createTikTokProvider,
} satisfies Record<ConnectablePlatform, (overrides?: Partial<NetworkConfig>) => SocialProvider>;

const defaults = new Map<ConnectablePlatform, SocialProvider>();

/**
 * The provider for a platform, or null for networks not supported yet. Without overrides one
 * instance per platform is shared (it holds caches such as Mastodon instance limits); overrides
 * (the Super Admin integration config, tests) get a fresh one.
 */
export function socialProvider(platform: SocialPlatform, overrides?: Partial<NetworkConfig>): SocialProvider | null {
  if (!isConnectable(platform)) return null;
  if (overrides) return FACTORIES[platform](overrides);
  let provider = defaults.get(platform);
  if (!provider) {
    provider = FACTORIES[platform]();
    defaults.set(platform, provider);
  }
  return provider;
}

/**
 * Whether connecting can start: OAuth networks need a client id (decisions.md: otherwise 503 naming
 * what to configure); Bluesky needs nothing, Mastodon registers its app on each instance.
 */
export function isConfigured(platform: ConnectablePlatform, overrides?: Partial<NetworkConfig>): boolean {
  if (platform === "bluesky" || platform === "mastodon") return true;
  return Boolean(networkConfig(platform as ConfiguredNetwork, overrides).clientId);
}

/** The environment variables an administrator sets to enable a network. */
export function configurationNames(platform: ConnectablePlatform): string[] {
  if (platform === "bluesky") return ["BLUESKY_API_URL (optional)"];
  if (platform === "mastodon") return [];
  const service = platform.toUpperCase();
  return [`${service}_CLIENT_ID`, `${service}_CLIENT_SECRET`];
}
