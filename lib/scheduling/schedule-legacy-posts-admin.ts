import { ApiError } from "@/lib/api/errors";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { scheduleOccurrences } from "./schedule-occurrences";

export interface LegacyPostOutcome {
  postId: string;
  companyId: string;
  /** scheduled: it now has its occurrences; draft: a platform had no usable account, so it went back to DRAFT. */
  outcome: "scheduled" | "draft";
  reason?: string;
}

/**
 * The data step for posts made SCHEDULED before occurrences existed (their own `scheduledAt`, no
 * occurrence, so nothing would ever publish them): each one with a future time gets its occurrences
 * through the same service as POST /api/social-posts/scheduled. One whose platform has no connected
 * account goes back to DRAFT (visibly not scheduled) and is reported with the reason, rather than
 * staying SCHEDULED and never going out. Running it again finds nothing left to do.
 */
export async function scheduleLegacyPosts(now = new Date()): Promise<LegacyPostOutcome[]> {
  const posts = await adminDb().socialPost.findMany({
    where: { status: "SCHEDULED", scheduledAt: { gt: now }, occurrences: { none: {} } },
    select: { id: true, companyId: true, scheduledAt: true },
    orderBy: { scheduledAt: "asc" },
  });
  const outcomes: LegacyPostOutcome[] = [];
  for (const post of posts) {
    const ctx = tenantCtxFor(post.companyId);
    try {
      await scheduleOccurrences(ctx, { sourcePostId: post.id, scheduledAt: post.scheduledAt! }, now);
      outcomes.push({ postId: post.id, companyId: post.companyId, outcome: "scheduled" });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await ctx.db.socialPost.update({ where: { id: post.id }, data: { status: "DRAFT" } });
      outcomes.push({
        postId: post.id,
        companyId: post.companyId,
        outcome: "draft",
        reason: error.extra.message ?? Object.values(error.extra.details ?? {}).join("; ") ?? error.error,
      });
    }
  }
  return outcomes;
}
