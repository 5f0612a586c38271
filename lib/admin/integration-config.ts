import { adminDb } from "@/lib/db";
import { serviceEnv } from "@/lib/env";
import { configCache } from "./config-cache";
import { openSecret } from "./stored-secret";

/**
 * The Super Admin integration config of one external service (decisions.md "External services":
 * it overrides the environment for keys and settings). Secrets are decrypted here and nowhere else.
 */
export interface IntegrationSettings {
  service: string;
  isEnabled: boolean;
  apiKey: string | null;
  apiSecret: string | null;
  webhookUrl: string | null;
  /** Free-form per service: apiUrl, authUrl, tokenUrl, clientId, model, ... */
  settings: Record<string, unknown>;
  rateLimit: number | null;
}

export const secretContext = (service: string, field: "apiKey" | "apiSecret" | "webhookUrl") =>
  `integration:${service}:${field}`;

async function loadAll(): Promise<Map<string, IntegrationSettings>> {
  const rows = await adminDb().integrationConfig.findMany();
  return new Map(
    rows.map((row) => [
      row.service,
      {
        service: row.service,
        isEnabled: row.isEnabled,
        apiKey: openSecret(row.apiKey, secretContext(row.service, "apiKey")),
        apiSecret: openSecret(row.apiSecret, secretContext(row.service, "apiSecret")),
        webhookUrl: openSecret(row.webhookUrl, secretContext(row.service, "webhookUrl")),
        settings: (row.settings ?? {}) as Record<string, unknown>,
        rateLimit: row.rateLimit,
      },
    ]),
  );
}

const cache = configCache(loadAll);

/**
 * The decrypted config of `service` ("twitter", "openai", "slack", ...) when a Super Admin has
 * enabled it, else null (the caller then uses the environment). Cached; cache/clear empties it.
 */
export async function integrationConfig(service: string): Promise<IntegrationSettings | null> {
  const config = (await cache.get()).get(service);
  return config?.isEnabled ? config : null;
}

export interface ServiceCredentials {
  apiUrl?: string;
  authUrl?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  apiKey?: string;
  webhookUrl?: string;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/**
 * A service's endpoints and credentials, config first, then the environment (`<SERVICE>_API_URL`,
 * `_AUTH_URL`, `_TOKEN_URL`, `_CLIENT_ID`, `_CLIENT_SECRET`, `_API_KEY`). For OAuth services the
 * config's apiKey is the client id (unless settings.clientId is set) and apiSecret the client secret.
 */
export async function serviceCredentials(service: string): Promise<ServiceCredentials> {
  const config = await integrationConfig(service);
  const prefix = service.toUpperCase();
  const fromEnv = serviceEnv(prefix);
  const s = config?.settings ?? {};
  const pick = (...values: (string | null | undefined)[]) => values.find((v) => v) ?? undefined;
  return Object.fromEntries(
    Object.entries({
      apiUrl: pick(text(s.apiUrl), fromEnv.apiUrl),
      authUrl: pick(text(s.authUrl), fromEnv.authUrl),
      tokenUrl: pick(text(s.tokenUrl), fromEnv.tokenUrl),
      clientId: pick(text(s.clientId), config?.apiKey, fromEnv.clientId),
      clientSecret: pick(config?.apiSecret, fromEnv.clientSecret),
      apiKey: pick(config?.apiKey, process.env[`${prefix}_API_KEY`]),
      webhookUrl: pick(config?.webhookUrl),
    }).filter(([, v]) => v !== undefined),
  ) as ServiceCredentials;
}
