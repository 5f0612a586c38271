import { env, serviceEnv } from "@/lib/env";
import type { HttpClientOptions } from "@/lib/integrations/http";

/**
 * A network's endpoints and credentials. From the environment by default (decisions.md names);
 * the Super Admin integration config passes overrides, and tests point the URLs at fakes.
 */
export interface NetworkConfig {
  apiUrl: string;
  authUrl: string;
  tokenUrl: string;
  clientId?: string;
  clientSecret?: string;
  /** LinkedIn only. */
  apiVersion?: string;
  /** Timeouts and retries; tests shorten them. */
  http?: Omit<HttpClientOptions, "network" | "transport">;
  /** Hosts the outbound guard lets through (Mastodon instances on local fakes); defaults to OUTBOUND_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  /** Instagram and Threads: how often a media container's status is asked while it is processed; TikTok: a post's status. */
  pollIntervalMs?: number;
}

const DEFAULTS = {
  twitter: {
    apiUrl: "https://api.x.com",
    authUrl: "https://x.com/i/oauth2/authorize",
    tokenUrl: "https://api.x.com/2/oauth2/token",
  },
  bluesky: { apiUrl: "https://bsky.social", authUrl: "", tokenUrl: "" },
  linkedin: {
    apiUrl: "https://api.linkedin.com",
    authUrl: "https://www.linkedin.com/oauth/v2/authorization",
    tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
  },
  // Mastodon's endpoints live on the instance each account names.
  mastodon: { apiUrl: "", authUrl: "", tokenUrl: "" },
  facebook: {
    apiUrl: "https://graph.facebook.com/v24.0",
    authUrl: "https://www.facebook.com/v24.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v24.0/oauth/access_token",
  },
  // Instagram professional accounts through Facebook Login: the same Graph host and Meta app.
  instagram: {
    apiUrl: "https://graph.facebook.com/v24.0",
    authUrl: "https://www.facebook.com/v24.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v24.0/oauth/access_token",
  },
  threads: {
    apiUrl: "https://graph.threads.net/v1.0",
    authUrl: "https://threads.net/oauth/authorize",
    tokenUrl: "https://graph.threads.net/oauth/access_token",
  },
  pinterest: {
    apiUrl: "https://api.pinterest.com/v5",
    authUrl: "https://www.pinterest.com/oauth/",
    tokenUrl: "https://api.pinterest.com/v5/oauth/token",
  },
  // Google OAuth 2.0 for web server apps; the upload host and WebSub hub are in youtube/config.ts.
  youtube: {
    apiUrl: "https://www.googleapis.com/youtube/v3",
    authUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
  },
  // Login Kit for Web; TIKTOK_CLIENT_ID holds what TikTok calls the client key.
  tiktok: {
    apiUrl: "https://open.tiktokapis.com",
    authUrl: "https://www.tiktok.com/v2/auth/authorize/",
    tokenUrl: "https://open.tiktokapis.com/v2/oauth/token/",
  },
} as const;

export type ConfiguredNetwork = keyof typeof DEFAULTS;

export function networkConfig(network: ConfiguredNetwork, overrides: Partial<NetworkConfig> = {}): NetworkConfig {
  const fromEnv: Partial<ReturnType<typeof serviceEnv>> =
    network === "mastodon" ? {} : serviceEnv(network.toUpperCase());
  // One Meta app serves Facebook and Instagram: Instagram uses FACEBOOK_CLIENT_ID/SECRET unless it has its own.
  if (network === "instagram") {
    const facebook = serviceEnv("FACEBOOK");
    fromEnv.clientId ??= facebook.clientId;
    fromEnv.clientSecret ??= facebook.clientSecret;
  }
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return {
    ...DEFAULTS[network],
    ...defined(fromEnv),
    ...(network === "linkedin" ? { apiVersion: env.linkedinApiVersion } : {}),
    ...defined(overrides),
  };
}

/** Trailing slashes off, so `${base}/path` never doubles one. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}
