import { conflict, notFound } from "@/lib/api/errors";
import { assertOwned, type TenantCtx } from "@/lib/db";
import { removeApprovals } from "@/lib/approvals/approvals";
import { assertApproved } from "@/lib/approvals/gate";
import type { SOCIAL_POST_STATUSES, SocialPostCreate, SocialPostDTO, SocialPostUpdate } from "./contracts";
import { assertMayPublish } from "./guards";
import { assertValidSocialPost } from "./social-post-rules";
import { assertAssetsUsable, POST_MEDIA_USAGE, removeContentUsage, syncContentUsage } from "@/lib/media/usage";
import { cancelWaitingOccurrences } from "@/lib/scheduling/post-time";
import { scheduleOccurrences } from "@/lib/scheduling/schedule-occurrences";
import { assertVideoFits } from "@/lib/social/delivery/media";

type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

interface SocialPostRow {
  id: string;
  content: string;
  status: SocialPostStatus;
  platforms: string[];
  mediaAssetIds: string[];
  videoUrl: string | null;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  campaignId: string | null;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Statuses in which the post belongs to the publisher, not the editor. */
const LOCKED_FOR_EDITS: readonly SocialPostStatus[] = ["PUBLISHING", "PUBLISHED"];

export function socialPostDTO(row: SocialPostRow): SocialPostDTO {
  return {
    id: row.id,
    content: row.content,
    status: row.status,
    platforms: row.platforms,
    mediaAssetIds: row.mediaAssetIds,
    videoUrl: row.videoUrl,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    campaignId: row.campaignId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findSocialPost(ctx: TenantCtx, id: string): Promise<SocialPostRow> {
  const post = await ctx.db.socialPost.findFirst({ where: { id } });
  if (!post) throw notFound("Social post");
  return post;
}

export async function listSocialPosts(
  ctx: TenantCtx,
  query: { limit: number; offset: number; status?: SocialPostStatus[]; campaignId?: string },
): Promise<SocialPostDTO[]> {
  const rows = await ctx.db.socialPost.findMany({
    where: {
      ...(query.status ? { status: { in: query.status } } : {}),
      ...(query.campaignId ? { campaignId: query.campaignId } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit,
    skip: query.offset,
  });
  return rows.map(socialPostDTO);
}

/**
 * A post created SCHEDULED is scheduled through its occurrences (lib/scheduling, the same service as
 * POST /api/social-posts/scheduled): one per platform on the company's connected account, so a
 * platform with no connected account is a 400 (409 when it waits for a reconnect) and nothing is
 * written, rather than a post that never goes out. `scheduledAt` mirrors the occurrences.
 */
export async function createSocialPost(ctx: TenantCtx, body: SocialPostCreate): Promise<SocialPostDTO> {
  if (body.status === "SCHEDULED") assertMayPublish(ctx);
  const scheduledAt = body.scheduledAt ?? null;
  assertValidSocialPost({ ...body, scheduledAt }, true);
  await assertOwned(ctx.db, "campaign", body.campaignId);
  await assertAssetsUsable(ctx, body.mediaAssetIds);
  if (body.status === "SCHEDULED") {
    const { occurrenceId } = await scheduleOccurrences(ctx, {
      content: body.content,
      platforms: body.platforms,
      mediaAssetIds: body.mediaAssetIds,
      videoUrl: body.videoUrl ?? null,
      campaignId: body.campaignId ?? null,
      scheduledAt: scheduledAt!,
    });
    const { sourcePostId } = await ctx.db.postOccurrence.findFirstOrThrow({
      where: { id: occurrenceId },
      select: { sourcePostId: true },
    });
    return socialPostDTO(await findSocialPost(ctx, sourcePostId));
  }
  const row = await ctx.db.socialPost.create({
    data: {
      companyId: ctx.companyId,
      content: body.content,
      platforms: body.platforms,
      status: body.status,
      mediaAssetIds: body.mediaAssetIds,
      videoUrl: body.videoUrl ?? null,
      scheduledAt,
      campaignId: body.campaignId ?? null,
      createdById: ctx.actor?.userId ?? null,
    },
  });
  await syncContentUsage(ctx, "SOCIAL_POST", row.id, row.mediaAssetIds, POST_MEDIA_USAGE);
  return socialPostDTO(row);
}

export async function updateSocialPost(ctx: TenantCtx, id: string, body: SocialPostUpdate): Promise<SocialPostDTO> {
  const current = await findSocialPost(ctx, id);
  if (LOCKED_FOR_EDITS.includes(current.status)) {
    throw conflict("POST_NOT_EDITABLE", `This post is ${current.status} and can no longer be edited`);
  }
  if (body.status === "SCHEDULED" && current.status !== "SCHEDULED") assertMayPublish(ctx);
  assertValidSocialPost(
    {
      content: body.content ?? current.content,
      platforms: body.platforms ?? current.platforms,
      status: body.status ?? current.status,
      scheduledAt: body.scheduledAt !== undefined ? body.scheduledAt : current.scheduledAt,
    },
    body.status !== undefined || body.scheduledAt !== undefined,
  );
  await assertOwned(ctx.db, "campaign", body.campaignId);
  await assertAssetsUsable(ctx, body.mediaAssetIds);
  const status = body.status ?? current.status;
  // SCHEDULED with a new time, new platforms or newly: its occurrences move (lib/scheduling).
  // Back to DRAFT: the occurrences still waiting are cancelled, so nothing goes out.
  const mediaChanged = body.mediaAssetIds !== undefined || body.videoUrl !== undefined;
  const reschedule =
    status === "SCHEDULED" &&
    (current.status !== "SCHEDULED" || body.scheduledAt !== undefined || body.platforms !== undefined);
  // A scheduled post keeps what its networks need (a video for YouTube): checked before the write.
  if (status === "SCHEDULED" && !reschedule && body.videoUrl !== undefined)
    assertVideoFits(current.platforms, body.videoUrl);
  const unschedule = body.status === "DRAFT" && current.status !== "DRAFT";
  let row: SocialPostRow = await ctx.db.socialPost.update({
    where: { id },
    data: {
      content: body.content,
      platforms: body.platforms,
      ...(reschedule ? {} : { status: body.status, scheduledAt: unschedule ? null : body.scheduledAt }),
      mediaAssetIds: body.mediaAssetIds,
      videoUrl: body.videoUrl,
      campaignId: body.campaignId,
    },
  });
  if (unschedule) await cancelWaitingOccurrences(ctx, id);
  // An edit of what waits to go out must itself be approved; a reschedule is checked by scheduleOccurrences.
  if (!reschedule && status === "SCHEDULED" && (body.content !== undefined || mediaChanged))
    await assertApproved(ctx, "social", id);
  if (reschedule) {
    await scheduleOccurrences(ctx, {
      sourcePostId: id,
      scheduledAt: (body.scheduledAt ?? current.scheduledAt)!,
      replaceWaiting: true,
    });
    row = await findSocialPost(ctx, id);
  }
  if (body.mediaAssetIds) await syncContentUsage(ctx, "SOCIAL_POST", id, row.mediaAssetIds, POST_MEDIA_USAGE);
  // Occurrences still waiting publish the edited text, never the old one.
  if (body.content !== undefined || mediaChanged) {
    await ctx.db.postOccurrence.updateMany({
      where: { sourcePostId: id, status: { in: ["SCHEDULED", "HELD", "FAILED"] } },
      data: { content: row.content, mediaAssetIds: row.mediaAssetIds, videoUrl: row.videoUrl },
    });
  }
  return socialPostDTO(row);
}

export async function deleteSocialPost(ctx: TenantCtx, id: string): Promise<void> {
  const current = await findSocialPost(ctx, id);
  if (current.status === "PUBLISHING") {
    throw conflict("POST_PUBLISHING", "This post is being published right now; try again once it has finished");
  }
  await ctx.db.$transaction(async (tx) => {
    await tx.socialPost.delete({ where: { id } });
    await removeContentUsage({ db: tx, companyId: ctx.companyId }, "SOCIAL_POST", [id]);
    await removeApprovals(tx, "social", [id]);
  });
}
