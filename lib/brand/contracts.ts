import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp } from "@/lib/api/schemas";
import { fieldsParsed } from "@/lib/api/cross-field";
import { REFINE_INSTRUCTIONS } from "@/lib/ai/tasks/field-refinement";

export const COLOR_KEYS = ["primary", "secondary", "accent", "background", "text"] as const;
export const FONT_KEYS = ["headingFont", "bodyFont"] as const;
/** The profile's plain text fields. */
export const TEXT_FIELDS = [
  "companyName",
  "websiteUrl",
  "tagline",
  "missionStatement",
  "keyThemes",
  "brandVoice",
  "targetAudience",
  "tone",
] as const;

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
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).max(2048, "must be at most 2048 characters"),
    ])
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
  colors: colorsPatch
    .nullable()
    .optional()
    .describe("Merged per key; a key set to null clears that color; null clears all colors"),
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
  colors: z.object({
    primary: nullableString,
    secondary: nullableString,
    accent: nullableString,
    background: nullableString,
    text: nullableString,
  }),
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
  description:
    "One profile per company. Unset text fields are null; every color and font key is always present (null when unset).",
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

const shortText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

export const RefineFieldBody = z
  .object({
    fieldId: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
    fieldValue: z.string().max(10_000, "must be at most 10000 characters"),
    instruction: z.enum(REFINE_INSTRUCTIONS),
    customInstruction: z
      .string()
      .trim()
      .max(1000, "must be at most 1000 characters")
      .optional()
      .describe("The instruction itself; required when instruction is custom"),
    context: z
      .object({ brandName: shortText(200), industry: shortText(200), targetAudience: shortText(500) })
      .optional(),
  })
  .refine((b) => b.instruction !== "custom" || !!b.customInstruction, {
    path: ["customInstruction"],
    message: "is required when instruction is custom",
    when: fieldsParsed("instruction", "customInstruction"),
  });

export const refineField = contract({
  method: "POST",
  path: "/api/refine-field",
  tag: "AI",
  summary: "Refine one brand field with AI",
  description:
    "Rewrites fieldValue by the instruction (custom: customInstruction says how). Consumes one ONE_SHOT_REFINEMENT credit per successful call. " +
    "403 LIMIT_REACHED {error, message, action, limit, used} before any model call when the plan's limit is used up; 503 AI_NOT_CONFIGURED with no provider, " +
    "503 AI_BUDGET_EXCEEDED once the platform's AI budget is spent; 502 AI_PROVIDER_ERROR or AI_BAD_OUTPUT when the model fails (no credit used).",
  permission: "content:create",
  audit: false,
  body: RefineFieldBody,
  response: z.object({ refined: z.string(), originalLength: z.number().int(), refinedLength: z.number().int() }),
  errors: [403, 502, 503],
});

const profileText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional();

/** A brand profile as a form holds it (maybe not saved yet); what it leaves out comes from the stored profile. */
export const BrandFactsInput = z
  .object({
    companyName: profileText(200),
    tagline: profileText(300),
    missionStatement: profileText(2000),
    brandVoice: profileText(2000),
    keyThemes: profileText(1000),
    keyMessages: z
      .array(z.string().trim().max(500, "must be at most 500 characters"))
      .max(20, "at most 20 key messages")
      .nullable()
      .optional(),
    targetAudience: profileText(1000),
    tone: profileText(200),
  })
  .describe("Brand fields; those left out are read from the stored brand profile");

export const ChatTurnInput = z.object({
  role: z.enum(["user", "assistant"]),
  text: z.string().max(10_000, "must be at most 10000 characters"),
});

export const chatHistory = z.array(ChatTurnInput).max(100, "at most 100 messages");

const AI_REFUSALS =
  "403 LIMIT_REACHED {error, message, action, limit, used} before any model call when the plan's limit is used up; 503 AI_NOT_CONFIGURED or AI_BUDGET_EXCEEDED; " +
  "502 AI_PROVIDER_ERROR or AI_BAD_OUTPUT when the model fails (no credit used).";

/** What every AI route may refuse with, for its description. */
export const aiRefusals = (credit: string) => `${credit} ${AI_REFUSALS}`;

const brandConfidence = z.enum(["high", "medium", "low"]);
const nullableColor = z.string().nullable();

export const analyzeBrand = contract({
  method: "POST",
  path: "/api/analyze-brand",
  tag: "AI",
  summary: "Analyse a website into brand profile fields",
  description:
    "Reads the page through the outbound guard (400 {error: errorCode, message} when it cannot: BLOCKED, INVALID_URL, UNREACHABLE, TIMEOUT, LOGIN_PAGE, INSUFFICIENT_CONTENT) " +
    "and asks the model for the brand fields with a confidence each; colours and typography come from the page itself. Nothing is saved. " +
    aiRefusals("One WEBSITE_ANALYSIS credit per successful call."),
  permission: "content:create",
  audit: false,
  body: z.object({
    url: z.string().trim().min(1, "is required").max(2048, "must be at most 2048 characters"),
    mode: z.enum(["company", "inspiration"]).default("company"),
  }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      companyName: z.string(),
      tagline: z.string(),
      missionStatement: z.string(),
      keyThemes: z.string(),
      brandVoice: z.string(),
      colors: z.object({
        background: nullableColor,
        text: nullableColor,
        primary: nullableColor,
        secondary: nullableColor,
        accent: nullableColor,
      }),
      typography: z.object({ headingFont: nullableColor, bodyFont: nullableColor }),
    }),
    confidence: z.object({
      companyName: brandConfidence,
      tagline: brandConfidence,
      missionStatement: brandConfidence,
      keyThemes: brandConfidence,
      brandVoice: brandConfidence,
      colors: brandConfidence,
      typography: brandConfidence,
    }),
  }),
  errors: [400, 403, 502, 503],
});

export const chatBrand = contract({
  method: "POST",
  path: "/api/chat-brand",
  tag: "AI",
  summary: "Discuss one brand field with AI",
  description:
    "Answers the message about `field` with the history and the brand profile in mind; `suggestion` is a proposed new value for the field, or null. Nothing is saved. " +
    aiRefusals("One FIELD_ANALYSIS credit per successful reply."),
  permission: "content:create",
  audit: false,
  body: z.object({
    profile: BrandFactsInput.optional(),
    field: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
    message: z.string().trim().min(1, "is required").max(4000, "must be at most 4000 characters"),
    history: chatHistory.default([]),
  }),
  response: z.object({ reply: z.string(), suggestion: z.string().nullable() }),
  errors: [403, 502, 503],
});
