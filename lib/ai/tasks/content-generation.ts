import { z } from "zod";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts, type CampaignFacts } from "./brand-brief";
import { GeneratedPost, limitsLine } from "./network-limits";

/** content_generation: a campaign's social posts (one per channel), blog ideas and video ideas. */
export const BLOG_IDEAS = 2;
export const VIDEO_IDEAS = 2;

const Idea = z.object({ title: z.string().min(1), description: z.string().min(1) });

/** The output for these channels: each exactly once, within its network's limit. */
export function contentGenerationOutput(channels: readonly SocialPlatform[]) {
  return z.object({
    socialPosts: z
      .array(GeneratedPost)
      .refine(
        (posts) => posts.length === channels.length && channels.every((c) => posts.some((p) => p.platform === c)),
        `one post for each of ${channels.join(", ")}`,
      ),
    blogIdeas: z.array(Idea).length(BLOG_IDEAS),
    videoIdeas: z
      .array(Idea.extend({ format: z.string().describe("e.g. Short, Reel, Long-form") }))
      .length(VIDEO_IDEAS),
  });
}

export function contentGenerationPrompt(input: {
  brand: BrandFacts;
  campaign: CampaignFacts;
  channels: readonly SocialPlatform[];
}): Prompt {
  return {
    system: `You write a campaign's content in the brand's voice, around its key themes and the campaign's brief. ${NO_PLACEHOLDERS}`,
    prompt:
      `${brandBrief(input.brand, input.campaign)}\n\nWrite one social post for each channel, within its limit:\n${limitsLine(input.channels)}\n` +
      `Then ${BLOG_IDEAS} blog post ideas and ${VIDEO_IDEAS} video ideas for the campaign.`,
  };
}
