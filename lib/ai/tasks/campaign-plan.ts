import { z } from "zod";
import type { Prompt } from "../call";
import { brandBrief, type BrandFacts } from "./brand-brief";
import { transcript, type ChatTurn } from "./brand-chat";

/** campaign_plan: brief, goal, context and dates extracted from a planning conversation. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

export const CampaignPlanOutput = z.object({
  brief: z.string().min(1),
  goal: z.string().min(1),
  context: z.object({
    keyMessages: z.array(z.string()),
    targetAudience: z.string().nullable(),
    tone: z.string().nullable(),
    channels: z.array(z.string()).describe("Network ids such as linkedin, twitter, instagram"),
  }),
  startsAt: isoDate.nullable().describe("Only when a timeline was discussed"),
  endsAt: isoDate.nullable().describe("Only when a timeline was discussed"),
});

export function campaignPlanPrompt(input: {
  brand: BrandFacts;
  campaignName: string;
  chatHistory: ChatTurn[];
  today: string;
}): Prompt {
  return {
    system:
      "You turn a campaign planning conversation into a plan: a brief (what the campaign is), a goal (measurable when the conversation allows), " +
      "the context (key messages, audience, tone, channels) and start and end dates only when a timeline was discussed (null otherwise). Use only what was said.",
    prompt: `Today is ${input.today}.\nCampaign: ${input.campaignName}\n${brandBrief(input.brand)}\n\nConversation:\n${transcript(input.chatHistory)}`,
  };
}
