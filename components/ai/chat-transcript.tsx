"use client";

import { useEffect, useRef } from "react";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";

export interface ChatTurn {
  role: "user" | "assistant";
  text: string;
}

/** A conversation, newest at the bottom and kept in view; the assistant's answer grows as it streams in. */
export function ChatTranscript({
  turns,
  streaming,
  empty,
}: {
  turns: ChatTurn[];
  /** The answer arriving now ("" until its first words), or null when none is. */
  streaming: string | null;
  empty: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  // A statement, not an expression: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [turns.length, streaming]);
  const shown = streaming === null ? turns : [...turns, { role: "assistant" as const, text: streaming }];
  return (
    <div role="log" aria-label="Conversation" aria-live="polite" className="flex flex-col gap-3">
      {shown.length === 0 ? <p className="py-8 text-center text-sm text-zinc-500">{empty}</p> : null}
      {shown.map((turn, i) => (
        <div
          key={i}
          className={cn(
            "max-w-[85%] whitespace-pre-wrap rounded-2xl px-3.5 py-2 text-sm",
            turn.role === "user" ? "self-end bg-brand-600 text-white" : "self-start bg-zinc-100 text-zinc-800",
          )}
        >
          {turn.text ||
            (i === shown.length - 1 && streaming !== null ? (
              <span className="flex items-center gap-2 text-zinc-500">
                <Spinner className="size-3.5" /> Thinking…
              </span>
            ) : null)}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
