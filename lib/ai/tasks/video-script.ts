import { z } from "zod";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts, type CampaignFacts } from "./brand-brief";

/** video_script: a shooting script for one video idea. */
export const VideoScriptOutput = z.object({ script: z.string().min(1) });

export function videoScriptPrompt(input: {
  brand: BrandFacts;
  campaign: CampaignFacts | null;
  idea: { title: string; format: string; description?: string };
}): Prompt {
  return {
    system: `You write video scripts for a brand: a hook in the first seconds, scenes with what is seen and said, a call to action. Fit the format's usual length. ${NO_PLACEHOLDERS}`,
    prompt: `${brandBrief(input.brand, input.campaign)}\n\nVideo: ${input.idea.title}\nFormat: ${input.idea.format}\n${input.idea.description ?? ""}`,
  };
}
