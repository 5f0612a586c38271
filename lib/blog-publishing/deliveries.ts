import { blogUrl, ensureBlogHandle } from "@/lib/blog/handle";
import type { TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { isProviderError } from "@/lib/integrations/http";
import { blogDestinationProvider } from "@/lib/integrations/blog/registry";
import type { OutgoingBlogPost, RemotePost } from "@/lib/integrations/blog/types";
import { enqueue } from "@/lib/jobs/enqueue";
import { blogDeliveryDue } from "@/lib/jobs/events";
import type { BlogDeliveryDTO } from "./contracts";
import { destinationAccess } from "./destinations";
import { describeFailure } from "./failure";
import { loadFeaturedImage, rememberUploadedMedia } from "./featured-image";
import { postExcerpt } from "./excerpt";
import { markdownToHtml } from "./render-html";
import { queueTakedown } from "./takedown";

export const MAX_DELIVERY_ATTEMPTS = 5;
const BASE_RETRY_SECONDS = 30;

const deliveryInclude = { destination: { select: { name: true, kind: true } } } as const;

interface DeliveryRow {
  destinationId: string;
  status: string;
  remoteId: string | null;
  url: string | null;
  error: string | null;
  attempts: number;
  deliveredAt: Date | null;
  destination: { name: string; kind: string };
}

export function blogDeliveryDTO(row: DeliveryRow): BlogDeliveryDTO {
  return {
    destinationId: row.destinationId,
    destination: row.destination.name,
    kind: row.destination.kind as BlogDeliveryDTO["kind"],
    status: row.status as BlogDeliveryDTO["status"],
    remoteId: row.remoteId,
    url: row.url,
    error: row.error,
    attempts: row.attempts,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function listBlogDeliveries(ctx: TenantCtx, postId: string): Promise<BlogDeliveryDTO[]> {
  const rows = await ctx.db.blogDelivery.findMany({
    where: { blogPostId: postId },
    include: deliveryInclude,
    orderBy: { createdAt: "asc" },
  });
  return rows.map(blogDeliveryDTO);
}

interface PostRow {
  id: string;
  title: string;
  slug: string;
  markdownBody: string;
  excerpt: string;
  tags: string[];
  categories: string[];
  coverImageId: string | null;
  publishedAt: Date | null;
}

/**
 * The post as a destination receives it; the featured image is read only for those that upload it
 * (`imageFor`: that destination's id).
 */
async function outgoing(ctx: TenantCtx, post: PostRow, imageFor: string | null): Promise<OutgoingBlogPost> {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    markdown: post.markdownBody,
    html: markdownToHtml(post.markdownBody, env.appUrl),
    excerpt: postExcerpt(post),
    tags: post.tags,
    categories: post.categories,
    featuredImage: imageFor && post.coverImageId ? await loadFeaturedImage(ctx, post.coverImageId, imageFor) : null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}

export type BlogDeliveryOutcome = "published" | "unpublished" | "retry" | "failed" | "not needed" | "post deleted";

/**
 * Runs one due delivery: publishes (creating or updating the remote post) or takes it back. Each
 * attempt is claimed with one conditional update, so two runners never run one attempt twice. A
 * rate limit, a passing failure or an answer that may have been applied asks for another run
 * (the destination's wait, else backoff): the retry finds the post by its remote id or slug, or
 * the webhook receiver by the delivery's Idempotency-Key, so no second remote post is made.
 */
export async function deliverBlogPost(ctx: TenantCtx, deliveryId: string): Promise<BlogDeliveryOutcome> {
  const delivery = await ctx.db.blogDelivery.findFirst({
    where: { id: deliveryId },
    include: { destination: true, blogPost: true },
  });
  if (!delivery || (delivery.status !== "pending" && delivery.status !== "removing")) return "not needed";
  const attempt = delivery.attempts + 1;
  const { count } = await ctx.db.blogDelivery.updateMany({
    where: { id: deliveryId, status: delivery.status, attempts: delivery.attempts },
    data: { attempts: attempt },
  });
  if (count === 0) return "not needed";

  const existing: RemotePost | null = delivery.remoteId ? { remoteId: delivery.remoteId, url: delivery.url } : null;
  const provider = blogDestinationProvider(delivery.destination.kind);
  const hosted = delivery.destination.kind === "hosted";
  try {
    const uploads = !hosted && delivery.status === "pending";
    const post = await outgoing(ctx, delivery.blogPost, uploads ? delivery.destinationId : null);
    const hostedUrl = hosted ? blogUrl(await ensureBlogHandle(ctx)) : "";
    const access = destinationAccess(delivery.destination, delivery.id, hostedUrl);
    if (delivery.status === "removing") {
      if (existing) await provider.unpublish(access, post, existing);
      await ctx.db.blogDelivery.update({ where: { id: deliveryId }, data: { status: "unpublished", error: null } });
      return "unpublished";
    }
    const remote = await provider.publish(access, post, existing);
    await rememberUploadedMedia(ctx, delivery.destinationId, post.featuredImage, remote.media ?? []);
    const { count } = await ctx.db.blogDelivery.updateMany({
      where: { id: deliveryId },
      data: { status: "published", remoteId: remote.remoteId, url: remote.url, error: null, deliveredAt: new Date() },
    });
    if (count > 0) return "published";
    // The post was deleted while this publish ran: its delete took down only the copies whose remote id
    // was stored (takedown.ts), so this one is taken down from here.
    if (!hosted)
      await queueTakedown(ctx.db, ctx.companyId, delivery.blogPost, {
        deliveryId,
        destinationId: delivery.destinationId,
        remoteId: remote.remoteId,
        url: remote.url,
      });
    return "post deleted";
  } catch (err) {
    return settleFailure(ctx, deliveryId, attempt, err);
  }
}

/**
 * How long to wait before trying again after a failure that waiting may fix (the destination's
 * wait, else backoff); null when it is final (refused, bad credentials, or out of attempts).
 */
export function retryWaitSeconds(err: unknown, attempt: number): number | null {
  const retryable = isProviderError(err) && err.kind !== "bad_request" && err.kind !== "needs_reconnect";
  if (!retryable || attempt >= MAX_DELIVERY_ATTEMPTS) return null;
  return err.kind === "rate_limited" && err.retryAfterSeconds !== undefined
    ? Math.max(1, err.retryAfterSeconds)
    : BASE_RETRY_SECONDS * 2 ** (attempt - 1);
}

async function settleFailure(
  ctx: TenantCtx,
  deliveryId: string,
  attempt: number,
  err: unknown,
): Promise<BlogDeliveryOutcome> {
  const error = describeFailure(err).slice(0, 500);
  const waitSeconds = retryWaitSeconds(err, attempt);
  if (waitSeconds !== null) {
    await ctx.db.blogDelivery.update({ where: { id: deliveryId }, data: { error } });
    await enqueue(ctx.db, {
      event: blogDeliveryDue,
      data: { companyId: ctx.companyId, deliveryId },
      dueAt: new Date(Date.now() + waitSeconds * 1000),
    });
    return "retry";
  }
  await ctx.db.blogDelivery.update({ where: { id: deliveryId }, data: { status: "failed", error } });
  return "failed";
}
