import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { setCampaignArchived } from "@/lib/campaigns/archive-campaign";

export const POST = handle(contracts.archiveCampaign, ({ ctx, params, body }) =>
  setCampaignArchived(ctx, params.id, body.archive),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
