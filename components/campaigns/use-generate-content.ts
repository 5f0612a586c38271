"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { streamStructured } from "@/components/ai/stream-structured";
import type { ResponseData } from "@/lib/api/client";
import type { generateCampaignContent } from "@/lib/campaigns/contracts";
import { campaignKeys } from "./queries";

/** The campaign's posts and ideas as the model writes them (generate-content's partial answers: any field may be cut short). */
export interface ContentSoFar {
  socialPosts?: Array<{ platform?: string; content?: string; hashtags?: string[] }>;
  blogIdeas?: Array<{ title?: string; description?: string }>;
  videoIdeas?: Array<{ title?: string; format?: string; description?: string }>;
}

export type GeneratedContent = ResponseData<typeof generateCampaignContent>;

/**
 * Generates a campaign's content streamed: `soFar` grows as the posts and ideas are written, the
 * mutation resolves with the saved drafts' answer (validated by the server) and the campaign's
 * content list refreshes.
 */
export function useGenerateContent(campaignId: string | null, onDone?: (result: GeneratedContent) => void) {
  const queryClient = useQueryClient();
  const [soFar, setSoFar] = useState<ContentSoFar>({});
  const generate = useMutation({
    mutationFn: async () => {
      // The plan chat offers generation only once its campaign exists.
      if (!campaignId) throw new Error("Create the campaign first");
      setSoFar({});
      const result = await streamStructured<ContentSoFar, GeneratedContent>(
        `/api/campaigns/${encodeURIComponent(campaignId)}/generate-content`,
        {},
        setSoFar,
      );
      void queryClient.invalidateQueries({ queryKey: campaignKeys.content(campaignId) });
      return result;
    },
    onSuccess: (result) => onDone?.(result),
  });
  return { generate, soFar };
}
