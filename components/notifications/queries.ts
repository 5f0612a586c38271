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

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferenceDTO[]) =>
      apiRequest(contracts.putNotificationPreferences, { body: { preferences } }),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences, data),
  });
}
