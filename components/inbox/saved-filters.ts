"use client";

import { useCallback, useEffect, useState } from "react";
import type { InboxFilter } from "./filters";

export interface SavedFilter {
  name: string;
  filter: InboxFilter;
}

const KEY = "reach.inbox.savedFilters";

function read(): SavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as SavedFilter[]).filter((f) => f && typeof f.name === "string") : [];
  } catch {
    return [];
  }
}

/** Filters a person saved by name, kept in this browser. */
export function useSavedFilters() {
  const [saved, setSaved] = useState<SavedFilter[]>([]);
  useEffect(() => setSaved(read()), []);
  const store = useCallback((next: SavedFilter[]) => {
    setSaved(next);
    window.localStorage.setItem(KEY, JSON.stringify(next));
  }, []);
  return {
    saved,
    save: (name: string, filter: InboxFilter) =>
      store([...saved.filter((f) => f.name !== name), { name, filter }].sort((a, b) => a.name.localeCompare(b.name))),
    remove: (name: string) => store(saved.filter((f) => f.name !== name)),
  };
}
