import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { generateCampaignPlan } from "@/lib/campaigns/ai/generate-campaign-plan";

export const POST = handle(contracts.generateCampaignPlan, ({ ctx, params, body }) =>
  generateCampaignPlan(ctx, params.id, body.chatHistory),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
