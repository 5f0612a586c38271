import type { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { adminDb, type TenantDb } from "@/lib/db";
import type { IntegrationConfigBody } from "./contracts/integrations";
import { clearConfigCaches } from "./config-cache";
import { globalWrite } from "./global-write";
import { secretContext } from "./integration-config";
import { syncSecretsToManager } from "./secret-manager";
import { changesSecret, maskSecret, nextSecret, openSecret } from "./stored-secret";

type Row = Awaited<ReturnType<ReturnType<typeof adminDb>["integrationConfig"]["findMany"]>>[number];
const SECRET_FIELDS = ["apiKey", "apiSecret", "webhookUrl"] as const;

function integrationConfigDTO(row: Row) {
  return {
    id: row.id,
    service: row.service,
    displayName: row.displayName,
    isEnabled: row.isEnabled,
    apiKey: maskSecret(openSecret(row.apiKey, secretContext(row.service, "apiKey"))),
    apiSecret: maskSecret(openSecret(row.apiSecret, secretContext(row.service, "apiSecret"))),
    webhookUrl: maskSecret(openSecret(row.webhookUrl, secretContext(row.service, "webhookUrl"))),
    settings: (row.settings ?? {}) as Record<string, unknown>,
    rateLimit: row.rateLimit,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listIntegrationConfigs() {
  const rows = await adminDb().integrationConfig.findMany({ orderBy: { displayName: "asc" } });
  return rows.map(integrationConfigDTO);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function updateIntegrationConfig(
  ctx: { db: TenantDb },
  idOrService: string,
  body: z.output<typeof IntegrationConfigBody>,
) {
  return globalWrite(ctx, async (db) => {
    const where = UUID.test(idOrService) ? { id: idOrService } : { service: idOrService };
    const stored = await db.integrationConfig.findUnique({ where });
    if (!stored) throw notFound("Integration config");
    const { apiKey, apiSecret, webhookUrl, ...plain } = body;
    const incoming = { apiKey, apiSecret, webhookUrl };
    const secrets = Object.fromEntries(
      SECRET_FIELDS.map((f) => [f, nextSecret(incoming[f], stored[f], secretContext(stored.service, f))]),
    );
    const row = await db.integrationConfig.update({ where: { id: stored.id }, data: { ...plain, ...secrets } });
    const changed: Record<string, string | null> = {};
    for (const f of SECRET_FIELDS) {
      const value = incoming[f];
      if (changesSecret(value))
        changed[`integration-${stored.service}-${f.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
    }
    await syncSecretsToManager(changed);
    return integrationConfigDTO(row);
  });
}

export async function clearCaches() {
  const { instancesNotified } = await clearConfigCaches();
  return {
    success: true,
    message: instancesNotified
      ? "Configuration caches cleared in every instance"
      : "Configuration caches cleared (this instance; set REDIS_URL to reach every instance)",
  };
}
