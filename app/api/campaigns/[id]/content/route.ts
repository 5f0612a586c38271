import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { listCampaignContent } from "@/lib/campaigns/campaign-content";

export const GET = handle(contracts.listCampaignContent, ({ ctx, params }) => listCampaignContent(ctx, params.id));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
