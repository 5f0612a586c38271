import { badRequest, conflict } from "@/lib/api/errors";
import { Prisma, tenantExecute, type TenantCtx, type TenantDb } from "@/lib/db";
import { campaignColumns, type CampaignRow } from "./campaign-dto";
import type { Campaign, ResumeCampaignInput } from "./contracts";
import { answerCampaign, findCampaignRow } from "./get-campaign";
import { resumeCampaignOccurrences } from "@/lib/scheduling/campaign-occurrences";
import { outcomeForScheduledPost, resumedEndDate, type ResumeClock, type ResumeStrategy } from "./reschedule";

/** Read through the transaction: on embedded PGlite a second connection would wait for this transaction to end. */
async function companyTimeZone(tx: TenantDb, companyId: string): Promise<string> {
  const company = await tx.company.findFirst({ where: { id: companyId }, select: { timeZone: true } });
  return company?.timeZone ?? "UTC";
}

/** Applies the strategy to the campaign's SCHEDULED social posts (see reschedule.ts for the rules). */
async function handleScheduledPosts(tx: TenantDb, campaignId: string, strategy: ResumeStrategy, clock: ResumeClock) {
  const scheduled = { campaignId, status: "SCHEDULED" as const };
  if (strategy === "cancel") {
    await tx.socialPost.updateMany({ where: scheduled, data: { status: "CANCELLED" } });
    return;
  }
  const posts = await tx.socialPost.findMany({
    where: { ...scheduled, scheduledAt: { not: null } },
    select: { id: true, scheduledAt: true },
  });
  const unschedule: string[] = [];
  const moved: { id: string; at: string }[] = [];
  for (const post of posts) {
    const outcome = outcomeForScheduledPost(strategy, post.scheduledAt!, clock);
    if (outcome.action === "unschedule") unschedule.push(post.id);
    if (outcome.action === "reschedule") moved.push({ id: post.id, at: outcome.scheduledAt.toISOString() });
  }
  if (unschedule.length)
    await tx.socialPost.updateMany({ where: { id: { in: unschedule } }, data: { status: "DRAFT" } });
  if (moved.length) {
    // One statement for every moved post.
    await tenantExecute(
      { db: tx },
      (companyId) => Prisma.sql`
      UPDATE "SocialPost" AS p SET "scheduledAt" = v.at, "updatedAt" = now()
      FROM unnest(${moved.map((m) => m.id)}::uuid[], ${moved.map((m) => m.at)}::timestamptz[]) AS v(id, at)
      WHERE p."id" = v.id AND p."companyId" = ${companyId}::uuid`,
    );
  }
}

/**
 * PAUSED → ACTIVE, inside the caller's transaction. The update is conditional on the campaign still
 * being PAUSED, so two concurrent resumes cannot both shift the posts.
 */
export async function resumeInTransaction(
  tx: TenantDb,
  ctx: TenantCtx,
  row: CampaignRow,
  input: ResumeCampaignInput,
  extraData: Record<string, unknown> = {},
): Promise<CampaignRow> {
  const now = new Date();
  const clock: ResumeClock = {
    pausedAt: row.pausedAt ?? now,
    resumedAt: now,
    timeZone: await companyTimeZone(tx, ctx.companyId),
  };
  const endsAt = resumedEndDate(row.endsAt, input.endDateAction, clock, input.newEndDate);
  if (endsAt && row.startsAt && endsAt < row.startsAt)
    throw badRequest({ newEndDate: "must not be before the campaign's startsAt" });
  const resumed = await tx.campaign.updateMany({
    where: { id: row.id, status: "PAUSED" },
    data: {
      ...extraData,
      status: "ACTIVE",
      resumedAt: now,
      lastStatusChangedAt: now,
      ...(input.endDateAction === "keep" ? {} : { endsAt }),
    },
  });
  if (resumed.count === 0) throw notPaused();
  await handleScheduledPosts(tx, row.id, input.strategy, clock);
  await resumeCampaignOccurrences(tx, ctx.companyId, row.id, input.strategy, clock);
  return tx.campaign.findFirstOrThrow({ where: { id: row.id }, select: campaignColumns });
}

const notPaused = () => conflict("INVALID_STATUS_TRANSITION", "Only a PAUSED campaign can be resumed");

export async function resumeCampaign(ctx: TenantCtx, id: string, input: ResumeCampaignInput): Promise<Campaign> {
  const row = await findCampaignRow(ctx, id);
  if (row.status !== "PAUSED") throw notPaused();
  const updated = await ctx.db.$transaction((tx) => resumeInTransaction(tx, ctx, row, input));
  return answerCampaign(ctx, updated);
}
