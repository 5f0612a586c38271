import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { createGsmClient, type GsmClient } from "@/lib/integrations/gsm/client";
import { logger } from "@/lib/logger";

/**
 * The secret-manager switch (GSM_SYNC_ENABLED, a server setting): when on, every billing and
 * integration secret a Super Admin changes is also written to Google Secret Manager.
 */
function client(): GsmClient | null {
  const gsm = env.gsm;
  if (!gsm.enabled) return null;
  return createGsmClient(gsm);
}

/**
 * Writes changed secrets (name → value; null means cleared, written as an empty version) before the
 * change commits: a failure answers 502 and the database change is rolled back.
 */
export async function syncSecretsToManager(secrets: Record<string, string | null>): Promise<void> {
  const names = Object.keys(secrets);
  const gsm = client();
  if (!gsm || names.length === 0) return;
  for (const name of names) {
    const secretId = `${env.gsm.secretPrefix}${name}`;
    try {
      await gsm.putSecret(secretId, secrets[name] ?? "");
    } catch (err) {
      const message = err instanceof Error ? err.message : "unknown error";
      logger.warn({ secretId, error: message }, "secret manager write failed");
      throw new ApiError(502, "SECRET_MANAGER_ERROR", {
        message: `Could not write ${secretId} to Google Secret Manager: ${message}. Nothing was changed.`,
      });
    }
  }
}

export interface SecretManagerStatus {
  enabled: boolean;
  connection: { success: boolean; error: string | null };
}

export async function secretManagerStatus(): Promise<SecretManagerStatus> {
  const gsm = env.gsm;
  if (!gsm.enabled) {
    return {
      enabled: false,
      connection: {
        success: false,
        error: "Secret Manager sync is disabled (set GSM_SYNC_ENABLED=1 and GSM_PROJECT_ID to turn it on)",
      },
    };
  }
  if (!gsm.projectId) return { enabled: true, connection: { success: false, error: "GSM_PROJECT_ID is not set" } };
  try {
    await client()!.ping();
    return { enabled: true, connection: { success: true, error: null } };
  } catch (err) {
    return {
      enabled: true,
      connection: { success: false, error: err instanceof Error ? err.message : "unknown error" },
    };
  }
}
