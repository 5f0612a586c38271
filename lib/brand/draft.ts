import { COLOR_KEYS, TEXT_FIELDS, type BrandProfile, type BrandProfilePatch } from "./contracts";
import type { z } from "zod";

/**
 * A brand profile as the settings form and the set-up wizard hold it before it is saved: every
 * field a string, key messages one per line. Kept apart from the components so both edit the same
 * shape and the rules (what a save sends, what an analysis fills in, what to check first) are tested.
 */
export type TextField = (typeof TEXT_FIELDS)[number];
export type ColorKey = (typeof COLOR_KEYS)[number];

export interface BrandDraft extends Record<TextField, string> {
  keyMessages: string;
  colors: Record<ColorKey, string>;
  typography: { headingFont: string; bodyFont: string };
}

export type Confidence = "high" | "medium" | "low";
/** The fields analyze-brand reads from a website, each with how sure it was. */
export type AnalysedField =
  "companyName" | "tagline" | "missionStatement" | "keyThemes" | "brandVoice" | "colors" | "typography";
export type BrandConfidence = Record<AnalysedField, Confidence>;

export interface BrandFindings {
  data: Record<"companyName" | "tagline" | "missionStatement" | "keyThemes" | "brandVoice", string> & {
    colors: Record<ColorKey, string | null>;
    typography: Record<"headingFont" | "bodyFont", string | null>;
  };
  confidence: BrandConfidence;
}

export function toDraft(p: BrandProfile): BrandDraft {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, p[f] ?? ""])) as Record<TextField, string>;
  return {
    ...text,
    keyMessages: p.keyMessages.join("\n"),
    colors: Object.fromEntries(COLOR_KEYS.map((k) => [k, p.colors[k] ?? ""])) as Record<ColorKey, string>,
    typography: { headingFont: p.typography.headingFont ?? "", bodyFont: p.typography.bodyFont ?? "" },
  };
}

/** The whole draft as one partial update: empty fields are sent as null so clearing works. */
export function toPatch(d: BrandDraft): z.input<typeof BrandProfilePatch> {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, d[k].trim() || null]));
  return {
    ...text,
    keyMessages: d.keyMessages
      .split("\n")
      .map((m) => m.trim())
      .filter(Boolean),
    colors: Object.fromEntries(COLOR_KEYS.map((k) => [k, d.colors[k].trim() || null])),
    typography: {
      headingFont: d.typography.headingFont.trim() || null,
      bodyFont: d.typography.bodyFont.trim() || null,
    },
  };
}

/** Server details use paths such as "colors.primary" or "keyMessages.2"; list items map to their field. */
export function normaliseErrors(details: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(details)) {
    const field = key.startsWith("keyMessages.") ? "keyMessages" : key;
    out[field] ??= message;
  }
  return out;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Colours that are filled in but not hex, keyed as the server would ("colors.primary"). */
export function colorErrors(d: BrandDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of COLOR_KEYS) {
    if (d.colors[k].trim() && !HEX.test(d.colors[k].trim())) out[`colors.${k}`] = "Use a hex colour such as #4f46e5";
  }
  return out;
}

/** Fields the analysis found replace the draft's; those it left empty keep what the draft had. */
export function applyFindings(d: BrandDraft, { data }: BrandFindings): BrandDraft {
  const found = <T extends Record<string, string | null>>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v?.trim())) as Partial<Record<keyof T, string>>;
  return {
    ...d,
    ...found({
      companyName: data.companyName,
      tagline: data.tagline,
      missionStatement: data.missionStatement,
      keyThemes: data.keyThemes,
      brandVoice: data.brandVoice,
    }),
    colors: { ...d.colors, ...found(data.colors) },
    typography: { ...d.typography, ...found(data.typography) },
  };
}

/**
 * What people type as their website, as the API takes it: a bare domain ("northwind.example")
 * gets https://, an address with a scheme is left for the server to judge.
 */
export function normaliseWebsite(input: string): string {
  const url = input.trim();
  if (!url || /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  return `https://${url.replace(/^\/+/, "")}`;
}

/** The fields the wizard's review step walks through, in the order a person reads a brand. */
export const REVIEW_FIELDS = [
  "companyName",
  "tagline",
  "missionStatement",
  "brandVoice",
  "targetAudience",
  "tone",
  "keyThemes",
  "keyMessages",
  "colors",
  "typography",
] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export function confidenceOf(field: ReviewField, confidence: BrandConfidence | null): Confidence | null {
  if (!confidence || !(field in confidence)) return null;
  return confidence[field as AnalysedField];
}

/**
 * The review step in two groups: fields to check first (the analysis was unsure, or it does not
 * read them and they are still empty), least sure first; then the rest in reading order.
 */
export function reviewGroups(
  draft: BrandDraft,
  confidence: BrandConfidence | null,
): { check: ReviewField[]; rest: ReviewField[] } {
  if (!confidence) return { check: [], rest: [...REVIEW_FIELDS] };
  const rank = (f: ReviewField): number => {
    const level = confidenceOf(f, confidence);
    if (level === "low") return 0;
    if (level === "medium") return 1;
    if (level === null && isEmpty(draft, f)) return 2;
    return 3;
  };
  const check = REVIEW_FIELDS.filter((f) => rank(f) < 3).sort((a, b) => rank(a) - rank(b));
  return { check, rest: REVIEW_FIELDS.filter((f) => rank(f) === 3) };
}

export function isEmpty(d: BrandDraft, field: ReviewField): boolean {
  if (field === "colors") return COLOR_KEYS.every((k) => !d.colors[k].trim());
  if (field === "typography") return !d.typography.headingFont.trim() && !d.typography.bodyFont.trim();
  return !d[field].trim();
}

/**
 * A profile nobody has filled in yet, so the brand page offers the wizard first. The company name
 * does not count: onboarding copies it into every new profile.
 */
export function isBlankProfile(p: BrandProfile): boolean {
  const draft = toDraft(p);
  return REVIEW_FIELDS.every((f) => f === "companyName" || isEmpty(draft, f)) && !p.websiteUrl;
}
