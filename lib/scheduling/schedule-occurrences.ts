import { randomUUID } from "node:crypto";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { assertApproved } from "@/lib/approvals/gate";
import type { SocialPlatform } from "@/lib/content/platforms";
import { assertOwned, type TenantCtx } from "@/lib/db";
import { assertAssetsUsable, POST_MEDIA_USAGE, syncContentUsage } from "@/lib/media/usage";
import { assertMediaFits } from "@/lib/social/delivery/media";
import { pickAccount } from "@/lib/social/delivery/pick-account";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { platformSchedulesProblem, type ScheduleResult } from "./contracts";
import { enqueuePublish } from "./due-event";
import { cancelWaitingOccurrences, mirrorPostTime } from "./post-time";

/** A time further in the past than this is a mistake, not "now" (decisions.md). */
export const PAST_TOLERANCE_MS = 5 * 60_000;

export interface ScheduleRequest {
  sourcePostId?: string;
  content?: string;
  platforms?: string[];
  campaignId?: string | null;
  mediaAssetIds?: string[];
  /** The video of networks that take videos; null removes it, undefined keeps the post's. */
  videoUrl?: string | null;
  scheduledAt?: Date;
  platformSchedules?: { platform: string; scheduledAt: Date }[];
  socialAccountIds?: string[];
  /** Moves the post: its occurrences still waiting are cancelled in the same transaction (editing a SCHEDULED post). */
  replaceWaiting?: boolean;
}

export function assertNotPast(field: string, at: Date, now: Date): void {
  if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS)
    throw badRequest({ [field]: "must not be more than 5 minutes in the past" });
}

/** The post's stored text and platforms when it exists (404 otherwise; 409 once it is publishing or published). */
async function sourcePost(ctx: TenantCtx, id: string | undefined) {
  if (!id) return null;
  const post = await ctx.db.socialPost.findFirst({ where: { id } });
  if (!post) throw notFound("Social post");
  if (post.status === "PUBLISHING" || post.status === "PUBLISHED")
    throw conflict("POST_NOT_SCHEDULABLE", `This post is ${post.status} and cannot be scheduled again`);
  return post;
}

/**
 * The accounts socialAccountIds names, by platform: each one the company's (404 otherwise) and of
 * one of the post's platforms (400 otherwise).
 */
async function namedAccounts(
  ctx: TenantCtx,
  ids: string[] | undefined,
  platforms: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids ?? [])];
  const found = wanted.length
    ? await ctx.db.socialAccount.findMany({ where: { id: { in: wanted } }, select: { id: true, platform: true } })
    : [];
  if (found.length < wanted.length) throw notFound("Social account");
  const stray = found.find((a) => !platforms.includes(a.platform));
  if (stray)
    throw badRequest({
      socialAccountIds: `names a ${stray.platform} account, which is not one of the post's platforms`,
    });
  return new Map(found.map((a) => [a.platform, a.id]));
}

/**
 * Schedules a post on its platforms (decisions.md "Scheduling and delivery", the reference's five
 * rules): every time and every platform's account is checked before anything is written; then, in
 * one transaction, the post (new or existing), one occurrence per platform (a split shares one
 * splitGroupId) and each one's publish in the outbox. A post of a PAUSED campaign is HELD. The
 * approval gate checks the post as written, so a refusal undoes the transaction.
 */
export async function scheduleOccurrences(
  ctx: TenantCtx,
  body: ScheduleRequest,
  now = new Date(),
): Promise<ScheduleResult> {
  const post = await sourcePost(ctx, body.sourcePostId);
  const platforms = body.platforms ?? post!.platforms;
  const content = body.content ?? post!.content;
  const mediaAssetIds = body.mediaAssetIds ?? post?.mediaAssetIds ?? [];
  const videoUrl = body.videoUrl !== undefined ? body.videoUrl : (post?.videoUrl ?? null);
  const campaignId = body.campaignId !== undefined ? body.campaignId : (post?.campaignId ?? null);
  if (platforms.length === 0) throw badRequest({ platforms: "the post names no platform to schedule on" });
  if (body.platformSchedules) {
    const problem = platformSchedulesProblem(platforms, body.platformSchedules);
    if (problem) throw badRequest({ platformSchedules: problem });
  }
  const times = platforms.map((platform) => ({
    platform,
    scheduledAt: body.platformSchedules
      ? body.platformSchedules.find((s) => s.platform === platform)!.scheduledAt
      : (body.scheduledAt ?? now),
  }));
  times.forEach((t, i) =>
    assertNotPast(body.platformSchedules ? `platformSchedules.${i}.scheduledAt` : "scheduledAt", t.scheduledAt, now),
  );

  const named = await namedAccounts(ctx, body.socialAccountIds, platforms);
  const accounts = new Map<string, string>();
  for (const { platform } of times) {
    const account = await pickAccount(ctx, platform as SocialPlatform, named.get(platform));
    accounts.set(platform, account.id);
  }
  await assertOwned(ctx.db, "campaign", campaignId);
  await assertAssetsUsable(ctx, mediaAssetIds);
  await assertMediaFits(ctx, platforms, mediaAssetIds, videoUrl);
  const campaign = campaignId
    ? await ctx.db.campaign.findFirst({ where: { id: campaignId }, select: { status: true } })
    : null;
  const status = campaign?.status === "PAUSED" ? ("HELD" as const) : ("SCHEDULED" as const);
  const splitGroupId = body.platformSchedules ? randomUUID() : null;

  const created = await ctx.db.$transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const postId = post
      ? (
          await tx.socialPost.update({
            where: { id: post.id },
            data: {
              platforms,
              campaignId,
              ...(body.content ? { content } : {}),
              ...(body.mediaAssetIds ? { mediaAssetIds } : {}),
              ...(body.videoUrl !== undefined ? { videoUrl } : {}),
            },
          })
        ).id
      : (
          await tx.socialPost.create({
            data: {
              companyId: ctx.companyId,
              content,
              platforms,
              mediaAssetIds,
              videoUrl,
              campaignId,
              createdById: ctx.actor?.userId ?? null,
            },
          })
        ).id;
    if (!post || body.mediaAssetIds)
      await syncContentUsage(txCtx, "SOCIAL_POST", postId, mediaAssetIds, POST_MEDIA_USAGE);
    if (post && body.replaceWaiting) await cancelWaitingOccurrences(txCtx, postId);
    await assertApproved(txCtx, "social", postId);
    const rows = [];
    for (const t of times) {
      const row = await tx.postOccurrence.create({
        data: {
          companyId: ctx.companyId,
          sourcePostId: postId,
          campaignId,
          platform: t.platform,
          socialAccountId: accounts.get(t.platform)!,
          scheduledAt: t.scheduledAt,
          splitGroupId,
          status,
          content,
          mediaAssetIds,
          videoUrl,
        },
      });
      if (status === "SCHEDULED") await enqueuePublish(tx, ctx.companyId, row.id, row.scheduledAt);
      rows.push(row);
    }
    await syncPostStatus(txCtx, postId);
    await mirrorPostTime(txCtx, postId);
    return rows;
  });

  const earliest = [...created].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime())[0];
  return {
    success: true,
    occurrenceId: earliest.id,
    scheduledAt: earliest.scheduledAt.toISOString(),
    results: created.map((o) => ({ platform: o.platform, success: true })),
    ...(splitGroupId
      ? {
          splitGroupId,
          occurrences: created.map((o) => ({
            occurrenceId: o.id,
            platform: o.platform,
            scheduledAt: o.scheduledAt.toISOString(),
          })),
        }
      : {}),
  };
}
