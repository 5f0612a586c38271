"use client";

import { useQueries } from "@tanstack/react-query";
import { FRESH_LINKS, mediaKeys } from "@/components/media/queries";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/media/contracts";
import type { AssetDTO } from "@/lib/media/contracts/fields";
import type { MediaFacts } from "@/lib/integrations/social/platform-limits";

/**
 * The post's attached images (the same queries as the media field's thumbnails, so read once), and
 * their facts for the networks' checks once every one has loaded (null until then: a check on a
 * part of them would say wrong things).
 */
export function useAttachedAssets(ids: readonly string[]): { assets: AssetDTO[]; facts: MediaFacts[] | null } {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: mediaKeys.asset(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(contracts.getAsset, { params: { id }, signal }),
      ...FRESH_LINKS,
    })),
  });
  const assets = results.flatMap((r) => (r.data ? [r.data] : []));
  const facts =
    assets.length === ids.length
      ? assets.map((a) => ({
          size: a.sizeBytes,
          mimeType: a.contentType,
          width: a.width ?? undefined,
          height: a.height ?? undefined,
        }))
      : null;
  return { assets, facts };
}
