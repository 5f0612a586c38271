import { Prisma } from "@/lib/db";
import type { CampaignContext, CampaignCtx } from "./context";

/** One row: the brand defaults of a company (raw SQL is not tenant-scoped: the filter is explicit). */
export const contextDefaultsSql = (companyId: string) => Prisma.sql`
  SELECT b."keyMessages", b."targetAudience", b."tone", c."defaultSocialPlatforms" AS "channels"
  FROM "Company" c LEFT JOIN "BrandProfile" b ON b."companyId" = c."id"
  WHERE c."id" = ${companyId}::uuid`;

export type ContextDefaultsRow = { keyMessages: string[] | null; targetAudience: string | null; tone: string | null; channels: string[] | null };

export function contextDefaultsFrom(row: ContextDefaultsRow | undefined): CampaignContext {
  return {
    keyMessages: row?.keyMessages ?? [],
    targetAudience: row?.targetAudience ?? null,
    tone: row?.tone ?? null,
    channels: row?.channels ?? [],
  };
}

/**
 * The brand defaults a campaign inherits: key messages, audience and tone from the brand profile,
 * channels from the company's default social platforms. One round trip.
 */
export async function loadContextDefaults(ctx: CampaignCtx): Promise<CampaignContext> {
  const rows = await ctx.db.$queryRaw<ContextDefaultsRow[]>(contextDefaultsSql(ctx.companyId));
  return contextDefaultsFrom(rows[0]);
}
