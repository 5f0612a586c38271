"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { myFeatures } from "@/lib/admin/contracts/features";

/**
 * The caller's evaluated flags (GET /api/features), for client components that gate on them:
 * `const on = useFeatureFlag("new_composer")`. Unknown flags, and flags still loading, are off.
 * Server pages call isFeatureEnabled (lib/admin/feature-access.ts) instead.
 */
export function useFeatureFlag(flagId: string): boolean {
  const flags = useQuery({
    queryKey: ["features"],
    queryFn: ({ signal }) => apiRequest(myFeatures, { signal }),
    staleTime: 60_000,
  });
  return flags.data?.features[flagId] ?? false;
}
