"use client";

import { useState } from "react";

/**
 * An AI rewrite of one text, reviewed before it counts: `suggest` holds the proposal, `accept`
 * puts it in place keeping what it replaced, `undo` brings that back, `discard` drops the proposal.
 */
export function useAiRewrite(current: string, setCurrent: (text: string) => void) {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [previous, setPrevious] = useState<string | null>(null);
  return {
    suggestion,
    canUndo: previous !== null,
    suggest: (text: string) => {
      setSuggestion(text);
      setPrevious(null);
    },
    accept: () => {
      if (suggestion === null) return;
      setPrevious(current);
      setCurrent(suggestion);
      setSuggestion(null);
    },
    undo: () => {
      if (previous === null) return;
      setCurrent(previous);
      setPrevious(null);
    },
    discard: () => setSuggestion(null),
  };
}

export type AiRewrite = ReturnType<typeof useAiRewrite>;
