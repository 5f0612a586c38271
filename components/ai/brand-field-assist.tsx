"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Menu } from "@/components/ui/menu";
import { SparklesIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { refineField } from "@/lib/brand/contracts";
import { AiSuggestion } from "./ai-suggestion";
import { AiButton, useAiUnavailable } from "./ai-status";
import { ChatTranscript, type ChatTurn } from "./chat-transcript";
import { streamStructured } from "./stream-structured";
import { useAiRewrite } from "./use-ai-rewrite";

type Instruction = "improve" | "expand" | "shorten" | "formalize" | "casualize" | "clarify";
const REFINEMENTS: Array<{ instruction: Instruction; label: string }> = [
  { instruction: "improve", label: "Improve" },
  { instruction: "expand", label: "Expand" },
  { instruction: "shorten", label: "Shorten" },
  { instruction: "formalize", label: "More formal" },
  { instruction: "casualize", label: "More casual" },
  { instruction: "clarify", label: "Clearer" },
];

/**
 * AI help under one brand field: refine its value by an instruction, or discuss it in a short chat
 * whose suggested value can be taken. Either way the new value is reviewed first and can be undone;
 * nothing is saved until the form is.
 */
export function BrandFieldAssist({
  field,
  label,
  value,
  onChange,
  profile,
  disabled,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's current brand fields, so the chat sees what is not saved yet. */
  profile: Record<string, string>;
  disabled: boolean;
}) {
  const toast = useToast();
  const unavailable = useAiUnavailable();
  const rewrite = useAiRewrite(value, onChange);
  const [chatOpen, setChatOpen] = useState(false);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [message, setMessage] = useState("");
  const [streaming, setStreaming] = useState<string | null>(null);

  const refine = useMutation({
    mutationFn: (instruction: Instruction) =>
      apiRequest(refineField, { body: { fieldId: field, fieldValue: value, instruction } }),
    onSuccess: (answer) => rewrite.suggest(answer.refined),
    onError: (err) => toast.error(`Couldn't refine ${label.toLowerCase()}`, errorMessage(err)),
  });
  const chat = useMutation({
    // The reply streams in as it is written; its suggestion comes with the validated answer at the end.
    mutationFn: (text: string) => {
      setStreaming("");
      return streamStructured<{ reply?: string }, { reply: string; suggestion: string | null }>(
        "/api/chat-brand",
        { field, message: text, history: turns, profile },
        (soFar) => setStreaming(soFar.reply ?? ""),
      );
    },
    onSettled: () => setStreaming(null),
    onSuccess: (answer, text) => {
      setTurns((t) => [...t, { role: "user", text }, { role: "assistant", text: answer.reply }]);
      setMessage("");
      if (answer.suggestion) rewrite.suggest(answer.suggestion);
    },
    onError: (err) => toast.error("The assistant couldn't answer", errorMessage(err)),
  });

  const ask = () => {
    if (message.trim() && !chat.isPending) chat.mutate(message.trim());
  };

  if (disabled) return null;
  if (unavailable)
    return (
      <AiButton size="sm" variant="ghost" reason="tooltip" className="self-start">
        Refine with AI
      </AiButton>
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1.5">
        <Menu
          label={`Refine ${label.toLowerCase()} with AI`}
          trigger={
            <span className="inline-flex items-center gap-1.5">
              <SparklesIcon className="size-3.5" /> Refine
            </span>
          }
          variant="ghost"
          size="sm"
          align="left"
          items={REFINEMENTS.map(({ instruction, label: l }) => ({
            label: l,
            disabled: !value.trim() || refine.isPending,
            onSelect: () => refine.mutate(instruction),
          }))}
        />
        <button
          type="button"
          aria-expanded={chatOpen}
          className={buttonClass("ghost", "sm")}
          onClick={() => setChatOpen((o) => !o)}
        >
          Discuss {label.toLowerCase()}
        </button>
      </div>
      {chatOpen ? (
        <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3">
          <ChatTranscript
            turns={chat.isPending && chat.variables ? [...turns, { role: "user", text: chat.variables }] : turns}
            streaming={chat.isPending ? (streaming ?? "") : null}
            empty={`Ask how to make the ${label.toLowerCase()} stronger.`}
          />
          {/* Inside the brand form: no form of its own, Enter asks instead of saving the profile. */}
          <div className="flex gap-1.5">
            <Input
              aria-label={`Message about ${label.toLowerCase()}`}
              value={message}
              maxLength={4000}
              onChange={(e) => setMessage(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                ask();
              }}
              placeholder="Is this too long?"
              className="h-8 text-xs"
            />
            <AiButton size="sm" variant="secondary" loading={chat.isPending} disabled={!message.trim()} onClick={ask}>
              Ask
            </AiButton>
          </div>
        </div>
      ) : null}
      <AiSuggestion rewrite={rewrite} pending={refine.isPending} pendingLabel={`Refining ${label.toLowerCase()}…`} />
    </div>
  );
}
