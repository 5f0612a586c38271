import { z } from "zod";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts } from "./brand-brief";
import { limitsLine, postText } from "./network-limits";

/** post_assist: one post's text written or reworked, within every selected network's limit. */
export const ASSIST_ACTIONS = ["generate", "expand", "condense", "fix", "hashtags"] as const;
export type AssistAction = (typeof ASSIST_ACTIONS)[number];

export function postAssistOutput(platforms: readonly SocialPlatform[]) {
  return z
    .object({ content: z.string().min(1), hashtags: z.array(z.string()).describe("Without the # sign") })
    .superRefine((post, issue) => {
      for (const p of platforms) {
        const length = countText(postText(post), TEXT_LIMITS[p]);
        if (length > TEXT_LIMITS[p].maxTextLength)
          issue.addIssue({
            code: "custom",
            path: ["content"],
            message: `${length} characters is over ${p}'s ${TEXT_LIMITS[p].maxTextLength}`,
          });
      }
    });
}

const WHAT_TO_DO: Record<AssistAction, string> = {
  generate: "Write a new post about the text given (a topic or notes).",
  expand: "Expand the post with a detail or example, staying within the limits.",
  condense: "Make the post shorter and punchier, same message.",
  fix: "Fix grammar, spelling and punctuation; keep the wording otherwise.",
  hashtags: "Keep the post's text exactly and suggest 3 to 5 relevant hashtags.",
};

export function postAssistPrompt(input: {
  brand: BrandFacts;
  action: AssistAction;
  content: string;
  platforms: readonly SocialPlatform[];
}): Prompt {
  return {
    system: `You help write social media posts in the brand's voice. ${NO_PLACEHOLDERS}`,
    prompt: `${brandBrief(input.brand)}\n\nTask: ${WHAT_TO_DO[input.action]}\nLimits:\n${limitsLine(input.platforms)}\n\nPost:\n${input.content}`,
  };
}
