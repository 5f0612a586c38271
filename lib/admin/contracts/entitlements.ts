import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { codeId, superAdmin, text } from "./shared";

const entitlements = { ...superAdmin, tag: "Entitlements" } as const;

export const EntitlementFeatureDTO = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(["BOOLEAN", "NUMBER"]),
  category: z.string().nullable(),
  defaultEnabled: z.boolean(),
  defaultValue: z.number().int().nullable(),
});

export const PlanEntitlementDTO = z.object({
  id: z.string(),
  packageId: z.string(),
  featureId: z.string(),
  enabled: z.boolean(),
  value: z
    .number()
    .int()
    .describe("-1 unlimited, 0 no access, 1 on (boolean features), greater than 1 a numeric limit"),
});

const planValue = z
  .number()
  .int("must be a whole number")
  .min(-1, "must be -1 (unlimited) or more")
  .max(1_000_000_000, "must be at most 1000000000");

export const listEntitlementFeatures = contract({
  ...entitlements,
  method: "GET",
  path: "/api/platform/entitlements/features",
  summary: "Entitlement features",
  response: z.array(EntitlementFeatureDTO),
});

export const createEntitlementFeature = contract({
  ...entitlements,
  method: "POST",
  path: "/api/platform/entitlements/features",
  summary: "Add an entitlement feature",
  description: "Every package gets a cell for it from its defaults, so the matrix stays full. 409 when the id exists.",
  body: z.object({
    id: codeId,
    name: text(200).min(1, "is required"),
    description: text(1000).default(""),
    type: z.enum(["boolean", "number"], { message: "must be boolean or number" }).default("boolean"),
    category: text(100).nullable().default(null),
    defaultEnabled: z.boolean().default(false),
    defaultValue: planValue.nullable().default(null),
  }),
  status: 201,
  response: EntitlementFeatureDTO,
  audit: "platform.entitlement_feature.create",
  errors: [403, 409, 429],
});

export const listEntitlementPackages = contract({
  ...entitlements,
  method: "GET",
  path: "/api/platform/entitlements/packages",
  summary: "Packages (id and name) for the plan matrix",
  response: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const listPlanEntitlements = contract({
  ...entitlements,
  method: "GET",
  path: "/api/platform/entitlements/plans",
  summary: "The full plan matrix",
  response: z.array(PlanEntitlementDTO),
});

export const updatePlanEntitlement = contract({
  ...entitlements,
  method: "PUT",
  path: "/api/platform/entitlements/plans/:packageId/:featureId",
  summary: "Set one cell of the plan matrix",
  description: "A boolean feature takes -1, 0 or 1. Takes effect at once for every company on the package.",
  params: z.object({ packageId: z.string().min(1).max(100), featureId: z.string().min(1).max(100) }),
  body: z.object({ enabled: z.boolean(), value: planValue.default(-1) }),
  response: PlanEntitlementDTO,
  audit: "platform.plan_entitlement.update",
  errors: [403, 404, 429],
});
