"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/media/contracts";
import type { AssetDTO } from "@/lib/media/contracts";

export interface AssetFilters {
  folderId?: string;
  tags?: string[];
  search?: string;
  isArchived?: boolean;
}

/** Media queries live under ["media", ...]; every write refreshes all of them (lists, folders, details). */
export const mediaKeys = {
  all: ["media"] as const,
  assets: (filters: AssetFilters) => ["media", "assets", filters] as const,
  asset: (id: string) => ["media", "asset", id] as const,
  folders: ["media", "folders"] as const,
};

type Listed = Pick<AssetDTO, "thumbnailUrl" | "createdAt">;

/** A thumbnail is made in the background seconds after an upload; one still missing after this long is not coming. */
const THUMBNAIL_WAIT_MS = 2 * 60_000;
const awaitingThumbnail = (asset: Listed) =>
  asset.thumbnailUrl === null && Date.now() - Date.parse(asset.createdAt) < THUMBNAIL_WAIT_MS;

/**
 * viewUrls live 15 minutes: refetch well before they expire so images never break on screen; and
 * every 2 seconds while a fresh upload's thumbnail is being made, so it replaces the placeholder.
 */
export const FRESH_LINKS = {
  staleTime: 5 * 60_000,
  refetchInterval: (query: { state: { data?: Listed | { items: Listed[] } } }) => {
    const data = query.state.data;
    const assets = !data ? [] : "items" in data ? data.items : [data];
    return assets.some(awaitingThumbnail) ? 2_000 : 10 * 60_000;
  },
};

export function useAssets(filters: AssetFilters) {
  return useQuery({
    queryKey: mediaKeys.assets(filters),
    queryFn: ({ signal }) =>
      apiRequest(contracts.listAssets, {
        query: {
          limit: 100,
          folderId: filters.folderId,
          tags: filters.tags,
          search: filters.search || undefined,
          isArchived: filters.isArchived === undefined ? undefined : filters.isArchived ? "true" : "false",
        },
        signal,
      }),
    ...FRESH_LINKS,
  });
}

export function useAsset(id: string | null) {
  return useQuery({
    queryKey: mediaKeys.asset(id ?? ""),
    queryFn: ({ signal }) => apiRequest(contracts.getAsset, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    ...FRESH_LINKS,
    // Where it is used changes from other pages (a post saved in the composer): read it afresh when shown.
    refetchOnMount: "always" as const,
  });
}

export function useFolders() {
  return useQuery({
    queryKey: mediaKeys.folders,
    queryFn: ({ signal }) => apiRequest(contracts.listFolders, { query: { limit: 100 }, signal }),
  });
}

export function useRefreshMedia() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
}
