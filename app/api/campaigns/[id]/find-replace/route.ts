import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { findReplaceInCampaign } from "@/lib/campaigns/find-replace-in-campaign";

export const POST = handle(contracts.findReplaceInCampaign, ({ ctx, params, body }) =>
  findReplaceInCampaign(ctx, params.id, body),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
