"use client";

import { useQueryClient } from "@tanstack/react-query";
import { campaignKeys } from "@/components/campaigns/queries";

/** Content queries live under ["content", kind, ...]; campaign content listings under ["campaigns"]. */
export const contentKeys = {
  all: ["content"] as const,
  social: (filters: object) => ["content", "social", filters] as const,
  socialPost: (id: string) => ["content", "social", "one", id] as const,
  blog: (filters: object) => ["content", "blog", filters] as const,
  blogPost: (id: string) => ["content", "blog", "one", id] as const,
  scripts: (filters: object) => ["content", "scripts", filters] as const,
  script: (id: string) => ["content", "scripts", "one", id] as const,
};

/** After any content write: content lists, and the campaign pages that list and count content. */
export function useRefreshContent() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  };
}
