"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/notifications/contracts";
import type { NotificationPreferenceDTO } from "@/lib/notifications/contracts";

export const notificationKeys = {
  all: ["notifications"] as const,
  latest: ["notifications", "latest"] as const,
  preferences: ["notifications", "preferences"] as const,
};

/** The bell's list and unread count: refreshed every half minute, and when the window regains focus. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => apiRequest(contracts.listNotifications, { query: { limit: 20 }, signal }),
    refetchInterval: 30_000,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => apiRequest(contracts.markNotificationsRead, { body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.latest }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiRequest(contracts.getNotificationPreferences, { signal }),
  });
}

type Preferences = { preferences: NotificationPreferenceDTO[] };

/**
 * Saves changed preferences. The boxes show the change at once (a controlled checkbox would
 * otherwise spring back until the server answers, looking as if the click was lost) and go back
 * if the save fails.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferenceDTO[]) =>
      apiRequest(contracts.putNotificationPreferences, { body: { preferences } }),
    onMutate: async (changed) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const previous = queryClient.getQueryData<Preferences>(notificationKeys.preferences);
      if (previous)
        queryClient.setQueryData<Preferences>(notificationKeys.preferences, {
          ...previous,
          preferences: previous.preferences.map((p) => changed.find((c) => c.kind === p.kind) ?? p),
        });
      return { previous };
    },
    onError: (_err, _changed, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences, data),
  });
}
