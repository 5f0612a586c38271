"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ArrowLeftIcon, CheckIcon, SparklesIcon, XIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { AiRewrite } from "./use-ai-rewrite";

/**
 * Where an AI rewrite shows up inline: progress while the model writes, then the proposal with
 * "Use this" and "Discard", then "Undo" once it replaced the text. `details` shows under the
 * proposal (a post's character counts); `preview` shows a proposal that is not one text.
 */
export function AiSuggestion<T = string>({
  rewrite,
  pending,
  pendingLabel,
  details,
  preview,
  mono,
}: {
  rewrite: AiRewrite<T>;
  pending: boolean;
  pendingLabel: string;
  details?: (suggestion: T) => ReactNode;
  preview?: (suggestion: T) => ReactNode;
  mono?: boolean;
}) {
  if (pending)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-brand-50/60 px-3 py-2 text-[13px] text-zinc-700"
      >
        <Spinner className="size-4" /> {pendingLabel}
      </p>
    );
  if (rewrite.suggestion !== null)
    return (
      <section
        aria-label="AI suggestion"
        className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
      >
        <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-700">
          <SparklesIcon className="size-3.5" /> AI suggestion
        </p>
        {preview ? (
          preview(rewrite.suggestion)
        ) : (
          <p
            className={
              mono
                ? "max-h-72 overflow-auto whitespace-pre-wrap font-mono text-[13px]"
                : "whitespace-pre-wrap text-sm text-zinc-800"
            }
          >
            {String(rewrite.suggestion)}
          </p>
        )}
        {details?.(rewrite.suggestion)}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon={<CheckIcon />} onClick={rewrite.accept}>
            Use this
          </Button>
          <Button size="sm" variant="ghost" icon={<XIcon />} onClick={rewrite.discard}>
            Discard
          </Button>
        </div>
      </section>
    );
  if (rewrite.canUndo)
    return (
      <p role="status" className="flex items-center gap-2 text-xs text-zinc-600">
        Replaced with the AI version.
        <Button size="sm" variant="ghost" icon={<ArrowLeftIcon />} onClick={rewrite.undo}>
          Undo
        </Button>
      </p>
    );
  return null;
}
