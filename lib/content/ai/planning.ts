import { auditedWrite } from "@/lib/audit/audited-write";
import type { TenantCtx } from "@/lib/db";
import { runTask, type AiCaller } from "@/lib/ai/gateway";
import { streamStructuredTask } from "@/lib/ai/stream-structured";
import type { BrandFacts } from "@/lib/ai/tasks/brand-brief";
import { contentCalendarOutput, contentCalendarPrompt } from "@/lib/ai/tasks/content-calendar";
import { VideoScriptOutput, videoScriptPrompt } from "@/lib/ai/tasks/video-script";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { campaignFacts } from "@/lib/campaigns/ai/campaign-facts";
import { getCampaign } from "@/lib/campaigns/get-campaign";
import { generateContentCalendar as generateContentCalendarContract } from "../contracts/content-ai";
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

type CalendarInput = {
  startDate: string;
  endDate: string;
  platforms: SocialPlatform[];
  postsPerWeek: number;
  campaignId?: string;
};

/** The model call both answers make: a credit per idea asked for, the prompt and the output schema for the range. */
async function calendarRequest(ctx: TenantCtx, input: CalendarInput) {
  const campaign = await campaignOf(ctx, input.campaignId);
  const brand = await brandFactsFor(ctx);
  const platforms = input.platforms.length ? input.platforms : (["linkedin"] as SocialPlatform[]);
  const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 + 1;
  const asked = Math.max(1, Math.round((days / 7) * input.postsPerWeek));
  const range = { startDate: input.startDate, endDate: input.endDate, platforms };
  const caller: AiCaller = { ctx, action: "CONTENT_GENERATION", credits: asked };
  return {
    caller,
    prompt: contentCalendarPrompt({ brand, campaign, ...range, postsPerWeek: input.postsPerWeek }),
    output: { schema: contentCalendarOutput(range), name: "content_calendar" },
  };
}

/** POST /api/generate-content-calendar: dated ideas, nothing saved. CONTENT_GENERATION credits: one per idea asked for. */
export async function generateContentCalendar(ctx: TenantCtx, input: CalendarInput) {
  const { caller, prompt, output } = await calendarRequest(ctx, input);
  return runTask(caller, "content_calendar", prompt, output);
}

/**
 * The same ideas streamed (`Accept: application/x-ndjson`): the ideas as the model writes them,
 * then `{ideas}` once the whole answer is validated (every idea on a real day of the range).
 */
export async function generateContentCalendarStream(ctx: TenantCtx, input: CalendarInput): Promise<Response> {
  const { caller, prompt, output } = await calendarRequest(ctx, input);
  return streamStructuredTask(caller, "content_calendar", prompt, output, (answer) =>
    generateContentCalendarContract.response.parse(answer),
  );
}
