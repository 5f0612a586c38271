import { auditedWrite } from "@/lib/audit/audited-write";
import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import type { BrandFacts } from "@/lib/ai/tasks/brand-brief";
import { contentCalendarOutput, contentCalendarPrompt } from "@/lib/ai/tasks/content-calendar";
import { VideoScriptOutput, videoScriptPrompt } from "@/lib/ai/tasks/video-script";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { campaignFacts } from "@/lib/campaigns/ai/campaign-facts";
import { getCampaign } from "@/lib/campaigns/get-campaign";
import type { SocialPlatform } from "../platforms";
import { createVideoScript } from "../video-scripts";

const campaignOf = async (ctx: TenantCtx, id: string | undefined) =>
  id ? campaignFacts(await getCampaign(ctx, id)) : null;

/** POST /api/generate-video-script: the script saved as a video script (of the campaign when named). One CONTENT_GENERATION credit. */
export async function generateVideoScript(
  ctx: TenantCtx,
  input: { idea: { title: string; format: string; description?: string }; profile?: BrandFacts; campaignId?: string },
) {
  const campaign = await campaignOf(ctx, input.campaignId);
  const brand = await brandFactsFor(ctx, input.profile);
  const { script } = await runTask(
    { ctx, action: "CONTENT_GENERATION" },
    "video_script",
    videoScriptPrompt({ brand, campaign, idea: input.idea }),
    {
      schema: VideoScriptOutput,
      name: "video_script",
    },
  );
  const saved = await auditedWrite(ctx, { action: "video_script.generate" }, (tx) =>
    createVideoScript(tx, { title: input.idea.title, format: input.idea.format, script, campaignId: input.campaignId }),
  );
  return { script, videoScriptId: saved.id };
}

/** POST /api/generate-content-calendar: dated ideas, nothing saved. CONTENT_GENERATION credits: one per idea asked for. */
export async function generateContentCalendar(
  ctx: TenantCtx,
  input: { startDate: string; endDate: string; platforms: SocialPlatform[]; postsPerWeek: number; campaignId?: string },
) {
  const campaign = await campaignOf(ctx, input.campaignId);
  const brand = await brandFactsFor(ctx);
  const platforms = input.platforms.length ? input.platforms : (["linkedin"] as SocialPlatform[]);
  const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 + 1;
  const asked = Math.max(1, Math.round((days / 7) * input.postsPerWeek));
  const range = { startDate: input.startDate, endDate: input.endDate, platforms };
  return runTask(
    { ctx, action: "CONTENT_GENERATION", credits: asked },
    "content_calendar",
    contentCalendarPrompt({ brand, campaign, ...range, postsPerWeek: input.postsPerWeek }),
    { schema: contentCalendarOutput(range), name: "content_calendar" },
  );
}
