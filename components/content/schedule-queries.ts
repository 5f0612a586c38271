"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { SocialPostDTO } from "@/lib/content/contracts";
import * as queues from "@/lib/queues/contracts";
import * as scheduling from "@/lib/scheduling/contracts";
import type { RecommendedSlot } from "@/lib/scheduling/contracts";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { pollInterval } from "@/components/calendar/occurrence-states";
import { occurrenceKeys } from "@/components/calendar/queries";

const SUGGESTIONS = 3;

/**
 * The next few recommended times for these platforms: each asked after the previous one's last
 * time, so they are distinct. Shared: one time for all; split: a time per platform (a split whose
 * platforms agree comes back shared, with sharedWindowNote).
 */
export function useRecommendedSlots(platforms: readonly string[], strategy: "shared" | "split", enabled: boolean) {
  return useQuery({
    queryKey: ["recommend", [...platforms], strategy],
    enabled: enabled && platforms.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const slots: RecommendedSlot[] = [];
      let after = new Date();
      for (let i = 0; i < SUGGESTIONS; i++) {
        const answer = await apiRequest(scheduling.recommend, {
          body: { targets: [{ key: "post", platforms: [...platforms] }], after: after.toISOString(), strategy },
          signal,
        });
        const slot = answer.slots[0];
        if (!slot) break;
        slots.push(slot);
        after = new Date(Math.max(Date.parse(slot.time), ...(slot.platformSlots ?? []).map((p) => Date.parse(p.time))));
      }
      return slots;
    },
  });
}

/** The company's queues (the same list the queues page shows). */
export function useQueueOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["queues", "list"],
    enabled,
    queryFn: ({ signal }) => apiRequest(queues.listQueues, { signal }),
  });
}

/** Every occurrence of one post, cancelled ones too: under the calendar's key, so its actions refresh it. */
const postOccurrences = (postId: string) => ({
  queryKey: [...occurrenceKeys.all, "post", postId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(scheduling.listScheduled, { query: { postId, includeCancelled: "true" }, signal }),
});

/** A post's deliveries, one per network, polled while any of them can change by itself. */
export function usePostOccurrences(postId: string) {
  return useQuery({
    ...postOccurrences(postId),
    refetchInterval: (query) => pollInterval(query.state.data, Date.now()),
  });
}

/** The first waiting time per platform: a split post has several. */
function waitingTimes(occurrences: OccurrenceDTO[]): Record<string, string> {
  const times: Record<string, string> = {};
  for (const o of occurrences)
    if ((o.status === "SCHEDULED" || o.status === "HELD") && !times[o.platform]) times[o.platform] = o.scheduledAt;
  return times;
}

/**
 * The times a scheduled post's waiting occurrences have, per platform: how the composer shows a
 * split post. Not asked for a post that is not scheduled.
 */
export function usePostTimes(post: SocialPostDTO | undefined) {
  return useQuery({ ...postOccurrences(post?.id ?? ""), enabled: post?.status === "SCHEDULED", select: waitingTimes });
}
