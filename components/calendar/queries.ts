"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import * as scheduling from "@/lib/scheduling/contracts";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { contentKeys } from "@/components/content/queries";
import { pollInterval } from "./occurrence-states";

/** Calendar queries live under ["occurrences", ...]; every change refreshes them and the content lists. */
export const occurrenceKeys = {
  all: ["occurrences"] as const,
  range: (from: string, to: string, includeCancelled: boolean) =>
    ["occurrences", { from, to, includeCancelled }] as const,
};

export function useOccurrences(range: { from: Date; to: Date }, includeCancelled: boolean) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return useQuery({
    queryKey: occurrenceKeys.range(from, to, includeCancelled),
    queryFn: ({ signal }) =>
      apiRequest(scheduling.listScheduled, {
        query: { from, to, includeCancelled: includeCancelled ? "true" : undefined },
        signal,
      }),
    refetchInterval: (query) => pollInterval(query.state.data, Date.now()),
    placeholderData: (previous) => previous,
  });
}

type Occurrence = OccurrenceDTO;

/** Reschedule, cancel and retry: each answers the changed occurrence, which replaces the old one in every cached range at once. */
export function useOccurrenceActions() {
  const queryClient = useQueryClient();
  const toast = useToast();

  const replace = (changed: Occurrence) => {
    queryClient.setQueriesData<Occurrence[]>({ queryKey: occurrenceKeys.all }, (list) =>
      list?.map((o) => (o.occurrenceId === changed.occurrenceId ? changed : o)),
    );
  };
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: occurrenceKeys.all });
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  };

  const reschedule = useMutation({
    mutationFn: ({ occurrence, scheduledAt }: { occurrence: Occurrence; scheduledAt: Date }) =>
      apiRequest(scheduling.rescheduleOccurrence, {
        params: { occurrenceId: occurrence.occurrenceId },
        body: { scheduledAt: scheduledAt.toISOString() },
      }),
    onMutate: async ({ occurrence, scheduledAt }) => {
      await queryClient.cancelQueries({ queryKey: occurrenceKeys.all });
      replace({ ...occurrence, scheduledAt: scheduledAt.toISOString() });
    },
    onSuccess: (changed) => {
      replace(changed);
      toast.success("Post moved");
    },
    onError: (err) => toast.error("Couldn't move the post", errorMessage(err)),
    onSettled: settle,
  });

  const cancel = useMutation({
    mutationFn: (occurrence: Occurrence) =>
      apiRequest(scheduling.cancelOccurrence, { params: { occurrenceId: occurrence.occurrenceId } }),
    onSuccess: (changed) => {
      replace(changed);
      toast.success("Post cancelled", "It stays on the calendar as cancelled and will not be published.");
    },
    onError: (err) => toast.error("Couldn't cancel the post", errorMessage(err)),
    onSettled: settle,
  });

  const retry = useMutation({
    mutationFn: (occurrence: Occurrence) =>
      apiRequest(scheduling.retryOccurrence, { params: { occurrenceId: occurrence.occurrenceId } }),
    onSuccess: (changed) => {
      replace(changed);
      toast.success("Retrying now");
    },
    onError: (err) => toast.error("Couldn't retry the post", errorMessage(err)),
    onSettled: settle,
  });

  return { reschedule, cancel, retry };
}
