import type { TenantDb } from "@/lib/db";
import { outcomeForScheduledPost, type ResumeClock, type ResumeStrategy } from "@/lib/campaigns/reschedule";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { enqueuePublish } from "./due-event";
import { mirrorPostTime } from "./post-time";

const DUE_WHILE_PAUSED = "It was due while its campaign was paused, so it was not published: reschedule it to send it.";

/** A campaign paused: its waiting occurrences are HELD (the publisher leaves them alone). */
export async function holdCampaignOccurrences(tx: TenantDb, companyId: string, campaignId: string): Promise<void> {
  const held = await tx.postOccurrence.findMany({
    where: { campaignId, status: "SCHEDULED" },
    select: { sourcePostId: true },
  });
  await tx.postOccurrence.updateMany({
    where: { campaignId, status: "SCHEDULED" },
    data: { status: "HELD", nextAttemptAt: null },
  });
  for (const postId of new Set(held.map((o) => o.sourcePostId))) await syncPostStatus({ db: tx, companyId }, postId);
}

/**
 * A campaign resumed: each HELD occurrence by the strategy's rule (lib/campaigns/reschedule.ts), the
 * same rule its posts follow: cancel; keep (due while paused: CANCELLED, saying so, never published
 * by surprise); shifted by the paused time. A kept or moved one is SCHEDULED with its publish asked for.
 */
export async function resumeCampaignOccurrences(
  tx: TenantDb,
  companyId: string,
  campaignId: string,
  strategy: ResumeStrategy,
  clock: ResumeClock,
): Promise<void> {
  const held = await tx.postOccurrence.findMany({
    where: { campaignId, status: "HELD" },
    select: { id: true, scheduledAt: true, sourcePostId: true },
  });
  for (const occurrence of held) {
    const outcome = outcomeForScheduledPost(strategy, occurrence.scheduledAt, clock);
    if (outcome.action === "cancel") {
      await tx.postOccurrence.update({ where: { id: occurrence.id }, data: { status: "CANCELLED" } });
    } else if (outcome.action === "unschedule") {
      await tx.postOccurrence.update({
        where: { id: occurrence.id },
        data: { status: "CANCELLED", lastError: DUE_WHILE_PAUSED },
      });
    } else {
      const scheduledAt = outcome.action === "reschedule" ? outcome.scheduledAt : occurrence.scheduledAt;
      await tx.postOccurrence.update({ where: { id: occurrence.id }, data: { status: "SCHEDULED", scheduledAt } });
      await enqueuePublish(tx, companyId, occurrence.id, scheduledAt);
    }
  }
  for (const postId of new Set(held.map((o) => o.sourcePostId))) {
    await syncPostStatus({ db: tx, companyId }, postId);
    await mirrorPostTime({ db: tx, companyId }, postId);
  }
}
