"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import {
  createBlogDestination,
  deleteBlogDestination,
  listBlogDeliveries,
  listBlogDestinations,
  testBlogDestination,
  type BlogDestinationCreate,
} from "@/lib/blog-publishing/contracts";

export const DESTINATIONS_KEY = ["blog-destinations"] as const;

export function useBlogDestinations() {
  return useQuery({ queryKey: DESTINATIONS_KEY, queryFn: () => apiRequest(listBlogDestinations, {}) });
}

export function useAddBlogDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogDestinationCreate) => apiRequest(createBlogDestination, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESTINATIONS_KEY }),
  });
}

export function useTestBlogDestination() {
  return useMutation({ mutationFn: (id: string) => apiRequest(testBlogDestination, { params: { id } }) });
}

export function useDeleteBlogDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteBlogDestination, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESTINATIONS_KEY }),
  });
}

export const deliveriesKey = (postId: string) => ["blog-deliveries", postId] as const;

/** A post's deliveries, asked again every few seconds while any is still on its way. */
export function useBlogDeliveries(postId: string) {
  return useQuery({
    queryKey: deliveriesKey(postId),
    queryFn: () => apiRequest(listBlogDeliveries, { params: { id: postId } }),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === "pending" || d.status === "removing") ? 3000 : false,
  });
}
