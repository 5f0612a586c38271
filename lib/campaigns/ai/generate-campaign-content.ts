import type { z } from "zod";
import { auditedWrite } from "@/lib/audit/audited-write";
import type { TenantCtx } from "@/lib/db";
import { runTask, type AiCaller } from "@/lib/ai/gateway";
import { streamStructuredTask } from "@/lib/ai/stream-structured";
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
import { generateCampaignContent as contentContract } from "../contracts";
import { getCampaign } from "../get-campaign";
import { campaignFacts } from "./campaign-facts";

/** Channels when neither the campaign nor the brand names any. */
const DEFAULT_CHANNELS: SocialPlatform[] = ["linkedin"];

type Ideas = z.output<ReturnType<typeof contentGenerationOutput>>;

/** The model call both answers make: the caller with a credit per item, the prompt and the output schema. */
async function contentRequest(ctx: TenantCtx, id: string) {
  const campaign = await getCampaign(ctx, id);
  const brand = await brandFactsFor(ctx);
  const named = [...new Set(campaign.context.channels.map(toSocialPlatform).filter((p) => p !== null))];
  const channels = named.length ? named : DEFAULT_CHANNELS;
  const caller: AiCaller = { ctx, action: "CONTENT_GENERATION", credits: channels.length + BLOG_IDEAS + VIDEO_IDEAS };
  return {
    caller,
    prompt: contentGenerationPrompt({ brand, campaign: campaignFacts(campaign), channels }),
    output: { schema: contentGenerationOutput(channels), name: "content_generation" },
  };
}

/** Saves the ideas as the campaign's drafts and answers the reference's JSON (both shapes). */
async function saveDrafts(ctx: TenantCtx, id: string, ideas: Ideas) {
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

/**
 * POST /api/campaigns/:id/generate-content: from the stored plan and brand, one post per channel
 * (within each network's limit), blog ideas and video ideas, all saved as drafts of the campaign.
 * CONTENT_GENERATION credits: one per item made.
 */
export async function generateCampaignContent(ctx: TenantCtx, id: string) {
  const { caller, prompt, output } = await contentRequest(ctx, id);
  const ideas = await runTask(caller, "content_generation", prompt, output);
  return saveDrafts(ctx, id, ideas);
}

/**
 * The same generation streamed (`Accept: application/x-ndjson`): the posts and ideas as the model
 * writes them, then, once the whole answer is validated and saved, the JSON answer shaped by the
 * contract as a non-stream client gets it. A save that fails ends the stream with an error and
 * gives the credits back, like an answer that does not fit twice. A client that leaves mid-stream still
 * finds the drafts: the generation goes on and saves them.
 */
export async function generateCampaignContentStream(ctx: TenantCtx, id: string): Promise<Response> {
  const { caller, prompt, output } = await contentRequest(ctx, id);
  return streamStructuredTask(
    caller,
    "content_generation",
    prompt,
    output,
    async (ideas) => contentContract.response.parse(await saveDrafts(ctx, id, ideas)),
    { finishWhenLeft: true },
  );
}
