import crypto from "node:crypto";
import { isUniqueViolation } from "@/lib/content/guards";
import type { TenantCtx } from "@/lib/db";

/**
 * The hosted blog is a destination like the others (its own deliveries and states), present for
 * every company from the start and a default. Its row has an id derived from the company's, so two
 * first requests at once create it once.
 */
export function hostedDestinationId(companyId: string): string {
  const hex = crypto.createHash("sha256").update(`hosted-blog:${companyId}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function ensureHostedDestination(ctx: TenantCtx): Promise<string> {
  const id = hostedDestinationId(ctx.companyId);
  const found = await ctx.db.blogDestination.findFirst({ where: { id }, select: { id: true } });
  if (found) return id;
  try {
    await ctx.db.blogDestination.create({
      data: { id, companyId: ctx.companyId, kind: "hosted", name: "Hosted blog", isDefault: true, settings: {} },
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  return id;
}
