import { createHash } from "node:crypto";
import { notFound } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import type { ApprovalContentType } from "./contracts";

/** What a reviewer sees of one piece of content, and the fingerprint an approval is held to. */
export interface ReviewedContent {
  text: string;
  platforms: string[];
  /** Who wrote it; null for content from before authors were recorded (the submitter stands in). */
  authorId: string | null;
  hash: string;
}

const fingerprint = (parts: unknown) => createHash("sha256").update(JSON.stringify(parts)).digest("hex");

const NOT_FOUND: Record<ApprovalContentType, string> = {
  social: "Social post",
  blog: "Blog post",
  script: "Video script",
};

/** The content as it is now; 404 when it is not the company's. */
export async function reviewedContent(ctx: TenantCtx, type: ApprovalContentType, id: string): Promise<ReviewedContent> {
  const content = await findReviewedContent(ctx, type, id);
  if (!content) throw notFound(NOT_FOUND[type]);
  return content;
}

/** The content as it is now, or null once deleted. */
export async function findReviewedContent(
  ctx: TenantCtx,
  type: ApprovalContentType,
  id: string,
): Promise<ReviewedContent | null> {
  if (type === "social") {
    const post = await ctx.db.socialPost.findFirst({
      where: { id },
      select: { content: true, platforms: true, mediaAssetIds: true, videoUrl: true, createdById: true },
    });
    if (!post) return null;
    return {
      text: post.content,
      // The author's order: the first is the network the post was written for, and shown with it.
      platforms: post.platforms,
      authorId: post.createdById,
      // Reordering the networks is no change to review (sorted here); the video counts only when
      // there is one, so posts without one keep their approvals.
      hash: fingerprint([
        post.content,
        [...post.platforms].sort(),
        [...post.mediaAssetIds].sort(),
        ...(post.videoUrl ? [post.videoUrl] : []),
      ]),
    };
  }
  if (type === "blog") {
    const blog = await ctx.db.blogPost.findFirst({
      where: { id },
      select: { title: true, markdownBody: true, coverImageId: true, createdById: true },
    });
    if (!blog) return null;
    return {
      text: `${blog.title}\n\n${blog.markdownBody}`,
      platforms: [],
      authorId: blog.createdById,
      // The featured image is the post's media; it counts only when there is one, so posts without
      // one keep their approvals.
      hash: fingerprint([blog.title, blog.markdownBody, ...(blog.coverImageId ? [blog.coverImageId] : [])]),
    };
  }
  const script = await ctx.db.videoScript.findFirst({
    where: { id },
    select: { title: true, script: true, platform: true, createdById: true },
  });
  if (!script) return null;
  const platforms = script.platform ? [script.platform] : [];
  return {
    text: `${script.title}\n\n${script.script}`,
    platforms,
    authorId: script.createdById,
    hash: fingerprint([script.title, script.script, platforms]),
  };
}
