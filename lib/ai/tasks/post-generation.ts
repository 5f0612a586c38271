import { z } from "zod";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts } from "./brand-brief";
import { GeneratedPost, limitsLine } from "./network-limits";

/** post_generation: posts announcing a blog article, one per selected network. */
export function postGenerationOutput(platforms: readonly SocialPlatform[]) {
  return z.object({
    posts: z
      .array(GeneratedPost)
      .refine(
        (posts) =>
          posts.length === platforms.length && platforms.every((p) => posts.some((post) => post.platform === p)),
        `one post for each of ${platforms.join(", ")}`,
      ),
  });
}

export function postGenerationPrompt(input: {
  brand: BrandFacts;
  url: string;
  title: string | null;
  text: string;
  platforms: readonly SocialPlatform[];
  includeCta: boolean;
}): Prompt {
  return {
    system: `You write social posts that share a blog article, in the brand's voice. ${NO_PLACEHOLDERS}`,
    prompt:
      `${brandBrief(input.brand)}\n\nOne post for each network, within its limit:\n${limitsLine(input.platforms)}\n` +
      `${input.includeCta ? `End each post with a call to read the article at ${input.url}.` : "No call to action."}\n\nArticle: ${input.title ?? ""}\n${input.text}`,
  };
}
