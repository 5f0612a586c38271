import type { Prompt } from "../call";
import { brandBrief, type BrandFacts } from "./brand-brief";
import { transcript, type ChatTurn } from "./brand-chat";

/** campaign_chat: a planning conversation grounded in the brand profile; text answers. */
export function campaignChatPrompt(input: {
  brand: BrandFacts;
  message: string;
  history: ChatTurn[];
  additionalContext?: string;
}): Prompt {
  return {
    system:
      "You are a marketing strategist planning a campaign with a small team. Ask about goal, audience, channels and timeline when they are missing; " +
      "propose concrete ideas in the brand's voice. Keep answers short.",
    prompt: `${brandBrief(input.brand)}${input.additionalContext ? `\n\nMore context: ${input.additionalContext}` : ""}\n\nConversation so far:\n${transcript(input.history) || "(none)"}\n\nUser: ${input.message}`,
  };
}
