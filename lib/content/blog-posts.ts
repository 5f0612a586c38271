import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { assertOwned, type TenantCtx } from "@/lib/db";
import { removeApprovals } from "@/lib/approvals/approvals";
import { assertApproved } from "@/lib/approvals/gate";
import type { BlogPostCreate, BlogPostDTO, BlogPostUpdate } from "./contracts";
import { assertMayPublish, isUniqueViolation } from "./guards";
import { removeContentUsage } from "@/lib/media/usage";
import { plannedDate, plannedDayOf, plannedRange } from "./planned-day";
import { firstFreeSlug, slugify } from "./slug";
import {
  assertDestinations,
  publishTargets,
  queuePublish,
  queueRemoval,
  queueRepublish,
} from "@/lib/blog-publishing/queue-deliveries";
import { enqueueScheduledPublish } from "@/lib/blog-publishing/scheduled-publish";
import { queueTakedowns } from "@/lib/blog-publishing/takedown";
import { holdUnapproved } from "@/lib/approvals/approval-holds";

interface BlogPostRow {
  id: string;
  title: string;
  slug: string;
  markdownBody: string;
  status: "DRAFT" | "PUBLISHED";
  publishedAt: Date | null;
  campaignId: string | null;
  excerpt: string;
  tags: string[];
  categories: string[];
  coverImageId: string | null;
  destinationIds: string[];
  scheduledAt: Date | null;
  heldReason: string | null;
  plannedFor: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function blogPostDTO(row: BlogPostRow): BlogPostDTO {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    markdownBody: row.markdownBody,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    campaignId: row.campaignId,
    excerpt: row.excerpt,
    tags: row.tags,
    categories: row.categories,
    coverImageId: row.coverImageId,
    destinationIds: row.destinationIds,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    heldReason: row.heldReason,
    plannedFor: plannedDayOf(row.plannedFor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const slugTaken = (slug: string) => conflict("SLUG_TAKEN", `Another blog post already uses the slug "${slug}"`);

export async function findBlogPost(ctx: TenantCtx, id: string): Promise<BlogPostRow> {
  const post = await ctx.db.blogPost.findFirst({ where: { id } });
  if (!post) throw notFound("Blog post");
  return post;
}

export async function listBlogPosts(
  ctx: TenantCtx,
  query: {
    limit: number;
    offset: number;
    status?: ("DRAFT" | "PUBLISHED")[];
    campaignId?: string;
    plannedFrom?: string;
    plannedTo?: string;
  },
) {
  const where = {
    ...(query.status ? { status: { in: query.status } } : {}),
    ...(query.campaignId ? { campaignId: query.campaignId } : {}),
    ...plannedRange(query),
  };
  const [rows, total] = await Promise.all([
    ctx.db.blogPost.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.offset,
    }),
    ctx.db.blogPost.count({ where }),
  ]);
  return { items: rows.map(blogPostDTO), total, limit: query.limit, offset: query.offset };
}

/** publishedAt follows the status: set on the move to PUBLISHED, kept while published, cleared on DRAFT. */
function publication(status: "DRAFT" | "PUBLISHED", current: BlogPostRow | null) {
  if (status === "DRAFT") return { status, publishedAt: null };
  return { status, publishedAt: current?.status === "PUBLISHED" ? current.publishedAt : new Date() };
}

async function derivedSlug(ctx: TenantCtx, title: string): Promise<string> {
  const base = slugify(title);
  const similar = await ctx.db.blogPost.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  return firstFreeSlug(base, new Set(similar.map((p) => p.slug)));
}

async function assertSlugFree(ctx: TenantCtx, slug: string, exceptId?: string): Promise<void> {
  const other = await ctx.db.blogPost.findFirst({
    where: { slug, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (other) throw slugTaken(slug);
}

/** A new post as other services make one: the blog-only fields may be left out (empty). */
type NewBlogPost = Omit<BlogPostCreate, "excerpt" | "tags" | "categories" | "destinationIds"> &
  Partial<Pick<BlogPostCreate, "excerpt" | "tags" | "categories" | "destinationIds">>;

export async function createBlogPost(ctx: TenantCtx, body: NewBlogPost): Promise<BlogPostDTO> {
  if (body.status === "PUBLISHED") assertMayPublish(ctx);
  await assertOwned(ctx.db, "campaign", body.campaignId);
  await assertBlogFields(ctx, body);
  checkSchedule(ctx, body.scheduledAt ?? null, body.status);
  assertWritten(body.markdownBody ?? "", body.status === "PUBLISHED" || Boolean(body.scheduledAt));
  if (body.slug) await assertSlugFree(ctx, body.slug);
  const slug = body.slug ?? (await derivedSlug(ctx, body.title));
  try {
    const row = await ctx.db.blogPost.create({
      data: {
        companyId: ctx.companyId,
        title: body.title,
        slug,
        markdownBody: body.markdownBody,
        campaignId: body.campaignId ?? null,
        excerpt: body.excerpt ?? "",
        tags: body.tags ?? [],
        categories: body.categories ?? [],
        coverImageId: body.coverImageId ?? null,
        destinationIds: body.destinationIds ?? [],
        scheduledAt: body.scheduledAt ?? null,
        plannedFor: plannedDate(body.plannedFor ?? null),
        createdById: ctx.actor?.userId ?? null,
        ...publication(body.status, null),
      },
    });
    if (row.status === "PUBLISHED" || row.scheduledAt) await assertApproved(ctx, "blog", row.id);
    if (row.status === "PUBLISHED") await queuePublish(ctx, row.id, await publishTargets(ctx, row.id));
    if (row.scheduledAt) await enqueueScheduledPublish(ctx, row.id, row.scheduledAt);
    return blogPostDTO(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(slug);
    throw err;
  }
}

export async function updateBlogPost(ctx: TenantCtx, id: string, body: BlogPostUpdate): Promise<BlogPostDTO> {
  const current = await findBlogPost(ctx, id);
  if (body.status && body.status !== current.status) assertMayPublish(ctx);
  await assertOwned(ctx.db, "campaign", body.campaignId);
  await assertBlogFields(ctx, body);
  if (body.scheduledAt !== undefined) checkSchedule(ctx, body.scheduledAt, body.status ?? current.status);
  if (body.status === "PUBLISHED" || body.scheduledAt || body.markdownBody !== undefined) {
    const scheduled = body.scheduledAt !== undefined ? body.scheduledAt : current.scheduledAt;
    const live = (body.status ?? current.status) === "PUBLISHED";
    assertWritten(body.markdownBody ?? current.markdownBody, live || Boolean(scheduled));
  }
  if (body.slug && body.slug !== current.slug) await assertSlugFree(ctx, body.slug, id);
  try {
    const row = await ctx.db.blogPost.update({
      where: { id },
      data: {
        title: body.title,
        slug: body.slug,
        markdownBody: body.markdownBody,
        campaignId: body.campaignId,
        excerpt: body.excerpt,
        tags: body.tags,
        categories: body.categories,
        coverImageId: body.coverImageId,
        destinationIds: body.destinationIds,
        plannedFor: plannedDate(body.plannedFor),
        ...(body.scheduledAt !== undefined ? { scheduledAt: body.scheduledAt, heldReason: null } : {}),
        ...(body.status ? publication(body.status, current) : {}),
        // A post made live by hand no longer waits for its schedule.
        ...(body.status === "PUBLISHED" ? { scheduledAt: null, heldReason: null } : {}),
      },
    });
    // What is live or scheduled (or goes live now) must be approved as it reads after this edit.
    const revised = body.title !== undefined || body.markdownBody !== undefined || body.coverImageId !== undefined;
    if (
      (row.status === "PUBLISHED" && (current.status !== "PUBLISHED" || revised)) ||
      (row.scheduledAt && revised) ||
      body.scheduledAt
    ) {
      await assertApproved(ctx, "blog", id);
    }
    if (body.scheduledAt) await enqueueScheduledPublish(ctx, id, body.scheduledAt);
    if (current.status !== "PUBLISHED" && row.status === "PUBLISHED")
      await queuePublish(ctx, id, await publishTargets(ctx, id));
    else if (current.status === "PUBLISHED" && row.status === "DRAFT") await queueRemoval(ctx, id);
    else if (current.status === "PUBLISHED" && row.status === "PUBLISHED" && reads(row) !== reads(current))
      await queueRepublish(ctx, id);
    return blogPostDTO(row);
  } catch (err) {
    if (isUniqueViolation(err) && body.slug) throw slugTaken(body.slug);
    throw err;
  }
}

/**
 * Deletes the post and, in the same transaction, the media library's record of what it used and its
 * approval items, and queues its take-down at each destination holding it (lib/blog-publishing/takedown.ts).
 */
export async function deleteBlogPost(ctx: TenantCtx, id: string): Promise<void> {
  await findBlogPost(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await queueTakedowns(tx, ctx.companyId, [id]);
    await tx.blogPost.delete({ where: { id } });
    await removeContentUsage({ db: tx, companyId: ctx.companyId }, "BLOG_POST", [id]);
    await removeApprovals(tx, "blog", [id]);
  });
}

/** What destinations show of a post: a change to any of it is sent to them again. */
const reads = (post: BlogPostRow) =>
  JSON.stringify([
    post.title,
    post.slug,
    post.markdownBody,
    post.excerpt,
    post.tags,
    post.categories,
    post.coverImageId,
  ]);

/** The featured image must be one of the company's images, the destinations its own (400 naming the field). */
async function assertBlogFields(ctx: TenantCtx, body: { coverImageId?: string | null; destinationIds?: string[] }) {
  if (body.coverImageId) {
    const image = await ctx.db.mediaAsset.findFirst({ where: { id: body.coverImageId }, select: { type: true } });
    if (!image) throw notFound("Media asset");
    if (image.type !== "IMAGE") throw badRequest({ coverImageId: "must be an image" });
  }
  if (body.destinationIds) await assertDestinations(ctx, body.destinationIds, "destinationIds");
}

/** What goes live, now or on a schedule, has a body: an empty post is never sent to a blog (400). */
function assertWritten(markdownBody: string, goesLive: boolean) {
  if (goesLive && !markdownBody.trim())
    throw badRequest({ markdownBody: "write the post before you publish or schedule it" });
}

/** A schedule needs content:publish, a time to come and a post not yet live. */
function checkSchedule(ctx: TenantCtx, at: Date | null, status: "DRAFT" | "PUBLISHED") {
  if (!at) return;
  assertMayPublish(ctx);
  if (at.getTime() <= Date.now()) throw badRequest({ scheduledAt: "must be in the future" });
  if (status === "PUBLISHED") throw badRequest({ scheduledAt: "the post is already published" });
}

/**
 * Runs a due scheduled publish unless it was moved, cancelled, held or the post went live
 * meanwhile. While the company requires approval, a post without it is held instead
 * (lib/approvals/approval-holds.ts): approval asks for its publish again.
 */
export async function runScheduledPublish(ctx: TenantCtx, postId: string, scheduledAt: string) {
  const post = await ctx.db.blogPost.findFirst({
    where: { id: postId },
    select: { scheduledAt: true, status: true, heldReason: true },
  });
  if (!post?.scheduledAt || post.status === "PUBLISHED" || post.scheduledAt.toISOString() !== scheduledAt)
    return "stale";
  if (post.heldReason) return "held for approval";
  if (await holdUnapproved(ctx, { type: "blog", id: postId, scheduledAt: post.scheduledAt }))
    return "held for approval";
  await publishBlogPost(ctx, postId);
  return "published";
}

/**
 * "Publishes to the configured destinations": marks the post PUBLISHED and queues it for each
 * destination named (or the company's defaults and those already holding it); each is sent in the
 * background and its delivery answers its state.
 */
export async function publishBlogPost(ctx: TenantCtx, id: string, destinationIds?: string[]) {
  const current = await findBlogPost(ctx, id);
  assertWritten(current.markdownBody, true);
  await assertApproved(ctx, "blog", id);
  const targets = await publishTargets(ctx, id, destinationIds);
  const row =
    current.status === "PUBLISHED"
      ? current
      : await ctx.db.blogPost.update({
          where: { id },
          data: { ...publication("PUBLISHED", current), scheduledAt: null, heldReason: null },
        });
  const post = blogPostDTO(row);
  return { ...post, post, deliveries: await queuePublish(ctx, id, targets) };
}

/** Moves the post back to DRAFT and takes it back from every destination holding it. */
export async function unpublishBlogPost(ctx: TenantCtx, id: string) {
  const current = await findBlogPost(ctx, id);
  if (current.status === "PUBLISHED" || current.scheduledAt)
    await ctx.db.blogPost.update({
      where: { id },
      data: { ...publication("DRAFT", current), scheduledAt: null, heldReason: null },
    });
  return { deliveries: await queueRemoval(ctx, id) };
}
