import { z } from "zod";
import { SOCIAL_PLATFORMS, PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";

/**
 * Generated posts held to each network's limit, counted the way the composer counts (the
 * networks' own modules). A post over its limit fails the schema, so the gateway asks the model
 * once more and then answers AI_BAD_OUTPUT: an over-long post is never handed out.
 */
export const postText = (post: { content: string; hashtags: string[] }) =>
  post.hashtags.length
    ? `${post.content}\n\n${post.hashtags.map((h) => `#${h.replace(/^#/, "")}`).join(" ")}`
    : post.content;

export const GeneratedPost = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS),
    content: z.string().min(1),
    hashtags: z.array(z.string()).describe("Without the # sign"),
  })
  .superRefine((post, issue) => {
    const limits = TEXT_LIMITS[post.platform];
    const length = countText(postText(post), limits);
    if (length > limits.maxTextLength)
      issue.addIssue({
        code: "custom",
        path: ["content"],
        message: `${length} characters is over ${post.platform}'s ${limits.maxTextLength}`,
      });
  });

export type GeneratedPostValue = z.output<typeof GeneratedPost>;

/** The limits as the prompt states them. */
export function limitsLine(platforms: readonly SocialPlatform[]): string {
  return platforms
    .map((p) => `${PLATFORM_LABELS[p]} (${p}): at most ${TEXT_LIMITS[p].maxTextLength} characters including hashtags`)
    .join("\n");
}
