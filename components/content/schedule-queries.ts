"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { SocialPostDTO } from "@/lib/content/contracts";
import * as queues from "@/lib/queues/contracts";
import * as scheduling from "@/lib/scheduling/contracts";
import type { RecommendedSlot } from "@/lib/scheduling/contracts";

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
        const answer = await apiRequest(scheduling.recommend, { body: { targets: [{ key: "post", platforms: [...platforms] }], after: after.toISOString(), strategy }, signal });
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
  return useQuery({ queryKey: ["queues", "list"], enabled, queryFn: ({ signal }) => apiRequest(queues.listQueues, { signal }) });
}

/**
 * The times a scheduled post's waiting occurrences have, per platform: how the composer shows a
 * split post. Empty for a post that is not scheduled.
 */
export function usePostTimes(post: SocialPostDTO | undefined) {
  const from = post?.status === "SCHEDULED" ? post.scheduledAt : null;
  return useQuery({
    queryKey: ["occurrences", "post", post?.id, from],
    enabled: Boolean(post && from),
    queryFn: async ({ signal }) => {
      const listed = await apiRequest(scheduling.listScheduled, { query: { from: from!, status: "SCHEDULED,HELD" }, signal });
      const times: Record<string, string> = {};
      for (const o of listed) if (o.sourcePostId === post!.id && !times[o.platform]) times[o.platform] = o.scheduledAt;
      return times;
    },
  });
}
