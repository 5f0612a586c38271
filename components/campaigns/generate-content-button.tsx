"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AiButton } from "@/components/ai/ai-status";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { generateCampaignContent } from "@/lib/campaigns/contracts";
import { campaignKeys } from "./queries";

/** Generates the campaign's posts, blog ideas and video ideas from its plan, as drafts; the content list refreshes when they are saved. */
export function GenerateContentButton({ campaignId }: { campaignId: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: () => apiRequest(generateCampaignContent, { params: { id: campaignId }, body: {} }),
    onSuccess: (result) => {
      toast.success(
        "Content generated",
        `${result.counts.social} posts, ${result.counts.blog} blog ideas and ${result.counts.video} video ideas were added as drafts.`,
      );
      void queryClient.invalidateQueries({ queryKey: campaignKeys.content(campaignId) });
    },
    onError: (err) => toast.error("Couldn't generate content", errorMessage(err)),
  });
  return (
    <AiButton variant="secondary" loading={generate.isPending} onClick={() => generate.mutate()}>
      {generate.isPending ? "Generating content…" : "Generate content with AI"}
    </AiButton>
  );
}
