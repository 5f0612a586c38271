import { forbidden, notFound } from "@/lib/api/errors";
import type { UserCtx } from "@/lib/api/handle";
import { Prisma } from "@/lib/db";

/** What content services need from a request; campaign services (duplicate, generate) can pass theirs. */
export type ContentCtx = Pick<UserCtx, "db" | "companyId" | "userId" | "user">;

/**
 * A campaignId in a body must name one of the caller's campaigns. Relations are written as plain
 * foreign keys, which the tenant scope cannot see, so the check is explicit. null/undefined pass.
 */
export async function assertCampaignOwned(ctx: Pick<ContentCtx, "db">, campaignId: string | null | undefined): Promise<void> {
  if (!campaignId) return;
  const campaign = await ctx.db.campaign.findFirst({ where: { id: campaignId }, select: { id: true } });
  if (!campaign) throw notFound("Campaign");
}

/** Publishing, unpublishing and scheduling are a separate right from writing drafts (editors lack it). */
export function assertMayPublish(ctx: Pick<ContentCtx, "user">): void {
  if (!ctx.user.permissions.includes("content:publish")) {
    throw forbidden("Your role does not allow this (needs content:publish)");
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
