import type { TenantCtx } from "@/lib/db";
import { releaseApprovalHolds } from "./approval-holds";

export async function approvalRequired(ctx: TenantCtx): Promise<boolean> {
  const company = await ctx.db.company.findFirst({ where: { id: ctx.companyId }, select: { requireApproval: true } });
  return company?.requireApproval ?? false;
}

export async function getApprovalSettings(ctx: TenantCtx): Promise<{ requireApproval: boolean }> {
  return { requireApproval: await approvalRequired(ctx) };
}

export async function putApprovalSettings(
  ctx: TenantCtx,
  body: { requireApproval: boolean },
): Promise<{ requireApproval: boolean }> {
  await ctx.db.company.update({ where: { id: ctx.companyId }, data: { requireApproval: body.requireApproval } });
  // Posts held at publish time for want of approval go out once approval is no longer required.
  if (!body.requireApproval) await releaseApprovalHolds(ctx);
  return body;
}
