import { auditedWrite } from "@/lib/audit/audited-write";
import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import type { ChatTurn } from "@/lib/ai/tasks/brand-chat";
import { CampaignPlanOutput, campaignPlanPrompt } from "@/lib/ai/tasks/campaign-plan";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { toSocialPlatform } from "@/lib/content/platforms";
import { findCampaignRow } from "../get-campaign";
import { updateCampaign } from "../update-campaign";

const startOfDay = (date: string | null) => (date ? new Date(`${date}T00:00:00.000Z`) : undefined);
const endOfDay = (date: string | null) => (date ? new Date(`${date}T23:59:59.999Z`) : undefined);

/**
 * POST /api/campaigns/:id/generate-plan: brief, goal, context and (when a timeline was discussed)
 * dates extracted from the conversation into the campaign. One CONTENT_GENERATION credit.
 */
export async function generateCampaignPlan(ctx: TenantCtx, id: string, chatHistory: ChatTurn[]) {
  const campaign = await findCampaignRow(ctx, id);
  const brand = await brandFactsFor(ctx);
  const plan = await runTask(
    { ctx, action: "CONTENT_GENERATION" },
    "campaign_plan",
    campaignPlanPrompt({
      brand,
      campaignName: campaign.name,
      chatHistory,
      today: new Date().toISOString().slice(0, 10),
    }),
    { schema: CampaignPlanOutput, name: "campaign_plan" },
  );
  const startsAt = startOfDay(plan.startsAt);
  const endsAt = endOfDay(plan.endsAt);
  const channels = plan.context.channels.map(toSocialPlatform).filter((p) => p !== null);
  const datesInOrder = !startsAt || !endsAt || endsAt >= startsAt;
  return auditedWrite(ctx, { action: "campaign.generate_plan", targetId: id }, (tx) =>
    updateCampaign(tx, id, {
      brief: plan.brief,
      goal: plan.goal,
      context: {
        // What the conversation did not settle stays as it is.
        keyMessages: plan.context.keyMessages.length ? plan.context.keyMessages : undefined,
        targetAudience: plan.context.targetAudience ?? undefined,
        tone: plan.context.tone ?? undefined,
        channels: channels.length ? channels : undefined,
      },
      ...(datesInOrder ? { startsAt, endsAt } : {}),
    }),
  );
}
