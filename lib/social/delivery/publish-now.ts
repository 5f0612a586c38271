import { ApiError, badRequest } from "@/lib/api/errors";
import { assertApproved } from "@/lib/approvals/gate";
import { recordAudit } from "@/lib/audit";
import type { SocialPlatform } from "@/lib/content/platforms";
import { actingUser, type TenantCtx } from "@/lib/db";
import type { OccurrenceDTO, PublishNowBody } from "../contracts";
import { syncContentUsage } from "@/lib/media/usage";
import { checkAgainstLimits } from "@/lib/integrations/social/platform-limits";
import { withAccount, type SocialAccountRow } from "../account-session";
import { network } from "../networks";
import { callNetwork } from "../provider-errors";
import { deliverOccurrence } from "./deliver-occurrence";
import { assertPublishableAssets } from "./media";
import { toOccurrenceDTO } from "./occurrence-dto";
import { pickAccount } from "./pick-account";

/** The network's own limits (Mastodon's from the instance), checked before anything is written: 400 naming the problem. */
async function assertFitsNetwork(
  ctx: TenantCtx,
  account: SocialAccountRow,
  label: string,
  body: PublishNowBody,
): Promise<void> {
  const limits = await callNetwork(label, () => withAccount(ctx, account, (s) => s.limits()));
  const assets = await ctx.db.mediaAsset.findMany({
    where: { id: { in: body.mediaAssetIds } },
    select: { id: true, sizeBytes: true, contentType: true, width: true, height: true },
  });
  const media = body.mediaAssetIds
    .map((id) => assets.find((a) => a.id === id)!)
    .map((a) => ({
      size: a.sizeBytes,
      mimeType: a.contentType,
      width: a.width ?? undefined,
      height: a.height ?? undefined,
    }));
  const problems = checkAgainstLimits(limits, { text: body.content, media, video: body.videoUrl ? {} : null });
  if (problems.length === 0) return;
  const details: Record<string, string> = {};
  for (const p of problems) {
    const field = p.field === "text" ? "content" : p.field === "video" ? "videoUrl" : "mediaAssetIds";
    details[field] = details[field] ? `${details[field]} ${p.message}` : `too much for ${label}: ${p.message}`;
  }
  throw badRequest(details);
}

/**
 * POST /api/social/:platform/publish: a new social post with one occurrence, due now, published at
 * once. Everything that can be refused is checked before anything is written (the network is
 * configured, the account and the images are the company's). The post and its occurrence are
 * written before the network is called, so an attempt is never lost, and the call runs outside any
 * transaction. A network refusal: 502 PLATFORM_ERROR with the occurrence FAILED (or UNKNOWN).
 */
export async function publishNow(
  ctx: TenantCtx,
  platform: SocialPlatform,
  body: PublishNowBody,
): Promise<OccurrenceDTO> {
  const { label } = await network(platform);
  const account = await pickAccount(ctx, platform, body.socialAccountId);
  await assertPublishableAssets(ctx, body.mediaAssetIds);
  await assertFitsNetwork(ctx, account, label, body);
  const user = actingUser(ctx);
  const now = new Date();

  const occurrence = await ctx.db.$transaction(async (tx) => {
    const post = await tx.socialPost.create({
      data: {
        companyId: ctx.companyId,
        content: body.content,
        platforms: [platform],
        mediaAssetIds: body.mediaAssetIds,
        videoUrl: body.videoUrl ?? null,
        status: "PUBLISHING",
        createdById: user.userId,
      },
    });
    await assertApproved({ ...ctx, db: tx }, "social", post.id);
    await syncContentUsage({ ...ctx, db: tx }, "SOCIAL_POST", post.id, body.mediaAssetIds, "attached media");
    return tx.postOccurrence.create({
      data: {
        companyId: ctx.companyId,
        sourcePostId: post.id,
        platform,
        socialAccountId: account.id,
        scheduledAt: now,
        status: "PUBLISHING",
        content: body.content,
        mediaAssetIds: body.mediaAssetIds,
        videoUrl: body.videoUrl ?? null,
        attempts: 1,
        attemptStartedAt: now,
      },
    });
  });

  const result = await deliverOccurrence(ctx, occurrence);
  await recordAudit(ctx.db, {
    actorId: user.userId,
    action: "social_post.publish_now",
    result: { id: occurrence.id },
    requestId: ctx.requestId ?? "",
  });
  if (result.failure) {
    throw new ApiError(502, "PLATFORM_ERROR", {
      message: result.failure.message,
      fields: { occurrence: toOccurrenceDTO(result.occurrence) },
    });
  }
  return toOccurrenceDTO(result.occurrence);
}
