"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { useDebouncedValue } from "@/components/campaigns/use-debounced-value";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";

export type SearchResult = z.output<typeof contracts.SearchResultDTO>;
export type EntityKind = "users" | "companies";

const SEARCH = { users: contracts.searchSegmentUsers, companies: contracts.searchSegmentCompanies } as const;
const RESOLVE = { users: contracts.resolveSegmentUsers, companies: contracts.resolveSegmentCompanies } as const;

/** Search users (e-mail, name, id) or companies (name, id) and pick one. */
export function EntityPicker({
  kind,
  onPick,
  exclude = [],
  label,
}: {
  kind: EntityKind;
  onPick: (r: SearchResult) => void;
  exclude?: readonly string[];
  label: string;
}) {
  const [q, setQ] = useState("");
  const term = useDebouncedValue(q.trim(), 250);
  const results = useQuery({
    queryKey: ["admin", "search", kind, term],
    queryFn: ({ signal }) => apiRequest(SEARCH[kind], { query: { q: term, limit: 8 }, signal }),
    enabled: term.length > 0,
  });
  const shown = (results.data ?? []).filter((r) => !exclude.includes(r.id));
  return (
    <div className="relative">
      <SearchInput
        value={q}
        onValueChange={setQ}
        aria-label={label}
        placeholder={kind === "users" ? "Search users by e-mail or name" : "Search companies by name or id"}
      />
      {term ? (
        <ul
          role="listbox"
          aria-label={`${label} results`}
          className="absolute inset-x-0 top-10 z-20 max-h-64 overflow-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-lg"
        >
          {results.isFetching && !results.data ? (
            <li className="flex items-center gap-2 px-3 py-2 text-sm text-zinc-500">
              <Spinner /> Searching…
            </li>
          ) : shown.length ? (
            shown.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  onClick={() => {
                    onPick(r);
                    setQ("");
                  }}
                  className="flex w-full flex-col rounded-md px-3 py-1.5 text-left hover:bg-zinc-50"
                >
                  <span className="text-sm font-medium text-zinc-900">{r.label}</span>
                  <span className="truncate text-xs text-zinc-500">{r.description}</span>
                </button>
              </li>
            ))
          ) : (
            <li className="px-3 py-2 text-sm text-zinc-500">No match for “{term}”</li>
          )}
        </ul>
      ) : null}
    </div>
  );
}

/** Labels for stored ids (unknown ids keep showing as the id). */
export function useResolved(kind: EntityKind, ids: readonly string[]) {
  const resolved = useQuery({
    queryKey: ["admin", "resolve", kind, [...ids].sort()],
    queryFn: ({ signal }) => apiRequest(RESOLVE[kind], { body: { ids: [...ids] }, signal }),
    enabled: ids.length > 0,
  });
  const byId = new Map((resolved.data ?? []).map((r) => [r.id, r]));
  return (id: string): SearchResult => byId.get(id) ?? { id, label: id, description: "" };
}
