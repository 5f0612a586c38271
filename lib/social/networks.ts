import { integrationConfig, type IntegrationSettings } from "@/lib/admin/integration-config";
import { ApiError } from "@/lib/api/errors";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import {
  configurationNames,
  isConfigured,
  isConnectable,
  networkConfig,
  socialProvider,
  type ConnectablePlatform,
  type NetworkConfig,
  type SocialProvider,
} from "@/lib/integrations/social";

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The network's settings that the Super Admin integration config holds, which override the
 * environment (decisions.md "External services"): URLs and LinkedIn's API version in `settings`,
 * the client id as apiKey (or settings.clientId) and the client secret as apiSecret. Unset values
 * leave the environment's (networkConfig applies these over it).
 */
export function overridesFrom(
  platform: ConnectablePlatform,
  config: IntegrationSettings | null,
  timeoutMs?: number,
): Partial<NetworkConfig> {
  const s = config?.settings ?? {};
  return defined({
    apiUrl: text(s.apiUrl),
    authUrl: text(s.authUrl),
    tokenUrl: text(s.tokenUrl),
    clientId: text(s.clientId) ?? config?.apiKey ?? undefined,
    clientSecret: config?.apiSecret ?? undefined,
    apiVersion: platform === "linkedin" ? text(s.apiVersion) : undefined,
    http: timeoutMs ? { timeoutMs } : undefined,
  });
}

// One provider per effective configuration: a changed config or environment makes a new one, the
// same one keeps its caches (Mastodon instance limits).
const providers = new Map<string, SocialProvider>();

export interface Network {
  platform: ConnectablePlatform;
  label: string;
  provider: SocialProvider;
}

/**
 * The provider of a platform, configured from the Super Admin config first, then the environment.
 * A network we cannot connect yet, or one with no client id: 503 {error, message} naming what to set.
 */
export async function network(platform: SocialPlatform): Promise<Network> {
  const label = PLATFORM_LABELS[platform];
  if (!isConnectable(platform)) {
    throw new ApiError(503, "PLATFORM_NOT_AVAILABLE", { message: `${label} cannot be connected yet.` });
  }
  // SOCIAL_HTTP_TIMEOUT_MS: how long one network call may take (default 15 s; tests shorten it).
  const overrides = overridesFrom(
    platform,
    await integrationConfig(platform),
    Number(process.env.SOCIAL_HTTP_TIMEOUT_MS) || undefined,
  );
  if (!isConfigured(platform, overrides)) {
    throw new ApiError(503, "PLATFORM_NOT_CONFIGURED", {
      message: `${label} is not configured on this server: set ${configurationNames(platform).join(" and ")}, or its integration config in the Super Admin console.`,
    });
  }
  const key = JSON.stringify([platform, networkConfig(platform, overrides)]);
  let provider = providers.get(key);
  if (!provider) {
    provider = socialProvider(platform, overrides)!;
    providers.set(key, provider);
  }
  return { platform, label, provider };
}
