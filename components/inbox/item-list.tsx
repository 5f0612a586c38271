"use client";

import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { platformName, TYPE_LABELS } from "./filter-pane";
import type { InboxItem } from "./queries";
import { ago } from "./time";

interface ItemListProps {
  items: InboxItem[];
  selectedId: string | null;
  checked: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  memberName: (id: string) => string | null;
}

/** The list pane: one row per item, the selected one kept in view as j/k move through them. */
export function ItemList({ items, selectedId, checked, onSelect, onToggle, memberName }: ItemListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  return (
    <ul ref={listRef} role="listbox" aria-label="Inbox items" className="divide-y divide-zinc-100">
      {items.map((item) => {
        const selected = item.id === selectedId;
        const unread = item.status === "UNREAD";
        const assignee = item.assignedToId ? memberName(item.assignedToId) : null;
        return (
          <li
            key={item.id}
            role="option"
            aria-selected={selected}
            data-testid="inbox-row"
            data-status={item.status}
            onClick={() => onSelect(item.id)}
            className={cn(
              "flex cursor-pointer gap-3 px-3 py-3",
              selected ? "bg-brand-50 shadow-[inset_3px_0_0] shadow-brand-500" : "hover:bg-zinc-50",
            )}
          >
            <input
              type="checkbox"
              aria-label={`Select the message from ${item.authorName}`}
              checked={checked.has(item.id)}
              onClick={(e) => e.stopPropagation()}
              onChange={() => onToggle(item.id)}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2">
                <span className={cn("truncate text-[13px]", unread ? "font-semibold text-zinc-900" : "text-zinc-700")}>
                  {unread ? (
                    <span className="mr-1.5 inline-block size-2 rounded-full bg-brand-500" aria-label="Unread" />
                  ) : null}
                  {item.authorName}
                </span>
                <time dateTime={item.platformCreatedAt} className="shrink-0 text-[11px] text-zinc-500">
                  {ago(item.platformCreatedAt)}
                </time>
              </div>
              <p className={cn("mt-0.5 line-clamp-2 text-[13px]", unread ? "text-zinc-800" : "text-zinc-500")}>
                {item.content}
              </p>
              <div className="mt-1.5 flex flex-wrap items-center gap-1">
                <Badge>{platformName(item.platform)}</Badge>
                <Badge tone={item.type === "DM" ? "brand" : "neutral"}>{TYPE_LABELS[item.type]}</Badge>
                {item.requiresAction && item.status !== "ARCHIVED" ? <Badge tone="warning">Needs action</Badge> : null}
                {item.sentiment === "negative" ? <Badge tone="danger">Negative</Badge> : null}
                {item.status === "REPLIED" ? <Badge tone="success">Replied</Badge> : null}
                {assignee ? <Badge tone="brand">{assignee}</Badge> : null}
                {item.waitingSince && item.status !== "REPLIED" && item.status !== "ARCHIVED" ? (
                  <span className="text-[11px] text-zinc-500">waiting {ago(item.waitingSince)}</span>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
