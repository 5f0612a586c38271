import { campaignColumns, campaignNotFound, toCampaignDTO, type CampaignRow } from "./campaign-dto";
import type { TenantCtx } from "@/lib/db";
import { loadContextDefaults } from "./context-defaults";
import type { Campaign } from "./contracts";

/** The caller's campaign or 404: another company's id is indistinguishable from a missing one. */
export async function findCampaignRow(ctx: TenantCtx, id: string): Promise<CampaignRow> {
  const row = await ctx.db.campaign.findFirst({ where: { id }, select: campaignColumns });
  if (!row) throw campaignNotFound();
  return row;
}

export async function answerCampaign(ctx: TenantCtx, row: CampaignRow): Promise<Campaign> {
  return toCampaignDTO(row, await loadContextDefaults(ctx));
}

export async function getCampaign(ctx: TenantCtx, id: string): Promise<Campaign> {
  const [row, defaults] = await Promise.all([findCampaignRow(ctx, id), loadContextDefaults(ctx)]);
  return toCampaignDTO(row, defaults);
}
