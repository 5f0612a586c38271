import { z } from "zod";
import type { Prompt } from "../call";
import { brandBrief, type BrandFacts } from "./brand-brief";

/** brand_chat: a conversation about one brand field, which may end in a suggested new value. */
export const BrandChatOutput = z.object({
  reply: z.string().min(1),
  suggestion: z.string().nullable().describe("A new value for the field, or null when none is proposed"),
});

export interface ChatTurn {
  role: "user" | "assistant";
  text: string;
}

export const transcript = (history: readonly ChatTurn[]) =>
  history.map((t) => `${t.role === "user" ? "User" : "Assistant"}: ${t.text}`).join("\n");

export function brandChatPrompt(input: {
  profile: BrandFacts;
  field: string;
  currentValue: string | null;
  message: string;
  history: ChatTurn[];
}): Prompt {
  return {
    system:
      "You are a brand strategist helping a marketing team work on one field of their brand profile. Answer briefly and concretely. " +
      "When you propose a new value for the field, put exactly that value in `suggestion`; otherwise `suggestion` is null.",
    prompt: `${brandBrief(input.profile)}\n\nField under discussion: ${input.field}\nIts current value: ${input.currentValue ?? "(empty)"}\n\nConversation so far:\n${transcript(input.history) || "(none)"}\n\nUser: ${input.message}`,
  };
}
