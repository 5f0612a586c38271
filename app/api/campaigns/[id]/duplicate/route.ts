import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { duplicateCampaign } from "@/lib/campaigns/duplicate-campaign";

export const POST = handle(contracts.duplicateCampaign, ({ ctx, params, body }) =>
  duplicateCampaign(ctx, params.id, body.name),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
