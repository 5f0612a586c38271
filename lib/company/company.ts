import { blogUrl, ensureBlogHandle, setBlogHandle } from "@/lib/blog/handle";
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

async function withBlog(ctx: TenantCtx, row: CompanyRow) {
  const blogHandle = await ensureBlogHandle(ctx);
  return { ...companyDTO(row), blogHandle, blogUrl: blogUrl(blogHandle) };
}

export async function getCompany(ctx: TenantCtx) {
  return withBlog(ctx, await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId } }));
}

export async function updateCompany(
  ctx: TenantCtx,
  body: { name?: string; timeZone?: string; defaultSocialPlatforms?: string[]; blogHandle?: string },
) {
  const { blogHandle, ...fields } = body;
  if (blogHandle !== undefined) await setBlogHandle(ctx, blogHandle);
  return withBlog(ctx, await ctx.db.company.update({ where: { id: ctx.companyId }, data: fields }));
}
