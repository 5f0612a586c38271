import type { UserCtx } from "@/lib/api/handle";

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

export async function getCompany(ctx: UserCtx) {
  return companyDTO(await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId } }));
}

export async function updateCompany(ctx: UserCtx, body: { name?: string; timeZone?: string; defaultSocialPlatforms?: string[] }) {
  return companyDTO(await ctx.db.company.update({ where: { id: ctx.companyId }, data: body }));
}
