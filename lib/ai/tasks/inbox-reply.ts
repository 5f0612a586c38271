import { z } from "zod";
import type { SocialPlatform } from "@/lib/content/platforms";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts } from "./brand-brief";
import { limitsLine } from "./network-limits";

/** inbox_reply: up to three replies to a conversation in the inbox, each within the network's limit. */
export function inboxReplyOutput(platform: SocialPlatform) {
  const limits = TEXT_LIMITS[platform];
  return z.object({
    suggestions: z
      .array(
        z
          .string()
          .min(1)
          .refine((s) => countText(s, limits) <= limits.maxTextLength, {
            message: `over ${platform}'s ${limits.maxTextLength} characters`,
          }),
      )
      .min(1)
      .max(3),
  });
}

export interface ConversationLine {
  /** Who wrote it: the customer's name and handle, or "Us" for a reply the company sent. */
  from: string;
  text: string;
}

export function inboxReplyPrompt(input: {
  brand: BrandFacts;
  platform: SocialPlatform;
  conversation: readonly ConversationLine[];
  instruction?: string;
}): Prompt {
  const thread = input.conversation.map((l) => `${l.from}: ${l.text}`).join("\n");
  return {
    system:
      "You answer customers on social media for the brand, in its voice: helpful, brief, human, never defensive. " +
      `Offer up to three different replies to the last message. ${NO_PLACEHOLDERS}`,
    prompt:
      `${brandBrief(input.brand)}\n\nLimit:\n${limitsLine([input.platform])}\n\n` +
      (input.instruction ? `What the reply should do: ${input.instruction}\n\n` : "") +
      `Conversation, oldest first:\n${thread}`,
  };
}
