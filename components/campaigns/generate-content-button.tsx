"use client";

import { AiButton } from "@/components/ai/ai-status";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { ContentGenerationProgress } from "./content-generation-progress";
import { useGenerateContent } from "./use-generate-content";

/**
 * Generates the campaign's posts, blog ideas and video ideas from its plan, as drafts. While the
 * model writes, the posts and ideas appear under the button; the content list refreshes when
 * they are saved.
 */
export function GenerateContentButton({ campaignId }: { campaignId: string }) {
  const toast = useToast();
  const { generate, soFar } = useGenerateContent(campaignId, (result) =>
    toast.success(
      "Content generated",
      `${result.counts.social} posts, ${result.counts.blog} blog ideas and ${result.counts.video} video ideas were added as drafts.`,
    ),
  );
  return (
    // The progress hangs under the button, over the page (the header row has no room for it):
    // left-aligned where the actions wrap under the title, right-aligned beside it on wide screens.
    <div className="relative">
      <AiButton
        variant="secondary"
        loading={generate.isPending}
        onClick={() =>
          generate.mutate(undefined, { onError: (err) => toast.error("Couldn't generate content", errorMessage(err)) })
        }
      >
        {generate.isPending ? "Generating content…" : "Generate content with AI"}
      </AiButton>
      {generate.isPending ? (
        <div className="absolute left-0 top-full z-20 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-lg bg-white shadow-lg lg:left-auto lg:right-0">
          <ContentGenerationProgress soFar={soFar} />
        </div>
      ) : null}
    </div>
  );
}
