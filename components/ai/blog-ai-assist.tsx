"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { refineBlogContent } from "@/lib/content/contracts";
import { AiSuggestion } from "./ai-suggestion";
import { AiButton, useAiUnavailable } from "./ai-status";
import { streamStructured } from "./stream-structured";
import { useAiRewrite } from "./use-ai-rewrite";

const QUICK: Array<{ instruction: string; label: string }> = [
  { instruction: "expand", label: "Expand" },
  { instruction: "shorten", label: "Shorten" },
  { instruction: "fix_grammar", label: "Fix grammar" },
];

/**
 * AI assist over the blog body: a whole draft written from the title (streamed in as the model
 * writes it), or expand, shorten, fix grammar or any instruction; the result is reviewed before it
 * replaces the body, and can be undone.
 */
export function BlogAiAssist({
  title,
  body,
  onChange,
}: {
  title: string;
  body: string;
  onChange: (text: string) => void;
}) {
  const toast = useToast();
  const unavailable = useAiUnavailable();
  const [custom, setCustom] = useState("");
  const rewrite = useAiRewrite(body, onChange);
  const refine = useMutation({
    mutationFn: (instruction: string) => apiRequest(refineBlogContent, { body: { content: body, instruction } }),
    onSuccess: (answer) => rewrite.suggest(answer.content),
    onError: (err) => toast.error("AI assist failed", errorMessage(err)),
  });
  const [drafted, setDrafted] = useState<string | null>(null);
  const draft = useMutation({
    mutationFn: () => {
      setDrafted("");
      return streamStructured<{ content?: string }, { content: string }>(
        "/api/generate-blog-post",
        { idea: { title: title.trim() }, frontmatterSettings: { includeFrontmatter: false } },
        (soFar) => setDrafted(soFar.content ?? ""),
      );
    },
    onSettled: () => setDrafted(null),
    onSuccess: (post) => rewrite.suggest(post.content),
    onError: (err) => toast.error("Couldn't write the draft", errorMessage(err)),
  });
  const working = refine.isPending || draft.isPending;
  const blocked = working || !body.trim();
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="AI assist" className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 text-xs font-medium text-zinc-600">AI assist</span>
        {unavailable ? (
          <AiButton size="sm" variant="secondary">
            AI assist
          </AiButton>
        ) : (
          <>
            <AiButton
              size="sm"
              variant="secondary"
              disabled={working || !title.trim()}
              title={title.trim() ? undefined : "Give the post a title first"}
              onClick={() => draft.mutate()}
            >
              Draft from title
            </AiButton>
            {QUICK.map(({ instruction, label }) => (
              <AiButton
                key={instruction}
                size="sm"
                variant="secondary"
                disabled={blocked}
                onClick={() => refine.mutate(instruction)}
              >
                {label}
              </AiButton>
            ))}
            <form
              className="flex min-w-56 flex-1 gap-1.5"
              onSubmit={(e) => {
                e.preventDefault();
                if (custom.trim()) refine.mutate(custom.trim());
              }}
            >
              <Input
                aria-label="Instruction for AI"
                value={custom}
                maxLength={2000}
                onChange={(e) => setCustom(e.target.value)}
                placeholder="Or say how: add an example about…"
                className="h-8 text-xs"
              />
              <AiButton type="submit" size="sm" variant="secondary" disabled={blocked || !custom.trim()}>
                Rewrite
              </AiButton>
            </form>
          </>
        )}
      </div>
      {draft.isPending ? (
        <section
          aria-label="AI draft in progress"
          aria-busy="true"
          className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
        >
          <p role="status" className="flex items-center gap-2 text-xs font-semibold text-brand-700">
            <Spinner className="size-3.5" /> Writing “{title.trim()}”…
          </p>
          {drafted ? (
            <p className="max-h-72 overflow-auto whitespace-pre-wrap font-mono text-[13px] text-zinc-700">{drafted}</p>
          ) : null}
        </section>
      ) : (
        <AiSuggestion rewrite={rewrite} pending={refine.isPending} pendingLabel="Rewriting the post…" mono />
      )}
    </div>
  );
}
