import { z } from "zod";
import { calendarDay } from "@/lib/content/contracts/shared";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts, type CampaignFacts } from "./brand-brief";

/** content_calendar: content ideas over a period, on the networks asked for, each (post, blog post or video) on a real day of it. */
export function contentCalendarOutput(range: {
  startDate: string;
  endDate: string;
  platforms: readonly SocialPlatform[];
}) {
  return z.object({
    ideas: z
      .array(
        z.object({
          date: calendarDay.refine(
            (d) => d >= range.startDate && d <= range.endDate,
            `between ${range.startDate} and ${range.endDate}`,
          ),
          platform: z.enum(range.platforms as [SocialPlatform, ...SocialPlatform[]]),
          title: z.string().min(1),
          description: z.string().min(1),
          contentType: z.enum(["social", "blog", "video"]),
        }),
      )
      .min(1),
  });
}

export function contentCalendarPrompt(input: {
  brand: BrandFacts;
  campaign: CampaignFacts | null;
  startDate: string;
  endDate: string;
  platforms: readonly SocialPlatform[];
  postsPerWeek: number;
}): Prompt {
  return {
    system: `You plan a content calendar for a brand: varied, dated ideas that follow its key themes. ${NO_PLACEHOLDERS}`,
    prompt:
      `${brandBrief(input.brand, input.campaign)}\n\nPlan from ${input.startDate} to ${input.endDate}, about ${input.postsPerWeek} items a week, ` +
      `on ${input.platforms.join(", ")}. Each idea, blog posts and videos included, has a date (YYYY-MM-DD) in that range for the day it is planned for, a network, a title, a description and a content type (social, blog or video).`,
  };
}
