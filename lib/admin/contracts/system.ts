import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp } from "@/lib/api/schemas";
import { superAdmin, text } from "./shared";

const dollars = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, "must be a number")])
  .transform(Number)
  .pipe(z.number().min(0, "must be at least 0").max(1_000_000_000, "must be at most 1000000000"))
  .describe("US dollars; send a number (a decimal string is accepted too)");
const limitValue = z
  .number()
  .int("must be a whole number")
  .min(-1, "must be -1 (unlimited) or more")
  .max(1_000_000, "must be at most 1000000");
const emailOrEmpty = z.union([z.literal(""), z.email("must be an e-mail address")]);

export const SystemSettingsDTO = z.object({
  id: z.string(),
  appName: z.string(),
  appUrl: z.string(),
  supportEmail: z.string(),
  alertEmail: z.string(),
  allowSignups: z.boolean().describe("Off: new companies cannot onboard; invited people still join"),
  requireEmailVerification: z
    .boolean()
    .describe(
      "Stored and returned only: the reference gives it no behaviour, and this app has no e-mail and password sign-up to verify; " +
        "people sign in through OAuth providers, which vouch for the address, or the development sign-in (off in production)",
    ),
  defaultTrialDays: z.number().int().describe("Trial length given to each new company"),
  maxTeamMembersDefault: z
    .number()
    .int()
    .describe("Team member limit (members + pending invitations) of companies with no package; -1 unlimited"),
  maxSocialAccountsDefault: z
    .number()
    .int()
    .describe("Social account limit of companies with no package; -1 unlimited"),
  dailyAIBudgetUSD: z.string().describe('Decimal string, e.g. "50.00"'),
  monthlyAIBudgetUSD: z.string().describe("Decimal string"),
  updatedAt: timestamp,
});

export const SystemSettingsBody = z.object({
  appName: text(100).min(1, "must not be empty").optional(),
  appUrl: z.union([z.literal(""), z.url("must be a URL")]).optional(),
  supportEmail: emailOrEmpty.optional(),
  alertEmail: emailOrEmpty.optional(),
  allowSignups: z.boolean().optional(),
  requireEmailVerification: z.boolean().optional(),
  defaultTrialDays: z
    .number()
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(365, "must be at most 365")
    .optional(),
  maxTeamMembersDefault: limitValue.optional(),
  maxSocialAccountsDefault: limitValue.optional(),
  dailyAIBudgetUSD: dollars.optional(),
  monthlyAIBudgetUSD: dollars.optional(),
});

export const getSystemConfig = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/system",
  summary: "System settings",
  response: SystemSettingsDTO,
});

export const updateSystemConfig = contract({
  ...superAdmin,
  method: "PUT",
  path: "/api/admin/config/system",
  summary: "Update system settings (partial)",
  description:
    "Only the fields sent change. Budgets are sent as numbers and returned as decimal strings. Takes effect at once, without a restart. requireEmailVerification is kept for clients but changes nothing (see its field).",
  body: SystemSettingsBody,
  response: SystemSettingsDTO,
  audit: "admin.system.update",
});

export const AdminSettingsDTO = z.object({ id: z.string(), defaultTrialDays: z.number().int() });

export const getAdminSettings = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/settings",
  summary: "Admin settings",
  description: "The minimal settings resource; defaultTrialDays is the same value as in the system settings.",
  response: AdminSettingsDTO,
});

export const updateAdminSettings = contract({
  ...superAdmin,
  method: "PUT",
  path: "/api/admin/settings",
  summary: "Update admin settings",
  body: z.object({ defaultTrialDays: SystemSettingsBody.shape.defaultTrialDays }),
  response: AdminSettingsDTO,
  audit: "admin.settings.update",
});
