import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { CampaignContext } from "./context";

/** One row: the brand defaults of a company. */
export const contextDefaultsSql = (companyId: string) => Prisma.sql`
  SELECT b."keyMessages", b."targetAudience", b."tone", c."defaultSocialPlatforms" AS "channels"
  FROM "Company" c LEFT JOIN "BrandProfile" b ON b."companyId" = c."id"
  WHERE c."id" = ${companyId}::uuid`;

export type ContextDefaultsRow = {
  keyMessages: string[] | null;
  targetAudience: string | null;
  tone: string | null;
  channels: string[] | null;
};

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
export async function loadContextDefaults(ctx: TenantCtx): Promise<CampaignContext> {
  const rows = await tenantSql<ContextDefaultsRow>(ctx, contextDefaultsSql);
  return contextDefaultsFrom(rows[0]);
}
