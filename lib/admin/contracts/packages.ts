import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { isoDateTime, timestamp } from "@/lib/api/schemas";
import { superAdmin, text } from "./shared";

export const PackageDTO = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  interval: z.string(),
  currency: z.string(),
  maxUsers: z.number().int().describe("-1 unlimited"),
  maxAiPosts: z.number().int().describe("-1 unlimited"),
  displayFeatures: z.array(z.string()),
  salePrice: z.number().nullable(),
  saleStartsAt: timestamp.nullable(),
  saleEndsAt: timestamp.nullable(),
  variantId: z.string().nullable(),
  isActive: z.boolean(),
  isPopular: z.boolean(),
  sortOrder: z.number().int(),
});

const money = z
  .number()
  .min(0, "must be at least 0")
  .max(1_000_000, "must be at most 1000000")
  .multipleOf(0.01, "must have at most 2 decimals");
const limit = z
  .number()
  .int("must be a whole number")
  .min(-1, "must be -1 (unlimited) or more")
  .max(1_000_000, "must be at most 1000000");

export const PackageBody = z
  .object({
    id: z.string().trim().min(1).max(100).optional().describe("Present: update that package; absent: create one"),
    name: text(100).min(1, "must not be empty").optional(),
    description: text(1000).optional(),
    price: money.optional(),
    interval: z.enum(["month", "year"], { message: "must be month or year" }).optional(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "must be a 3-letter ISO 4217 code")
      .optional(),
    maxUsers: limit.optional(),
    maxAiPosts: limit.optional(),
    displayFeatures: z.array(text(200).min(1, "must not be empty")).max(30, "must have at most 30 entries").optional(),
    salePrice: money.nullable().optional(),
    saleStartsAt: isoDateTime.nullable().optional(),
    saleEndsAt: isoDateTime.nullable().optional(),
    variantId: text(100).nullable().optional(),
    isActive: z.boolean().optional(),
    isPopular: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((b) => b.id !== undefined || b.name !== undefined, {
    message: "is required to create a package",
    path: ["name"],
    when: fieldsParsed("id", "name"),
  })
  .refine((b) => !b.saleStartsAt || !b.saleEndsAt || b.saleEndsAt > b.saleStartsAt, {
    message: "must be after saleStartsAt",
    path: ["saleEndsAt"],
    when: fieldsParsed("saleStartsAt", "saleEndsAt"),
  });

export const listPublicPackages = contract({
  method: "GET",
  path: "/api/public/packages",
  tag: "Packages",
  access: "public",
  summary: "Active packages (public)",
  description:
    "What a pricing page shows: active packages in display order. salePrice applies between saleStartsAt and saleEndsAt.",
  response: z.array(PackageDTO),
});

const packageAdmin = { ...superAdmin, tag: "Packages", roles: ["owner", "admin"] } as const;

export const listAdminPackages = contract({
  ...packageAdmin,
  method: "GET",
  path: "/api/admin/packages",
  summary: "Every package, inactive ones too",
  description: "Super Admin with the owner or admin role in their company.",
  response: z.array(PackageDTO),
});

export const upsertPackage = contract({
  ...packageAdmin,
  method: "POST",
  path: "/api/admin/packages",
  summary: "Create or update a package",
  description:
    "With id: partial update of that package (404 if none). Without: create (name required); the new package gets a plan matrix column from each feature's defaults. maxAiPosts given on create, or changed by an update, sets the package's ai_posts_limit plan entitlement to it (that entitlement is the limit in force). A salePrice must be below the price.",
  body: PackageBody,
  response: PackageDTO,
  audit: "admin.package.upsert",
  errors: [403, 404, 429],
});

export const deletePackage = contract({
  ...packageAdmin,
  method: "DELETE",
  path: "/api/admin/packages/:id",
  summary: "Delete a package permanently",
  description: "Its plan matrix column goes with it; companies on it are left with no package (system defaults apply).",
  params: z.object({ id: z.string().min(1).max(100) }),
  response: z.object({ success: z.boolean() }),
  audit: "admin.package.delete",
  errors: [403, 404, 429],
});
