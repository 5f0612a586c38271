import { auditedWrite } from "@/lib/audit/audited-write";
import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import {
  BLOG_IDEAS,
  contentGenerationOutput,
  contentGenerationPrompt,
  VIDEO_IDEAS,
} from "@/lib/ai/tasks/content-generation";
import { postText } from "@/lib/ai/tasks/network-limits";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { createBlogPost } from "@/lib/content/blog-posts";
import { toSocialPlatform, type SocialPlatform } from "@/lib/content/platforms";
import { createSocialPost } from "@/lib/content/social-posts";
import { createVideoScript } from "@/lib/content/video-scripts";
import { getCampaign } from "../get-campaign";
import { campaignFacts } from "./campaign-facts";

/** Channels when neither the campaign nor the brand names any. */
const DEFAULT_CHANNELS: SocialPlatform[] = ["linkedin"];

/**
 * POST /api/campaigns/:id/generate-content: from the stored plan and brand, one post per channel
 * (within each network's limit), blog ideas and video ideas, all saved as drafts of the campaign.
 * CONTENT_GENERATION credits: one per item made.
 */
export async function generateCampaignContent(ctx: TenantCtx, id: string) {
  const campaign = await getCampaign(ctx, id);
  const brand = await brandFactsFor(ctx);
  const named = [...new Set(campaign.context.channels.map(toSocialPlatform).filter((p) => p !== null))];
  const channels = named.length ? named : DEFAULT_CHANNELS;
  const ideas = await runTask(
    { ctx, action: "CONTENT_GENERATION", credits: channels.length + BLOG_IDEAS + VIDEO_IDEAS },
    "content_generation",
    contentGenerationPrompt({ brand, campaign: campaignFacts(campaign), channels }),
    { schema: contentGenerationOutput(channels), name: "content_generation" },
  );
  await auditedWrite(ctx, { action: "campaign.generate_content", targetId: id }, async (tx) => {
    for (const post of ideas.socialPosts) {
      await createSocialPost(tx, {
        content: postText(post),
        platforms: [post.platform],
        status: "DRAFT",
        mediaAssetIds: [],
        campaignId: id,
      });
    }
    for (const idea of ideas.blogIdeas) {
      await createBlogPost(tx, { title: idea.title, markdownBody: idea.description, status: "DRAFT", campaignId: id });
    }
    for (const idea of ideas.videoIdeas) {
      await createVideoScript(tx, { title: idea.title, format: idea.format, script: idea.description, campaignId: id });
    }
  });
  const counts = { social: ideas.socialPosts.length, blog: ideas.blogIdeas.length, video: ideas.videoIdeas.length };
  return {
    message: `Generated ${counts.social} social posts, ${counts.blog} blog ideas and ${counts.video} video ideas as drafts`,
    counts,
    ideas,
    content: ideas,
  };
}
