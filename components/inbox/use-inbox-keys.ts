"use client";

import { useEffect, useRef } from "react";

export type InboxKeyAction =
  "next" | "previous" | "archive" | "reply" | "assign" | "toggle" | "clear" | "search" | "help";

const KEYS: Record<string, InboxKeyAction> = {
  j: "next",
  ArrowDown: "next",
  k: "previous",
  ArrowUp: "previous",
  e: "archive",
  r: "reply",
  a: "assign",
  x: "toggle",
  Escape: "clear",
  "/": "search",
  "?": "help",
};

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The inbox's keys (j/k move, e archive, r reply, a assign, x select, ? help), ignored while a
 * person types in a field, holds a modifier, or has a dialog open.
 */
export function useInboxKeys(handler: (action: InboxKeyAction) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const action = KEYS[e.key];
      if (!action) return;
      e.preventDefault();
      latest.current(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
