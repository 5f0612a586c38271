import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { wantsStructuredStream } from "@/lib/ai/stream-structured";
import * as contracts from "@/lib/campaigns/contracts";
import { generateCampaignContent, generateCampaignContentStream } from "@/lib/campaigns/ai/generate-campaign-content";

export const POST = handle(contracts.generateCampaignContent, ({ ctx, params }) =>
  wantsStructuredStream(ctx.headers)
    ? generateCampaignContentStream(ctx, params.id)
    : generateCampaignContent(ctx, params.id),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
