import type { Prisma, TenantCtx } from "@/lib/db";
import { campaignColumns, toCampaignDTO } from "./campaign-dto";
import { applyContextPatch } from "./context";
import { loadContextDefaults } from "./context-defaults";
import type { Campaign, CreateCampaignInput } from "./contracts";

/** A new DRAFT campaign; context fields not given inherit from the brand profile. */
export async function createCampaign(ctx: TenantCtx, input: CreateCampaignInput): Promise<Campaign> {
  const [row, defaults] = await Promise.all([
    ctx.db.campaign.create({
      data: {
        companyId: ctx.companyId,
        name: input.name,
        brief: input.brief ?? null,
        goal: input.goal ?? null,
        type: input.type ?? "ONE_TIME",
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        contextOverrides: applyContextPatch({}, input.context) as Prisma.InputJsonObject,
      },
      select: campaignColumns,
    }),
    loadContextDefaults(ctx),
  ]);
  return toCampaignDTO(row, defaults);
}
