"use client";

import { useState } from "react";

/**
 * An AI rewrite of one text (or of several fields at once), reviewed before it counts: `suggest`
 * holds the proposal, `accept` puts it in place keeping what it replaced, `undo` brings that back,
 * `discard` drops the proposal.
 */
export function useAiRewrite<T = string>(current: T, setCurrent: (value: T) => void) {
  const [suggestion, setSuggestion] = useState<T | null>(null);
  const [previous, setPrevious] = useState<T | null>(null);
  return {
    suggestion,
    canUndo: previous !== null,
    suggest: (value: T) => {
      setSuggestion(value);
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

export interface AiRewrite<T = string> {
  suggestion: T | null;
  canUndo: boolean;
  suggest: (value: T) => void;
  accept: () => void;
  undo: () => void;
  discard: () => void;
}
