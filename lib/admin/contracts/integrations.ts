import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp } from "@/lib/api/schemas";
import { maskedSecret, secretInput, superAdmin } from "./shared";

export const IntegrationConfigDTO = z.object({
  id: z.uuid(),
  service: z
    .string()
    .describe("twitter, linkedin, ..., slack, teams, discord, openai, anthropic, lemonsqueezy, email, blob"),
  displayName: z.string(),
  isEnabled: z.boolean().describe("Off: the service's client uses the environment"),
  apiKey: maskedSecret.describe("Masked. For OAuth networks: the client id"),
  apiSecret: maskedSecret.describe("Masked. For OAuth networks: the client secret"),
  webhookUrl: maskedSecret,
  settings: z.record(z.string(), z.unknown()).describe("Per service: apiUrl, authUrl, tokenUrl, clientId, model, ..."),
  rateLimit: z.number().int().nullable().describe("Requests per minute the app allows itself against this service"),
  updatedAt: timestamp,
});

export const IntegrationConfigBody = z.object({
  isEnabled: z.boolean().optional(),
  apiKey: secretInput.optional(),
  apiSecret: secretInput.optional(),
  webhookUrl: secretInput.optional(),
  settings: z
    .record(
      z.string().max(100, "keys must be at most 100 characters"),
      z.union([z.string().max(2000, "must be at most 2000 characters"), z.number(), z.boolean(), z.null()]),
    )
    .refine((s) => Object.keys(s).length <= 50, "must have at most 50 entries")
    .optional(),
  rateLimit: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000, "must be at most 1000000")
    .nullable()
    .optional(),
});

export const listIntegrationConfigs = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/integrations",
  summary: "Integration configs, one per external service",
  description:
    "Present from the first start, disabled until configured. Secrets are masked. An enabled config overrides the environment for that service's keys and settings.",
  response: z.array(IntegrationConfigDTO),
});

export const updateIntegrationConfig = contract({
  ...superAdmin,
  method: "PUT",
  path: "/api/admin/config/integrations/:id",
  summary: "Update an integration config (partial)",
  description:
    "`:id` is the config's id or its service name. Only the fields sent change; a masked secret sent back keeps the stored one; settings replace the stored settings object. " +
    "With the secret-manager sync on, changed secrets are written to Google Secret Manager first (502 and nothing changed if that fails).",
  params: z.object({ id: z.string().min(1).max(100) }),
  body: IntegrationConfigBody,
  response: IntegrationConfigDTO,
  audit: "admin.integration.update",
  errors: [403, 404, 429, 502],
});

export const clearConfigCache = contract({
  ...superAdmin,
  method: "POST",
  path: "/api/admin/config/cache/clear",
  summary: "Clear every configuration cache",
  description:
    "Feature flags, entitlements, integration configs, settings and billing config are reloaded on next use, in every instance (Redis pub/sub when REDIS_URL is set).",
  response: z.object({ success: z.boolean(), message: z.string() }),
  audit: "admin.cache.clear",
});

export const getSecretManagerStatus = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/gsm/status",
  summary: "Google Secret Manager sync status",
  description: "When the sync is disabled: enabled false and connection.success false with an error saying so.",
  response: z.object({
    enabled: z.boolean(),
    connection: z.object({ success: z.boolean(), error: z.string().nullable() }),
  }),
});
