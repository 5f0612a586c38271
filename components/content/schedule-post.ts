import { apiRequest } from "@/lib/api/client";
import { updateSocialPost, type SocialPostDTO } from "@/lib/content/contracts";
import { createQueueItem } from "@/lib/queues/contracts";
import { listScheduled, scheduleOccurrences } from "@/lib/scheduling/contracts";

/** What the composer's schedule step asks for. */
export type ScheduleChoice =
  | { kind: "shared"; scheduledAt: string }
  | { kind: "split"; platformSchedules: { platform: string; scheduledAt: string }[] }
  | { kind: "queue"; queueId: string; platform?: string };

export interface PostFields {
  content: string;
  platforms: string[];
  campaignId: string | null;
  mediaAssetIds: string[];
  /** An https video URL for the networks that take videos (YouTube, TikTok); null for none. */
  videoUrl: string | null;
}

export interface Scheduled {
  postId: string | null;
  /** The earliest time it publishes. */
  scheduledAt: string;
}

/** The social post an occurrence belongs to (the schedule answer names the occurrence only). */
async function postOfOccurrence(occurrenceId: string, scheduledAt: string): Promise<string | null> {
  const at = Date.parse(scheduledAt);
  const listed = await apiRequest(listScheduled, {
    query: { from: new Date(at).toISOString(), to: new Date(at + 1).toISOString() },
  });
  return listed.find((o) => o.occurrenceId === occurrenceId)?.sourcePostId ?? null;
}

/**
 * Schedules the composer's post:
 * - a queue: POST /api/queues/:id/items places a new post in the queue's next free slot;
 * - a new or unscheduled post: POST /api/social-posts/scheduled, one time or a time per platform,
 *   all or nothing;
 * - a scheduled post at one new time: its update moves its occurrences in one transaction;
 * - a scheduled post split per platform: unscheduled first (its waiting occurrences cancelled),
 *   then scheduled like an unscheduled one, so no platform ends up with two occurrences.
 */
export async function schedulePost(
  post: SocialPostDTO | undefined,
  fields: PostFields,
  choice: ScheduleChoice,
): Promise<Scheduled> {
  if (choice.kind === "queue") {
    const item = await apiRequest(createQueueItem, {
      params: { id: choice.queueId },
      body: { content: fields.content, platform: choice.platform },
    });
    return { postId: item.id, scheduledAt: item.scheduledAt };
  }
  if (post?.status === "SCHEDULED" && choice.kind === "shared") {
    const saved = await apiRequest(updateSocialPost, {
      params: { id: post.id },
      body: { ...fields, status: "SCHEDULED", scheduledAt: choice.scheduledAt },
    });
    return { postId: saved.id, scheduledAt: saved.scheduledAt ?? choice.scheduledAt };
  }
  if (post?.status === "SCHEDULED") {
    await apiRequest(updateSocialPost, { params: { id: post.id }, body: { ...fields, status: "DRAFT" } });
  }
  const time =
    choice.kind === "shared" ? { scheduledAt: choice.scheduledAt } : { platformSchedules: choice.platformSchedules };
  const result = await apiRequest(scheduleOccurrences, {
    body: { ...fields, ...(post ? { sourcePostId: post.id } : {}), ...time },
  });
  return {
    postId: post?.id ?? (await postOfOccurrence(result.occurrenceId, result.scheduledAt)),
    scheduledAt: result.scheduledAt,
  };
}
