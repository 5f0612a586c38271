"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/queues/contracts";

/** Queue queries live under ["queues", ...]. */
export const queueKeys = {
  all: ["queues"] as const,
  list: ["queues", "list"] as const,
  items: (id: string) => ["queues", "items", id] as const,
};

export type QueueBody = z.input<typeof contracts.CreateQueueBody>;

export function useQueues() {
  return useQuery({ queryKey: queueKeys.list, queryFn: ({ signal }) => apiRequest(contracts.listQueues, { signal }) });
}

export function useQueueItems(id: string) {
  return useQuery({
    queryKey: queueKeys.items(id),
    queryFn: ({ signal }) => apiRequest(contracts.listQueueItems, { params: { id }, signal }),
  });
}

function useRefreshQueues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queueKeys.all });
}

/** Creates a queue (no id) or replaces an existing one's settings and slots. */
export function useSaveQueue(id: string | null) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: QueueBody) =>
      id ? apiRequest(contracts.updateQueue, { params: { id }, body }) : apiRequest(contracts.createQueue, { body }),
    // Awaited: the dialog stays busy until the lists show the saved queue.
    onSuccess: () => refresh(),
  });
}

export function useDeleteQueue() {
  const refresh = useRefreshQueues();
  // Not awaited: the refetch drops the queue, and the caller's own callbacks must still run.
  return useMutation({
    mutationFn: (id: string) => apiRequest(contracts.deleteQueue, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteQueueItem(queueId: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (itemId: string) => apiRequest(contracts.deleteQueueItem, { params: { id: queueId, itemId } }),
    onSuccess: () => void refresh(),
  });
}
