import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { setCampaignArchived } from "@/lib/campaigns/archive-campaign";

export const POST = handle(contracts.archiveCampaign, ({ ctx, params, body }) => setCampaignArchived(ctx, params.id, body.archive));
