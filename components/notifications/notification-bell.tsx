"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { BellIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { NotificationDTO } from "@/lib/notifications/contracts";
import { useMarkRead, useNotifications } from "./queries";

const ago = (at: string | Date) => {
  const minutes = Math.round((Date.now() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  return new Date(at).toLocaleDateString(undefined, { dateStyle: "medium" });
};

function Entry({ n, onOpen }: { n: NotificationDTO; onOpen: () => void }) {
  return (
    <li>
      <Link
        href={n.link}
        onClick={onOpen}
        className={cn(
          "flex gap-2.5 rounded-lg px-2.5 py-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500",
          n.read ? "text-zinc-500" : "text-zinc-800",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-brand-500")}
        />
        <span className="min-w-0">
          <span className={cn("block text-[13px]", n.read ? "" : "font-medium")}>
            {n.title}
            {n.read ? null : <span className="sr-only"> (unread)</span>}
          </span>
          {n.body ? <span className="block truncate text-xs text-zinc-500">{n.body}</span> : null}
          <span className="block text-[11px] text-zinc-400">{ago(n.createdAt)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The bell in the app's header: the unread count on it, and a list of the latest notifications
 * (opening one marks it read; "Mark all read"). Escape or a click outside closes it.
 */
export function NotificationBell({ align = "right" }: { align?: "left" | "right" }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="relative"
      >
        <BellIcon size={20} />
        {unread ? (
          <span
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-none text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          role="dialog"
          aria-label="Notifications"
          className={cn(
            "fixed inset-x-2 top-14 z-50 animate-pop-in rounded-xl border border-zinc-200 bg-white p-1.5 shadow-pop sm:absolute sm:inset-x-auto sm:top-full sm:mt-1.5 sm:w-96",
            align === "right" ? "sm:right-0" : "sm:left-0",
          )}
        >
          <div className="flex items-center justify-between px-2.5 py-1.5">
            <p className="text-sm font-semibold text-zinc-900">Notifications</p>
            <div className="flex items-center gap-3">
              <Button
                variant="ghost"
                size="sm"
                disabled={!unread}
                loading={markRead.isPending}
                onClick={() => markRead.mutate(undefined)}
              >
                Mark all read
              </Button>
              <Link
                href="/settings/notifications"
                onClick={() => setOpen(false)}
                className="text-xs font-medium text-zinc-500 hover:text-zinc-900"
              >
                Settings
              </Link>
            </div>
          </div>
          {list.isPending ? (
            <SkeletonRows rows={3} label="Loading notifications" />
          ) : list.isError ? (
            <p className="px-2.5 py-3 text-[13px] text-red-600">Couldn&apos;t load notifications.</p>
          ) : list.data.items.length === 0 ? (
            <p className="px-2.5 py-6 text-center text-[13px] text-zinc-500">Nothing yet.</p>
          ) : (
            <ul className="max-h-[60vh] overflow-y-auto">
              {list.data.items.map((n) => (
                <Entry
                  key={n.id}
                  n={n}
                  onOpen={() => {
                    setOpen(false);
                    if (!n.read) markRead.mutate([n.id]);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
