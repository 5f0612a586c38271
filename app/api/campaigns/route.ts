import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";

export const GET = handle(contracts.listCampaigns, ({ ctx, query }) => listCampaigns(ctx, query));
export const POST = handle(contracts.createCampaign, ({ ctx, body }) => createCampaign(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
