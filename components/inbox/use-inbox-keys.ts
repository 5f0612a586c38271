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

/** Inputs that take no typing: the keys stay the inbox's while one has the focus (a row's checkbox). */
const NOT_TYPED = ["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"];

/** Whether the keys belong to the field that has the focus (text being typed), not to the inbox. */
export function typingIn(target: EventTarget | null): boolean {
  const el = target as Partial<Pick<HTMLInputElement, "tagName" | "type" | "isContentEditable">> | null;
  if (!el?.tagName) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === "INPUT") return !NOT_TYPED.includes((el.type ?? "text").toLowerCase());
  return el.tagName === "TEXTAREA" || el.tagName === "SELECT";
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
