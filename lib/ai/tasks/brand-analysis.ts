import { z } from "zod";
import type { Prompt } from "../call";

/** brand_analysis: the brand fields read from a website's own words, each with a confidence. */
const confidence = z.enum(["high", "medium", "low"]);

export const BrandAnalysisOutput = z.object({
  companyName: z.string(),
  tagline: z.string(),
  missionStatement: z.string(),
  keyThemes: z.string().describe("Comma-separated themes"),
  brandVoice: z.string(),
  confidence: z.object({
    companyName: confidence,
    tagline: confidence,
    missionStatement: confidence,
    keyThemes: confidence,
    brandVoice: confidence,
  }),
});

export interface BrandAnalysisInput {
  url: string;
  mode: "company" | "inspiration";
  title: string | null;
  description: string | null;
  text: string;
}

export function brandAnalysisPrompt(input: BrandAnalysisInput): Prompt {
  const purpose =
    input.mode === "company"
      ? "This is the company's own website: describe the company as it presents itself."
      : "This website is an inspiration, not the company: describe the brand qualities worth borrowing.";
  return {
    system:
      "You analyse a website for a marketing team and fill in brand profile fields from what the page actually says. " +
      "Give each field a confidence: high when the page states it, medium when inferred, low when guessed. Use an empty string for a field the page gives no basis for.",
    prompt: `${purpose}\nURL: ${input.url}\nTitle: ${input.title ?? ""}\nDescription: ${input.description ?? ""}\n\nPage text:\n${input.text}`,
  };
}
