import type { TenantCtx } from "@/lib/db";
import type { Campaign } from "./contracts";
import { answerCampaign, findCampaignRow } from "./get-campaign";
import { campaignColumns } from "./campaign-dto";

/** Archiving is a flag beside the status: the status does not change. */
export async function setCampaignArchived(ctx: TenantCtx, id: string, archive: boolean): Promise<Campaign> {
  const current = await findCampaignRow(ctx, id);
  if (current.isArchived === archive) return answerCampaign(ctx, current);
  const updated = await ctx.db.campaign.update({
    where: { id },
    data: { isArchived: archive },
    select: campaignColumns,
  });
  return answerCampaign(ctx, updated);
}
