import type { TenantCtx } from "@/lib/db";

interface CompanyRow {
  id: string;
  name: string;
  defaultSocialPlatforms: string[];
  timeZone: string;
  createdAt: Date;
}

function companyDTO(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    defaultSocialPlatforms: row.defaultSocialPlatforms,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getCompany(ctx: TenantCtx) {
  return companyDTO(await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId } }));
}

export async function updateCompany(
  ctx: TenantCtx,
  body: { name?: string; timeZone?: string; defaultSocialPlatforms?: string[] },
) {
  return companyDTO(await ctx.db.company.update({ where: { id: ctx.companyId }, data: body }));
}
