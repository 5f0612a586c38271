"use client";

import { useMutation } from "@tanstack/react-query";
import { CharacterCounts } from "@/components/content/character-counts";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { assistPost } from "@/lib/content/contracts";
import type { SocialPlatform } from "@/lib/content/platforms";
import { AiSuggestion } from "./ai-suggestion";
import { AiButton, useAiUnavailable } from "./ai-status";
import { useAiRewrite } from "./use-ai-rewrite";

type AssistAction = "generate" | "expand" | "condense" | "fix" | "hashtags";

const ACTIONS: Array<{ action: AssistAction; label: string; working: string }> = [
  { action: "fix", label: "Fix", working: "Fixing grammar and spelling…" },
  { action: "expand", label: "Expand", working: "Expanding the post…" },
  { action: "condense", label: "Condense", working: "Condensing the post…" },
  { action: "hashtags", label: "Hashtags", working: "Finding hashtags…" },
  { action: "generate", label: "Write from notes", working: "Writing a post from your notes…" },
];

/** The post's text as the networks will count it: the hashtags after a blank line. */
const withHashtags = ({ content, hashtags }: { content: string; hashtags: string[] }) =>
  hashtags.length ? `${content}\n\n${hashtags.map((h) => `#${h.replace(/^#/, "")}`).join(" ")}` : content;

/** AI assist under the composer's text: rework it within every picked network's limit, review it with the counts, then use or undo it. */
export function PostAiAssist({
  content,
  platforms,
  onChange,
}: {
  content: string;
  platforms: SocialPlatform[];
  onChange: (text: string) => void;
}) {
  const toast = useToast();
  const unavailable = useAiUnavailable();
  const rewrite = useAiRewrite(content, onChange);
  const assist = useMutation({
    mutationFn: (action: AssistAction) => apiRequest(assistPost, { body: { action, content, platforms } }),
    onSuccess: (answer) => rewrite.suggest(withHashtags(answer)),
    onError: (err) => toast.error("AI assist failed", errorMessage(err)),
  });
  const blocked = assist.isPending || !content.trim();
  const working = ACTIONS.find((a) => a.action === assist.variables)?.working ?? "Working…";
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="AI assist" className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 text-xs font-medium text-zinc-600">AI assist</span>
        {unavailable ? (
          <AiButton size="sm" variant="secondary">
            AI assist
          </AiButton>
        ) : (
          ACTIONS.map(({ action, label }) => (
            <AiButton
              key={action}
              size="sm"
              variant="secondary"
              disabled={blocked}
              title={content.trim() ? undefined : "Write something (a topic or notes) first"}
              onClick={() => assist.mutate(action)}
            >
              {label}
            </AiButton>
          ))
        )}
      </div>
      <AiSuggestion
        rewrite={rewrite}
        pending={assist.isPending}
        pendingLabel={working}
        details={(text) => <CharacterCounts text={text} platforms={platforms} />}
      />
    </div>
  );
}
