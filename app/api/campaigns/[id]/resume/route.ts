import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { resumeCampaign } from "@/lib/campaigns/resume-campaign";

export const POST = handle(contracts.resumeCampaign, ({ ctx, params, body }) => resumeCampaign(ctx, params.id, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
