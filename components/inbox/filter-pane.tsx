"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { XIcon } from "@/components/ui/icons";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import { INBOX_TYPES, type InboxType } from "@/lib/inbox/contracts";
import { sameFilter, VIEWS, type InboxFilter, type ViewId } from "./filters";
import type { useInboxStats } from "./queries";
import type { useSavedFilters } from "./saved-filters";

export const TYPE_LABELS: Record<InboxType, string> = {
  COMMENT: "Comments",
  DM: "Direct messages",
  MENTION: "Mentions",
  QUOTE: "Quotes",
  REVIEW: "Reviews",
};

export function platformName(platform: string): string {
  return PLATFORM_LABELS[platform.toLowerCase() as SocialPlatform] ?? platform;
}

interface FilterPaneProps {
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
  stats: ReturnType<typeof useInboxStats>["data"];
  saved: ReturnType<typeof useSavedFilters>;
}

function Row({
  label,
  count,
  active,
  onClick,
  title,
}: {
  label: string;
  count?: number;
  active: boolean;
  onClick: () => void;
  title?: string;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        title={title}
        aria-current={active ? "true" : undefined}
        className={cn(
          "flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-[13px]",
          active ? "bg-brand-50 font-medium text-brand-700" : "text-zinc-700 hover:bg-zinc-100",
        )}
      >
        <span className="truncate">{label}</span>
        {count ? (
          <span className="rounded-full bg-zinc-200/70 px-1.5 text-[11px] font-semibold tabular-nums text-zinc-700">
            {count}
          </span>
        ) : null}
      </button>
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="px-2 text-[11px] font-semibold uppercase tracking-wider text-zinc-500">{title}</h2>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

/** Views, networks and kinds with their unread counts, and the filters saved in this browser. */
export function FilterPane({ filter, onChange, stats, saved }: FilterPaneProps) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const viewCount: Partial<Record<ViewId, number>> = { unread: stats?.unread, action: stats?.requiresAction };
  const platforms = Object.keys(stats?.byPlatform ?? {}).sort();
  const kinds = INBOX_TYPES.filter((type) => stats?.byType[type]);
  const isDefault = sameFilter(filter, { view: filter.view });

  return (
    <nav aria-label="Inbox filters" className="flex flex-col gap-5">
      <Section title="Views">
        {VIEWS.map((view) => (
          <Row
            key={view.id}
            label={view.label}
            title={view.hint}
            count={viewCount[view.id]}
            active={filter.view === view.id}
            onClick={() => onChange({ ...filter, view: view.id })}
          />
        ))}
      </Section>
      {platforms.length ? (
        <Section title="Networks">
          {platforms.map((platform) => (
            <Row
              key={platform}
              label={platformName(platform)}
              count={stats?.unreadByPlatform[platform]}
              active={filter.platform === platform}
              onClick={() => onChange({ ...filter, platform: filter.platform === platform ? undefined : platform })}
            />
          ))}
        </Section>
      ) : null}
      {kinds.length ? (
        <Section title="Kinds">
          {kinds.map((type) => (
            <Row
              key={type}
              label={TYPE_LABELS[type]}
              count={stats?.unreadByType[type]}
              active={filter.type === type}
              onClick={() => onChange({ ...filter, type: filter.type === type ? undefined : type })}
            />
          ))}
        </Section>
      ) : null}
      <Section title="Saved filters">
        {saved.saved.map((s) => (
          <li key={s.name} className="group flex items-center">
            <button
              type="button"
              onClick={() => onChange(s.filter)}
              aria-current={sameFilter(s.filter, filter) ? "true" : undefined}
              className={cn(
                "min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-left text-[13px]",
                sameFilter(s.filter, filter) ? "bg-brand-50 font-medium text-brand-700" : "hover:bg-zinc-100",
              )}
            >
              {s.name}
            </button>
            <button
              type="button"
              aria-label={`Forget the saved filter ${s.name}`}
              onClick={() => saved.remove(s.name)}
              className="rounded p-1 text-zinc-400 hover:text-zinc-700"
            >
              <XIcon size={12} />
            </button>
          </li>
        ))}
        <li className="px-2 pt-1">
          {naming ? (
            <form
              className="flex gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                if (!name.trim()) return;
                saved.save(name.trim(), filter);
                setName("");
                setNaming(false);
              }}
            >
              <input
                autoFocus
                aria-label="Name of the filter"
                value={name}
                maxLength={40}
                onChange={(e) => setName(e.target.value)}
                onKeyDown={(e) => e.key === "Escape" && setNaming(false)}
                className="min-w-0 flex-1 rounded-md border border-zinc-300 px-2 py-1 text-[13px]"
              />
              <Button type="submit" size="sm">
                Save
              </Button>
            </form>
          ) : (
            <button
              type="button"
              onClick={() => setNaming(true)}
              disabled={isDefault && !filter.search}
              title={isDefault && !filter.search ? "Pick a network, a kind or search first" : undefined}
              className="text-[12px] font-medium text-brand-700 hover:underline disabled:text-zinc-500 disabled:no-underline"
            >
              Save the current filter
            </button>
          )}
        </li>
      </Section>
    </nav>
  );
}
