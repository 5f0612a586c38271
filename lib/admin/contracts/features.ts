import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp, uuid } from "@/lib/api/schemas";
import { codeId, stringList, superAdmin, text } from "./shared";

const FLAG_STATUSES = ["development", "active", "deprecated"] as const;
const flagStatus = z.enum(FLAG_STATUSES, { message: `must be one of ${FLAG_STATUSES.join(", ")}` });
/**
 * The reference types it as a free string defaulting to `boolean` and lists no values, so any short
 * lower-case name is kept (boolean, string, number, json, ...). Evaluation is the same access rule
 * for every type: the flag is on or off for a caller; a non-boolean flag keeps its value in metadata.
 */
const flagType = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]*$/, "must be a lower-case name such as boolean, string, number or json")
  .max(30, "must be at most 30 characters");

export const FeatureFlagDTO = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z
    .string()
    .describe(
      "Default boolean; any lower-case name (string, number, json, ...). Evaluation treats every type alike: on or off for the caller; a value a non-boolean flag carries lives in metadata",
    ),
  isEnabled: z.boolean().describe("Global switch: on for everyone"),
  status: z.string().describe("development, active or deprecated"),
  enabledForTiers: z.array(z.string()).describe("Packages (id or name) whose companies get the flag"),
  enabledForCompanyIds: z.array(z.string()).describe("Same list as companyOverrides"),
  companyOverrides: z.array(z.string()),
  userOverrides: z.array(z.string()).describe("User ids or e-mail addresses"),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  segments: z.array(
    z.object({
      id: z.string(),
      segmentId: z.string(),
      segment: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }),
    }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const flagParams = z.object({ id: z.string().min(1).max(100) });

export const listFeatureFlags = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/features",
  summary: "Feature flags",
  description: "Each flag carries the fields of both shapes (tiers and company ids; overrides and segments).",
  response: z.array(FeatureFlagDTO),
});

export const createFeatureFlag = contract({
  ...superAdmin,
  method: "POST",
  path: "/api/admin/config/features",
  summary: "Create a feature flag",
  description:
    "id is code-defined snake_case. Defaults: isEnabled false, type boolean, status development. type is any lower-case name (the reference lists none); evaluation answers on or off whatever the type. 409 when the id exists.",
  body: z.object({
    id: codeId,
    name: text(200).min(1, "is required"),
    description: text(1000).default(""),
    isEnabled: z.boolean().default(false),
    type: flagType.default("boolean"),
    status: flagStatus.default("development"),
  }),
  response: FeatureFlagDTO,
  audit: "admin.feature_flag.create",
  errors: [403, 409, 429],
});

export const updateFeatureFlag = contract({
  ...superAdmin,
  method: "PUT",
  path: "/api/admin/config/features/:id",
  summary: "Update a feature flag (either shape, partial)",
  description:
    "Takes {isEnabled, enabledForTiers, enabledForCompanyIds, metadata, description} or {isEnabled, description, status, companyOverrides, userOverrides}, or any mix; " +
    "enabledForCompanyIds and companyOverrides are one list (send one of them).",
  params: flagParams,
  body: z.object({
    name: text(200).min(1, "must not be empty").optional(),
    description: text(1000).optional(),
    isEnabled: z.boolean().optional(),
    status: flagStatus.optional(),
    enabledForTiers: stringList(50).optional(),
    enabledForCompanyIds: stringList(1000).optional(),
    companyOverrides: stringList(1000).optional(),
    userOverrides: stringList(1000).optional(),
    metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
  response: FeatureFlagDTO,
  audit: "admin.feature_flag.update",
  errors: [403, 404, 429],
});

export const attachFlagSegment = contract({
  ...superAdmin,
  method: "POST",
  path: "/api/admin/config/features/:id/segments",
  summary: "Attach a segment to a flag",
  description: "Attaching one already attached answers the existing link.",
  params: flagParams,
  body: z.object({ segmentId: uuid }),
  response: z.object({ id: z.string(), featureFlagId: z.string(), segmentId: z.string() }),
  audit: "admin.feature_flag.attach_segment",
  errors: [403, 404, 429],
});

export const detachFlagSegment = contract({
  ...superAdmin,
  method: "DELETE",
  path: "/api/admin/config/features/:id/segments/:segmentId",
  summary: "Detach a segment from a flag",
  params: z.object({ id: z.string().min(1).max(100), segmentId: uuid }),
  response: z.object({ success: z.boolean() }),
  audit: "admin.feature_flag.detach_segment",
  errors: [403, 404, 429],
});

export const checkFeatureFlag = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/features/:id/check",
  summary: "Who sees this flag: the answer for one user or company, and the rule that decided",
  description:
    "Give userId (the user's company counts too) or companyId. reason: user_override, company_override, tier, segment, enabled or off.",
  params: flagParams,
  query: z
    .object({ userId: uuid.optional(), companyId: uuid.optional() })
    .refine((q) => Boolean(q.userId) !== Boolean(q.companyId), {
      message: "give exactly one of userId and companyId",
      path: ["userId"],
    }),
  response: z.object({
    flagId: z.string(),
    enabled: z.boolean(),
    reason: z.enum(["user_override", "company_override", "tier", "segment", "enabled", "off"]),
    explanation: z.string(),
    segment: z.object({ id: z.string(), name: z.string() }).nullable(),
    subject: z.object({
      userId: z.string().nullable(),
      email: z.string().nullable(),
      companyId: z.string().nullable(),
      companyName: z.string().nullable(),
      tiers: z.array(z.string()),
    }),
  }),
  errors: [403, 404, 429],
});

export const myFeatures = contract({
  method: "GET",
  path: "/api/features",
  tag: "Features",
  summary: "Feature flags for the caller",
  description:
    "Every flag, evaluated for the calling user and their company: `{features: {flag_id: true|false}}`. Pages gate on the same answers.",
  response: z.object({ features: z.record(z.string(), z.boolean()) }),
});
