"use client";

import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/lib/api/client";
import {
  analyticsBestTimes,
  analyticsEngagement,
  analyticsGrowth,
  analyticsOverview,
  analyticsTopPosts,
  syncAnalytics,
  type TOP_POST_METRICS,
} from "@/lib/analytics/contracts";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { AnalyticsFilters } from "./range";

export type TopPostMetric = (typeof TOP_POST_METRICS)[number];

/** Everything the dashboard reads lives under ["analytics"], so a sync refreshes it all at once. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  of: (what: string, query: object) => ["analytics", what, query] as const,
};

export type RangeQuery = { startDate: string; endDate: string; platform?: SocialPlatform };

export function rangeQuery(f: AnalyticsFilters): RangeQuery {
  return { startDate: f.startDate, endDate: f.endDate, platform: f.platform || undefined };
}

// A new range keeps the previous numbers on screen (dimmed) until the new ones arrive.
const keep = { placeholderData: keepPreviousData };

export function useOverview(query: RangeQuery) {
  return useQuery({
    queryKey: analyticsKeys.of("overview", query),
    queryFn: ({ signal }) => apiRequest(analyticsOverview, { signal, query }),
    ...keep,
  });
}

export function useEngagement(query: RangeQuery) {
  return useQuery({
    queryKey: analyticsKeys.of("engagement", query),
    queryFn: ({ signal }) => apiRequest(analyticsEngagement, { signal, query }),
    ...keep,
  });
}

export function useBestTimes(query: RangeQuery) {
  return useQuery({
    queryKey: analyticsKeys.of("best-times", query),
    queryFn: ({ signal }) => apiRequest(analyticsBestTimes, { signal, query }),
    ...keep,
  });
}

export function useTopPosts(query: RangeQuery & { metric: TopPostMetric; limit: number }) {
  return useQuery({
    queryKey: analyticsKeys.of("top-posts", query),
    queryFn: ({ signal }) => apiRequest(analyticsTopPosts, { signal, query }),
    ...keep,
  });
}

/**
 * Followers per day: the total, and one series per network when the range covers several (the
 * growth route sums the accounts of the networks it is given, so each network is its own request).
 */
export function useGrowth(query: RangeQuery, networks: readonly string[]) {
  const perNetwork = query.platform ? [] : networks;
  const [total, ...byNetwork] = useQueries({
    queries: [undefined, ...perNetwork].map((platform) => {
      const q = { ...query, platform: (platform ?? query.platform) as SocialPlatform | undefined };
      return {
        queryKey: analyticsKeys.of("growth", q),
        queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(analyticsGrowth, { signal, query: q }),
        ...keep,
      };
    }),
  });
  return { total, byNetwork: perNetwork.map((platform, i) => ({ platform, query: byNetwork[i] })) };
}

export interface SyncProgress {
  /** Networks done so far, of `networks`. */
  done: number;
  networks: string[];
  current: string | null;
  synced: number;
  errors: { platform: string; error: string }[];
  finished: boolean;
}

/**
 * "Sync now": one POST /api/analytics/sync per connected network, in turn, so the progress is real
 * (network 2 of 3); then every analytics query refetches. A network that fails is reported and the
 * others still sync; a request that fails outright is reported as that network's error.
 */
export function useSyncNow() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (networks: string[]) => {
      let state: SyncProgress = {
        done: 0,
        networks,
        current: networks[0] ?? null,
        synced: 0,
        errors: [],
        finished: false,
      };
      setProgress(state);
      for (const platform of networks) {
        state = { ...state, current: platform };
        setProgress(state);
        try {
          const answer = await apiRequest(syncAnalytics, { body: { platform: platform as SocialPlatform } });
          state = {
            ...state,
            synced: state.synced + answer.synced,
            errors: [...state.errors, ...answer.errors.map((e) => ({ platform: e.platform, error: e.error }))],
          };
        } catch (err) {
          state = {
            ...state,
            errors: [...state.errors, { platform, error: err instanceof Error ? err.message : "The sync failed." }],
          };
        }
        state = { ...state, done: state.done + 1 };
        setProgress(state);
      }
      await queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
      state = { ...state, current: null, finished: true };
      setProgress(state);
      return state;
    },
  });
  return { start: mutation.mutate, running: mutation.isPending, progress, dismiss: () => setProgress(null) };
}
