import type { TenantCtx } from "@/lib/db";

/**
 * A social post's status follows its occurrences (decisions.md): PUBLISHED once all are published,
 * PUBLISHING while any is going out or unknown, SCHEDULED while any waits, FAILED when the rest
 * failed, CANCELLED when all were cancelled. A post with no occurrences keeps its own status.
 */
export async function syncPostStatus(ctx: TenantCtx, postId: string): Promise<void> {
  const occurrences = await ctx.db.postOccurrence.findMany({ where: { sourcePostId: postId }, select: { status: true, publishedAt: true } });
  if (occurrences.length === 0) return;
  const has = (...statuses: string[]) => occurrences.some((o) => statuses.includes(o.status));
  const live = occurrences.filter((o) => o.status !== "CANCELLED");
  const status =
    live.length === 0
      ? "CANCELLED"
      : live.every((o) => o.status === "PUBLISHED")
        ? "PUBLISHED"
        : has("PUBLISHING", "UNKNOWN")
          ? "PUBLISHING"
          : has("SCHEDULED", "HELD")
            ? "SCHEDULED"
            : "FAILED";
  const publishedAt = status === "PUBLISHED" ? new Date(Math.max(...live.map((o) => o.publishedAt!.getTime()))) : null;
  await ctx.db.socialPost.update({ where: { id: postId }, data: { status, publishedAt } });
}
