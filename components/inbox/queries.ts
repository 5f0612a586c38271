"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, type ResponseData } from "@/lib/api/client";
import * as contracts from "@/lib/inbox/contracts";
import { listTeam } from "@/lib/team/contracts";
import { listQuery, viewKeeps, type InboxFilter } from "./filters";

export type InboxItem = z.output<typeof contracts.InboxItemDTO>;
type ListPage = ResponseData<typeof contracts.listInbox>;
type ListData = InfiniteData<ListPage, string | null>;

/** Inbox queries live under ["inbox", ...]; the lists are keyed by their filter. */
export const inboxKeys = {
  all: ["inbox"] as const,
  lists: ["inbox", "list"] as const,
  list: (filter: InboxFilter, userId: string) => ["inbox", "list", filter, userId] as const,
  stats: ["inbox", "stats"] as const,
  item: (id: string) => ["inbox", "item", id] as const,
  savedReplies: ["inbox", "saved-replies"] as const,
};

/** New items show up without a reload: the list and its counts are asked again this often. */
const POLL_MS = 10_000;

export function useInboxList(filter: InboxFilter, userId: string) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(filter, userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(contracts.listInbox, {
        query: { ...listQuery(filter, userId), cursor: pageParam ?? undefined, limit: 50 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    refetchInterval: POLL_MS,
  });
}

export function useInboxStats() {
  return useQuery({
    queryKey: inboxKeys.stats,
    queryFn: ({ signal }) => apiRequest(contracts.inboxStats, { signal }),
    refetchInterval: POLL_MS,
  });
}

export function useInboxItem(id: string | null) {
  return useQuery({
    queryKey: inboxKeys.item(id ?? ""),
    queryFn: ({ signal }) => apiRequest(contracts.getInboxItem, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useMembers() {
  return useQuery({
    queryKey: ["team"],
    queryFn: () => apiRequest(listTeam, { query: { limit: 100 } }),
    select: (team) => team.items,
  });
}

export function useSavedReplies() {
  return useQuery({ queryKey: inboxKeys.savedReplies, queryFn: () => apiRequest(contracts.listSavedReplies, {}) });
}

type Patch = Partial<Pick<InboxItem, "status" | "assignedToId" | "requiresAction">>;

/**
 * Applies a change to every cached list at once (an item that no longer fits a list's view leaves
 * it), and to the open items; answers how to undo it if the server refuses.
 */
function applyOptimistically(queryClient: ReturnType<typeof useQueryClient>, ids: Set<string>, patch: Patch) {
  const snapshots = queryClient.getQueriesData<ListData>({ queryKey: inboxKeys.lists });
  for (const [key, data] of snapshots) {
    if (!data) continue;
    const filter = key[2] as InboxFilter;
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items
          .map((item) => (ids.has(item.id) ? { ...item, ...patch } : item))
          // Read items stay where they are until the next refresh, so opening one never moves the list.
          .filter((item) => !ids.has(item.id) || patch.status === "READ" || viewKeeps(filter, item.status)),
      })),
    });
  }
  const items = [...ids].map((id) => [id, queryClient.getQueryData(inboxKeys.item(id))] as const);
  for (const [id, item] of items)
    if (item) queryClient.setQueryData(inboxKeys.item(id), { ...(item as object), ...patch });
  return () => {
    for (const [key, data] of snapshots) queryClient.setQueryData(key, data);
    for (const [id, item] of items) queryClient.setQueryData(inboxKeys.item(id), item);
  };
}

type InboxChange =
  | { kind: "update"; id: string; body: z.input<typeof contracts.UpdateInboxItemBody> }
  | { kind: "archive"; id: string }
  | { kind: "bulk"; body: z.input<typeof contracts.BulkInboxBody> };

function patchOf(change: InboxChange): { ids: string[]; patch: Patch } {
  switch (change.kind) {
    case "update": {
      const { status, assignedToId } = change.body;
      const patch: Patch = {};
      if (status) patch.status = status as InboxItem["status"];
      if (assignedToId !== undefined) patch.assignedToId = assignedToId;
      return { ids: [change.id], patch };
    }
    case "archive":
      return { ids: [change.id], patch: { status: "ARCHIVED", requiresAction: false } };
    case "bulk": {
      const { action, itemIds, assignedToId } = change.body;
      const patch: Patch =
        action === "mark_read"
          ? { status: "READ" }
          : action === "archive"
            ? { status: "ARCHIVED", requiresAction: false }
            : action === "delete"
              ? { status: "DELETED" }
              : action === "assign"
                ? { assignedToId: assignedToId ?? null }
                : {};
      return { ids: itemIds, patch };
    }
  }
}

function send(change: InboxChange) {
  switch (change.kind) {
    case "update":
      return apiRequest(contracts.updateInboxItem, { params: { id: change.id }, body: change.body });
    case "archive":
      return apiRequest(contracts.archiveInboxConversation, { params: { id: change.id } });
    case "bulk":
      return apiRequest(contracts.bulkInbox, { body: change.body });
  }
}

/** Status, assignment, archive and bulk changes: shown at once, undone if the server refuses, then refreshed. */
export function useInboxChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      const { ids, patch } = patchOf(change);
      // The lists only: the conversation being opened (and marked read) keeps loading.
      await queryClient.cancelQueries({ queryKey: inboxKeys.lists });
      return { undo: applyOptimistically(queryClient, new Set(ids), patch) };
    },
    onError: (_err, _change, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useReply(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; idempotencyKey: string }) =>
      apiRequest(contracts.replyToInboxItem, { params: { id: itemId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useSuggestReplies(itemId: string) {
  return useMutation({
    mutationFn: (instruction?: string) =>
      apiRequest(contracts.suggestInboxReply, { params: { id: itemId }, body: { instruction } }),
  });
}

export function useSyncInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(contracts.syncInbox, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
