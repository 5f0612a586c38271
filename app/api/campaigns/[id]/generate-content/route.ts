import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { generateCampaignContent } from "@/lib/campaigns/ai/generate-campaign-content";

export const POST = handle(contracts.generateCampaignContent, ({ ctx, params }) =>
  generateCampaignContent(ctx, params.id),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
