import { describe, expect, it } from "vitest";
import { BrandProfilePatch, type BrandProfile } from "./contracts";
import {
  applyFindings,
  colorErrors,
  isBlankProfile,
  normaliseErrors,
  normaliseWebsite,
  reviewGroups,
  toDraft,
  toPatch,
  type BrandConfidence,
  type BrandFindings,
} from "./draft";

const EMPTY: BrandProfile = {
  companyName: null,
  websiteUrl: null,
  tagline: null,
  missionStatement: null,
  keyThemes: null,
  brandVoice: null,
  keyMessages: [],
  targetAudience: null,
  tone: null,
  colors: { primary: null, secondary: null, accent: null, background: null, text: null },
  typography: { headingFont: null, bodyFont: null },
  updatedAt: "2026-11-28T10:00:00.000Z",
};

const SURE: BrandConfidence = {
  companyName: "high",
  tagline: "high",
  missionStatement: "high",
  keyThemes: "high",
  brandVoice: "high",
  colors: "high",
  typography: "high",
};

function findings(over: Partial<BrandFindings["data"]> = {}, confidence = SURE): BrandFindings {
  return {
    data: {
      companyName: "Stride",
      tagline: "Run every day",
      missionStatement: "",
      keyThemes: "running, community",
      brandVoice: "Warm",
      colors: { primary: "#0f766e", secondary: null, accent: null, background: null, text: null },
      typography: { headingFont: "Georgia", bodyFont: null },
      ...over,
    },
    confidence,
  };
}

describe("normaliseWebsite", () => {
  it("gives a bare domain https:// and leaves an address with a scheme alone", () => {
    expect(normaliseWebsite("  northwind.example ")).toBe("https://northwind.example");
    expect(normaliseWebsite("northwind.example/about")).toBe("https://northwind.example/about");
    expect(normaliseWebsite("//northwind.example")).toBe("https://northwind.example");
    expect(normaliseWebsite("http://127.0.0.1:4100")).toBe("http://127.0.0.1:4100");
    expect(normaliseWebsite("HTTPS://Northwind.example")).toBe("HTTPS://Northwind.example");
    expect(normaliseWebsite("   ")).toBe("");
  });

  it("makes a bare domain something the profile's websiteUrl accepts", () => {
    expect(BrandProfilePatch.safeParse({ websiteUrl: "northwind.example" }).success).toBe(false);
    expect(BrandProfilePatch.safeParse({ websiteUrl: normaliseWebsite("northwind.example") }).success).toBe(true);
  });
});

describe("applyFindings", () => {
  it("replaces the fields the analysis found and keeps the draft's where it found nothing", () => {
    const draft = { ...toDraft(EMPTY), missionStatement: "Ours", tone: "Bold" };
    draft.colors.accent = "#f59e0b";
    const next = applyFindings(draft, findings());
    expect(next.companyName).toBe("Stride");
    expect(next.tagline).toBe("Run every day");
    expect(next.missionStatement).toBe("Ours");
    expect(next.tone).toBe("Bold");
    expect(next.colors).toMatchObject({ primary: "#0f766e", accent: "#f59e0b", secondary: "" });
    expect(next.typography).toEqual({ headingFont: "Georgia", bodyFont: "" });
  });

  it("treats a blank finding as not found", () => {
    const draft = { ...toDraft(EMPTY), tagline: "Kept" };
    expect(applyFindings(draft, findings({ tagline: "   " })).tagline).toBe("Kept");
  });
});

describe("toPatch", () => {
  it("sends every field, empties as null, one key message per non-blank line, and passes the contract", () => {
    const draft = { ...applyFindings(toDraft(EMPTY), findings()), keyMessages: " One \n\n Two " };
    const patch = toPatch(draft);
    expect(patch).toMatchObject({
      companyName: "Stride",
      websiteUrl: null,
      missionStatement: null,
      keyMessages: ["One", "Two"],
      colors: { primary: "#0f766e", secondary: null },
      typography: { headingFont: "Georgia", bodyFont: null },
    });
    expect(BrandProfilePatch.safeParse(patch).success).toBe(true);
  });
});

describe("colorErrors and normaliseErrors", () => {
  it("flags a filled colour that is not hex, and maps list item errors to their field", () => {
    const draft = toDraft(EMPTY);
    draft.colors.primary = "teal";
    draft.colors.accent = "#abc";
    expect(colorErrors(draft)).toEqual({ "colors.primary": "Use a hex colour such as #4f46e5" });
    expect(normaliseErrors({ "keyMessages.2": "too long", "keyMessages.4": "empty", tagline: "x" })).toEqual({
      keyMessages: "too long",
      tagline: "x",
    });
  });
});

describe("reviewGroups", () => {
  it("lists every field in reading order when there was no analysis", () => {
    expect(reviewGroups(toDraft(EMPTY), null)).toEqual({
      check: [],
      rest: [
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
      ],
    });
  });

  it("puts unsure fields first (low before medium), then empty fields the analysis does not read", () => {
    const confidence: BrandConfidence = { ...SURE, colors: "medium", tagline: "low", brandVoice: "medium" };
    const draft = { ...applyFindings(toDraft(EMPTY), findings({}, confidence)), tone: "Bold" };
    expect(reviewGroups(draft, confidence)).toEqual({
      check: ["tagline", "brandVoice", "colors", "targetAudience", "keyMessages"],
      rest: ["companyName", "missionStatement", "tone", "keyThemes", "typography"],
    });
  });
});

describe("isBlankProfile", () => {
  it("is true only while nothing beyond the company name from onboarding is filled in", () => {
    expect(isBlankProfile(EMPTY)).toBe(true);
    expect(isBlankProfile({ ...EMPTY, companyName: "Northwind" })).toBe(true);
    expect(isBlankProfile({ ...EMPTY, tagline: "Hi" })).toBe(false);
    expect(isBlankProfile({ ...EMPTY, websiteUrl: "https://northwind.example" })).toBe(false);
    expect(isBlankProfile({ ...EMPTY, keyMessages: ["Hi"] })).toBe(false);
    expect(isBlankProfile({ ...EMPTY, colors: { ...EMPTY.colors, text: "#000" } })).toBe(false);
  });
});
