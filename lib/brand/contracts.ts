import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp } from "@/lib/api/schemas";

export const COLOR_KEYS = ["primary", "secondary", "accent", "background", "text"] as const;
export const FONT_KEYS = ["headingFont", "bodyFont"] as const;

/** Optional text field of a partial update: absent = unchanged, null or "" = cleared. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional();

const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex color such as "#1a2b3c" or "#abc"')
  .transform((s) => s.toLowerCase());

const fontFamily = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "must be a font family name: letters, digits, spaces and hyphens");

const optionalColor = hexColor.nullable().optional();
const colorsPatch = z.object({
  primary: optionalColor,
  secondary: optionalColor,
  accent: optionalColor,
  background: optionalColor,
  text: optionalColor,
});
const optionalFont = fontFamily.nullable().optional();
const typographyPatch = z.object({ headingFont: optionalFont, bodyFont: optionalFont });

export const BrandProfilePatch = z.object({
  companyName: clearableText(200),
  websiteUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).max(2048, "must be at most 2048 characters")])
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional(),
  tagline: clearableText(300),
  missionStatement: clearableText(2000),
  keyThemes: clearableText(1000).describe("Comma-separated themes"),
  brandVoice: clearableText(2000),
  keyMessages: z
    .array(z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters"))
    .max(20, "at most 20 key messages")
    .nullable()
    .optional()
    .describe("Replaces the whole list; null clears it"),
  targetAudience: clearableText(1000),
  tone: clearableText(200),
  colors: colorsPatch.nullable().optional().describe("Merged per key; a key set to null clears that color; null clears all colors"),
  typography: typographyPatch
    .nullable()
    .optional()
    .describe("Merged per key; a key set to null clears that font; null clears both"),
});

const nullableString = z.string().nullable();

export const BrandProfileDTO = z.object({
  companyName: nullableString,
  websiteUrl: nullableString,
  tagline: nullableString,
  missionStatement: nullableString,
  keyThemes: nullableString.describe("Comma-separated themes"),
  brandVoice: nullableString,
  keyMessages: z.array(z.string()),
  targetAudience: nullableString,
  tone: nullableString,
  colors: z.object({ primary: nullableString, secondary: nullableString, accent: nullableString, background: nullableString, text: nullableString }),
  typography: z.object({ headingFont: nullableString, bodyFont: nullableString }),
  updatedAt: timestamp,
});

export type BrandProfilePatchInput = z.output<typeof BrandProfilePatch>;
export type BrandProfile = z.output<typeof BrandProfileDTO>;

export const getBrandProfile = contract({
  method: "GET",
  path: "/api/brand-profile",
  tag: "Brand",
  summary: "The company's brand profile",
  description: "One profile per company. Unset text fields are null; every color and font key is always present (null when unset).",
  response: BrandProfileDTO,
});

export const updateBrandProfile = contract({
  method: "PUT",
  path: "/api/brand-profile",
  tag: "Brand",
  summary: "Update the brand profile",
  description:
    "Partial update: only the fields sent change; null (or an empty string) clears a field. colors and typography merge per key. " +
    "Unknown fields are ignored. Needs settings:manage. Answers the whole profile.",
  permission: "settings:manage",
  audit: "brand_profile.update",
  body: BrandProfilePatch,
  response: BrandProfileDTO,
  errors: [403],
});
