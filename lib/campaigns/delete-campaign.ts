import { badRequest, conflict } from "@/lib/api/errors";
import { removeApprovals } from "@/lib/approvals/approvals";
import { queueTakedowns } from "@/lib/blog-publishing/takedown";
import { assertOwned, type TenantCtx, type TenantDb } from "@/lib/db";
import { removeContentUsage } from "@/lib/media/usage";
import { findCampaignRow } from "./get-campaign";

export interface DeleteCampaignOptions {
  action?: "delete_all" | "move_content";
  moveToCampaignId?: string;
}

async function countContent(tx: TenantDb, campaignId: string) {
  const [posts, publishedPosts, blogs, publishedBlogs, scripts] = await Promise.all([
    tx.socialPost.count({ where: { campaignId } }),
    tx.socialPost.count({ where: { campaignId, status: "PUBLISHED" } }),
    tx.blogPost.count({ where: { campaignId } }),
    tx.blogPost.count({ where: { campaignId, status: "PUBLISHED" } }),
    tx.videoScript.count({ where: { campaignId } }),
  ]);
  return { total: posts + blogs + scripts, published: publishedPosts + publishedBlogs };
}

async function moveContent(tx: TenantDb, from: string, to: string) {
  await tx.socialPost.updateMany({ where: { campaignId: from }, data: { campaignId: to } });
  await tx.blogPost.updateMany({ where: { campaignId: from }, data: { campaignId: to } });
  await tx.videoScript.updateMany({ where: { campaignId: from }, data: { campaignId: to } });
  await tx.contentMetric.updateMany({ where: { campaignId: from }, data: { campaignId: to } });
}

/**
 * Each item goes as its own delete takes it: its approvals and its media library uses with it, and
 * drafts that may still have a copy at a destination (a removal that failed, or one still under way)
 * get their take-downs queued. Only the items read here are deleted, so these never miss one.
 */
async function deleteContent(tx: TenantDb, companyId: string, campaignId: string) {
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const where = { campaignId };
  const select = { id: true };
  const [posts, blogs, scripts] = (
    await Promise.all([
      tx.socialPost.findMany({ where, select }),
      tx.blogPost.findMany({ where, select }),
      tx.videoScript.findMany({ where, select }),
    ])
  ).map(ids);
  const scope = { db: tx, companyId };
  await removeApprovals(tx, "social", posts);
  await removeApprovals(tx, "blog", blogs);
  await removeApprovals(tx, "script", scripts);
  await removeContentUsage(scope, "SOCIAL_POST", posts);
  await removeContentUsage(scope, "BLOG_POST", blogs);
  await removeContentUsage(scope, "VIDEO_SCRIPT", scripts);
  await tx.contentMetric.deleteMany({ where: { campaignId } });
  await tx.socialPost.deleteMany({ where: { id: { in: posts } } });
  await queueTakedowns(tx, companyId, blogs);
  await tx.blogPost.deleteMany({ where: { id: { in: blogs } } });
  await tx.videoScript.deleteMany({ where: { id: { in: scripts } } });
}

/**
 * delete_all refuses while published content exists (409 with publishedCount): published posts and
 * blogs are public record. move_content keeps every item, so it proceeds even then. Without an
 * action, only a campaign with no content is deleted: content is never dropped by omission.
 */
export async function deleteCampaign(ctx: TenantCtx, id: string, opts: DeleteCampaignOptions): Promise<void> {
  await findCampaignRow(ctx, id);
  if (opts.action === "move_content") {
    if (opts.moveToCampaignId === id) throw badRequest({ moveToCampaignId: "must be another campaign" });
    await assertOwned(ctx.db, "campaign", opts.moveToCampaignId, "Target campaign");
  }
  await ctx.db.$transaction(async (tx) => {
    if (opts.action === "move_content") {
      await moveContent(tx, id, opts.moveToCampaignId!);
    } else {
      const content = await countContent(tx, id);
      if (content.published > 0) {
        throw conflict(
          "PUBLISHED_CONTENT_EXISTS",
          `This campaign has ${content.published} published item(s). Move its content to another campaign (action=move_content&moveToCampaignId=…) instead.`,
          {
            publishedCount: content.published,
          },
        );
      }
      if (content.total > 0 && opts.action !== "delete_all") {
        throw badRequest({
          action: `required: the campaign has ${content.total} content item(s); use delete_all or move_content`,
        });
      }
      await deleteContent(tx, ctx.companyId, id);
    }
    await tx.campaign.delete({ where: { id } });
  });
}
