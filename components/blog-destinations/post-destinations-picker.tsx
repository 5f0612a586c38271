"use client";

import Link from "next/link";
import type { BlogDestinationDTO } from "@/lib/blog-publishing/contracts";
import { useBlogDestinations } from "./queries";

/**
 * Where this post goes when published: the company's destinations as checkboxes. `value` null
 * means "the defaults" (those marked default are shown ticked); ticking or unticking one makes the
 * choice the post's own.
 */
export function PostDestinationsPicker({
  value,
  onChange,
  disabled,
}: {
  value: string[] | null;
  onChange: (ids: string[] | null) => void;
  disabled?: boolean;
}) {
  const destinations = useBlogDestinations();
  const list: BlogDestinationDTO[] = destinations.data ?? [];
  const chosen = value ?? list.filter((d) => d.isDefault).map((d) => d.id);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1 text-[13px] font-medium text-zinc-800">Publish to</legend>
      {destinations.isPending ? <p className="text-xs text-zinc-400">Loading destinations…</p> : null}
      {list.map((d) => (
        <label key={d.id} className="flex items-center gap-2 text-[13px] text-zinc-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-zinc-300"
            checked={chosen.includes(d.id)}
            onChange={(e) => toggle(d.id, e.target.checked)}
          />
          <span className="truncate">{d.name}</span>
        </label>
      ))}
      <p className="text-xs text-zinc-500">
        {value === null ? "Your default destinations. " : null}
        <Link href="/settings/blog-destinations" className="underline">
          Manage destinations
        </Link>
      </p>
    </fieldset>
  );
}

/** The hosted blog's public address (from its destination), for the editor's address line. */
export function useHostedBlogUrl(): string | null {
  const destinations = useBlogDestinations();
  return destinations.data?.find((d) => d.kind === "hosted")?.baseUrl ?? null;
}
