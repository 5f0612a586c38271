import { adminDb, type TenantDb } from "@/lib/db";
import type { z } from "zod";
import type { BillingConfigBody } from "./contracts/billing";
import { configCache } from "./config-cache";
import { serviceCredentials } from "./integration-config";
import { globalWrite } from "./global-write";
import { syncSecretsToManager } from "./secret-manager";
import { changesSecret, maskSecret, nextSecret, openSecret } from "./stored-secret";

const ID = "default";
const API_KEY = "billing:apiKey";
const WEBHOOK_SECRET = "billing:webhookSecret";

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof adminDb>["billingConfig"]["findUnique"]>>>;

function billingConfigDTO(row: Row) {
  return {
    id: row.id,
    provider: row.provider,
    apiKey: maskSecret(openSecret(row.apiKey, API_KEY)),
    storeId: row.storeId,
    webhookSecret: maskSecret(openSecret(row.webhookSecret, WEBHOOK_SECRET)),
    testMode: row.testMode,
    variantMapping: (row.variantMapping ?? {}) as Record<string, string>,
    currency: row.currency,
    taxEnabled: row.taxEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const loadRow = () => adminDb().billingConfig.upsert({ where: { id: ID }, create: { id: ID }, update: {} });

export async function getBillingConfig() {
  return billingConfigDTO(await loadRow());
}

export async function updateBillingConfig(ctx: { db: TenantDb }, body: z.output<typeof BillingConfigBody>) {
  const { apiKey, webhookSecret, ...plain } = body;
  return globalWrite(ctx, async (db) => {
    const stored = await db.billingConfig.upsert({ where: { id: ID }, create: { id: ID }, update: {} });
    const row = await db.billingConfig.update({
      where: { id: ID },
      data: {
        ...plain,
        apiKey: nextSecret(apiKey, stored.apiKey, API_KEY),
        webhookSecret: nextSecret(webhookSecret, stored.webhookSecret, WEBHOOK_SECRET),
      },
    });
    await syncSecretsToManager({
      ...(changesSecret(apiKey) ? { "billing-api-key": apiKey } : {}),
      ...(changesSecret(webhookSecret) ? { "billing-webhook-secret": webhookSecret } : {}),
    });
    return billingConfigDTO(row);
  });
}

export interface BillingSecrets {
  provider: string;
  apiUrl: string;
  apiKey: string | null;
  webhookSecret: string | null;
  storeId: string | null;
  testMode: boolean;
  currency: string;
  variantMapping: Record<string, string>;
}

const cache = configCache(async (): Promise<BillingSecrets> => {
  const [row, fallback] = await Promise.all([loadRow(), serviceCredentials("lemonsqueezy")]);
  return {
    provider: row.provider,
    apiUrl: fallback.apiUrl ?? "https://api.lemonsqueezy.com",
    apiKey: openSecret(row.apiKey, API_KEY) ?? fallback.apiKey ?? null,
    webhookSecret: openSecret(row.webhookSecret, WEBHOOK_SECRET) ?? process.env.LEMONSQUEEZY_WEBHOOK_SECRET ?? null,
    storeId: row.storeId ?? process.env.LEMONSQUEEZY_STORE_ID ?? null,
    testMode: row.testMode,
    currency: row.currency,
    variantMapping: (row.variantMapping ?? {}) as Record<string, string>,
  };
});

/**
 * The decrypted billing configuration for the billing client and the webhook check (cached): the
 * billing config first, then the lemonsqueezy integration config, then the environment
 * (LEMONSQUEEZY_API_URL, _API_KEY, _WEBHOOK_SECRET, _STORE_ID).
 */
export function billingSecrets(): Promise<BillingSecrets> {
  return cache.get();
}
