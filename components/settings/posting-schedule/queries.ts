"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { getSchedulingSettings, putSchedulingSettings } from "@/lib/scheduling/contracts";
import type { SettingsBody } from "./schedule-form";

export const SCHEDULING_SETTINGS_KEY = ["scheduling-settings"] as const;

export function useSchedulingSettings() {
  return useQuery({
    queryKey: SCHEDULING_SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest(getSchedulingSettings, { signal }),
  });
}

/** `onSaved` runs here rather than in mutate's callbacks: the stored answer remounts the form that saved. */
export function useSaveSchedulingSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => apiRequest(putSchedulingSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SCHEDULING_SETTINGS_KEY, saved);
      onSaved();
    },
  });
}
