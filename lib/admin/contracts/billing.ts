import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp } from "@/lib/api/schemas";
import { maskedSecret, secretInput, superAdmin, text } from "./shared";

export const BillingConfigDTO = z.object({
  id: z.string(),
  provider: z.string(),
  apiKey: maskedSecret,
  storeId: z.string().nullable(),
  webhookSecret: maskedSecret,
  testMode: z.boolean(),
  variantMapping: z.record(z.string(), z.string()).describe("External variant id → plan (package) name"),
  currency: z.string(),
  taxEnabled: z.boolean(),
  updatedAt: timestamp,
});

export const BillingConfigBody = z.object({
  provider: z.enum(["lemonsqueezy"], { message: "must be lemonsqueezy" }).optional(),
  apiKey: secretInput.optional(),
  storeId: text(100).nullable().optional(),
  webhookSecret: secretInput.optional(),
  testMode: z.boolean().optional(),
  variantMapping: z
    .record(text(100).min(1, "must not be empty"), text(100).min(1, "must not be empty"))
    .refine((m) => Object.keys(m).length <= 200, "must have at most 200 entries")
    .optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "must be a 3-letter ISO 4217 code")
    .optional(),
  taxEnabled: z.boolean().optional(),
});

export const getBillingConfig = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/billing",
  summary: "Billing provider configuration",
  description: "apiKey and webhookSecret are encrypted at rest and returned masked (last 4 characters).",
  response: BillingConfigDTO,
});

export const updateBillingConfig = contract({
  ...superAdmin,
  method: "PUT",
  path: "/api/admin/config/billing",
  summary: "Update billing configuration (partial)",
  description:
    "Only the fields sent change. A masked secret sent back leaves the stored one unchanged. With the secret-manager sync on, " +
    "changed secrets are written to Google Secret Manager first; if that fails the answer is 502 and nothing changes.",
  body: BillingConfigBody,
  response: BillingConfigDTO,
  audit: "admin.billing.update",
  errors: [403, 429, 502],
});
