import { campaignColumns, campaignNotFound, toCampaignDTO, type CampaignRow } from "./campaign-dto";
import type { CampaignCtx } from "./context";
import { loadContextDefaults } from "./context-defaults";
import type { Campaign } from "./contracts";

/** The caller's campaign or 404: another company's id is indistinguishable from a missing one. */
export async function findCampaignRow(ctx: CampaignCtx, id: string): Promise<CampaignRow> {
  const row = await ctx.db.campaign.findFirst({ where: { id }, select: campaignColumns });
  if (!row) throw campaignNotFound();
  return row;
}

export async function answerCampaign(ctx: CampaignCtx, row: CampaignRow): Promise<Campaign> {
  return toCampaignDTO(row, await loadContextDefaults(ctx));
}

export async function getCampaign(ctx: CampaignCtx, id: string): Promise<Campaign> {
  const [row, defaults] = await Promise.all([findCampaignRow(ctx, id), loadContextDefaults(ctx)]);
  return toCampaignDTO(row, defaults);
}
