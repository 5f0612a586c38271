import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { getCampaignAnalytics } from "@/lib/campaigns/campaign-analytics";

export const GET = handle(contracts.getCampaignAnalytics, ({ ctx, params }) => getCampaignAnalytics(ctx, params.id));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
