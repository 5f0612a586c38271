import type { CampaignFacts } from "@/lib/ai/tasks/brand-brief";
import type { Campaign } from "../contracts";

/** A campaign as prompts read it: its plan and effective context. */
export function campaignFacts(campaign: Campaign): CampaignFacts {
  const day = (t: string | Date | null) => (t ? new Date(t).toISOString().slice(0, 10) : null);
  return {
    name: campaign.name,
    brief: campaign.brief,
    goal: campaign.goal,
    keyMessages: campaign.context.keyMessages,
    targetAudience: campaign.context.targetAudience,
    tone: campaign.context.tone,
    channels: campaign.context.channels,
    startsAt: day(campaign.startsAt),
    endsAt: day(campaign.endsAt),
  };
}
