import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { deleteCampaign } from "@/lib/campaigns/delete-campaign";
import { getCampaign } from "@/lib/campaigns/get-campaign";
import { updateCampaign } from "@/lib/campaigns/update-campaign";

export const GET = handle(contracts.getCampaign, ({ ctx, params }) => getCampaign(ctx, params.id));
export const PUT = handle(contracts.updateCampaign, ({ ctx, params, body }) => updateCampaign(ctx, params.id, body));
export const DELETE = handle(contracts.deleteCampaign, ({ ctx, params, query }) =>
  deleteCampaign(ctx, params.id, query),
);
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
