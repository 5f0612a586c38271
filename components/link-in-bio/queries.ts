"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/link-in-bio/contracts";

/** Link-in-bio queries live under ["link-in-bio", ...]. */
export const linkInBioKeys = {
  all: ["link-in-bio"] as const,
  list: ["link-in-bio", "list"] as const,
  page: (slug: string) => ["link-in-bio", "page", slug] as const,
  analytics: (slug: string, startDate: string, endDate: string) =>
    ["link-in-bio", "analytics", slug, startDate, endDate] as const,
};

export function usePages() {
  return useQuery({
    queryKey: linkInBioKeys.list,
    queryFn: ({ signal }) => apiRequest(contracts.listLinkInBioPages, { query: { limit: 100 }, signal }),
  });
}

export function usePage(slug: string) {
  return useQuery({
    queryKey: linkInBioKeys.page(slug),
    queryFn: ({ signal }) => apiRequest(contracts.getLinkInBioPage, { params: { slug }, signal }),
  });
}

export function useAnalytics(slug: string, startDate: string, endDate: string) {
  return useQuery({
    queryKey: linkInBioKeys.analytics(slug, startDate, endDate),
    queryFn: ({ signal }) =>
      apiRequest(contracts.getLinkInBioAnalytics, { params: { slug }, query: { startDate, endDate }, signal }),
  });
}

export function useRefreshLinkInBio() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: linkInBioKeys.all });
}

/** Link changes of one page; each refreshes the page (and so the preview) when done. */
export function useLinkMutations(slug: string) {
  const refresh = useRefreshLinkInBio();
  const queryClient = useQueryClient();
  const settle = { onSettled: () => refresh() };
  return {
    create: useMutation({
      mutationFn: (body: z.input<typeof contracts.LinkCreate>) =>
        apiRequest(contracts.createLinkInBioLink, { params: { slug }, body }),
      ...settle,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string } & z.input<typeof contracts.LinkUpdate>) =>
        apiRequest(contracts.updateLinkInBioLink, { params: { slug, id }, body }),
      ...settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(contracts.deleteLinkInBioLink, { params: { slug, id } }),
      ...settle,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) =>
        apiRequest(contracts.reorderLinkInBioLinks, {
          params: { slug },
          body: ids.map((id, position) => ({ id, position })),
        }),
      // The list shows the new order at once; the answer (or a refetch after a failure) confirms it.
      onMutate: (ids) => {
        queryClient.setQueryData(
          linkInBioKeys.page(slug),
          (page: z.output<typeof contracts.PageWithLinksDTO> | undefined) =>
            page
              ? { ...page, links: ids.map((id, position) => ({ ...page.links.find((l) => l.id === id)!, position })) }
              : page,
        );
      },
      ...settle,
    }),
  };
}
