"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useSocialAccounts } from "@/components/social/queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { RefreshIcon, SendIcon } from "@/components/ui/icons";
import { SearchInput } from "@/components/ui/search-input";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { AssignDialog, memberLabel } from "./assign-dialog";
import { Conversation } from "./conversation";
import { FilterPane } from "./filter-pane";
import { DEFAULT_FILTER, type InboxFilter } from "./filters";
import { ItemList } from "./item-list";
import { useInboxChange, useInboxList, useInboxStats, useMembers, useSyncInbox } from "./queries";
import { useSavedFilters } from "./saved-filters";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useInboxKeys, type InboxKeyAction } from "./use-inbox-keys";

const SEARCH_ID = "inbox-search";

interface InboxViewProps {
  userId: string;
  companyName: string;
  canManage: boolean;
  canReply: boolean;
  /** Where a link pointed (lib/inbox/notify-new-items.ts): a view, an item to open. */
  initialFilter?: InboxFilter;
  initialItemId?: string | null;
}

/** The unified inbox: filters, list and conversation, driven by the keyboard as much as the mouse. */
export function InboxView({
  userId,
  companyName,
  canManage,
  canReply,
  initialFilter = DEFAULT_FILTER,
  initialItemId = null,
}: InboxViewProps) {
  const [filter, setFilter] = useState<InboxFilter>(initialFilter);
  const [selectedId, setSelectedId] = useState<string | null>(initialItemId);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [helpOpen, setHelpOpen] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const [search, setSearch] = useState("");
  const lastIndex = useRef(0);

  const list = useInboxList(filter, userId);
  const stats = useInboxStats();
  const members = useMembers();
  const accounts = useSocialAccounts();
  const saved = useSavedFilters();
  const change = useInboxChange();
  const sync = useSyncInbox();
  const toast = useToast();

  // The list asks again once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f.search === search ? f : { ...f, search })), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const index = items.findIndex((item) => item.id === selectedId);
  if (index >= 0) lastIndex.current = index;
  const current = index >= 0 ? items[index] : null;
  const names = useMemo(() => new Map((members.data ?? []).map((m) => [m.id, memberLabel(m)])), [members.data]);
  const memberName = (id: string) => names.get(id) ?? null;
  const targets = checked.size ? [...checked] : selectedId ? [selectedId] : [];
  const hasAccounts = accounts.data?.some((a) => a.status !== "disconnected") ?? true;

  const failed = (what: string) => (err: unknown) => toast.error(what, errorMessage(err));

  const select = (id: string | null) => setSelectedId(id);

  // The open item is read (once: a refused change is not asked again), however it was opened: a
  // click, j/k, or a notification's link.
  const markedRead = useRef(new Set<string>());
  useEffect(() => {
    if (!current || current.status !== "UNREAD" || !canManage || markedRead.current.has(current.id)) return;
    markedRead.current.add(current.id);
    change.mutate(
      { kind: "update", id: current.id, body: { status: "READ" } },
      { onError: (err) => toast.error("Not marked read", errorMessage(err)) },
    );
  }, [current, canManage, change, toast]);

  const move = (step: number) => {
    if (!items.length) return;
    const from = index >= 0 ? index : lastIndex.current - (step > 0 ? 1 : 0);
    select(items[Math.min(items.length - 1, Math.max(0, from + step))].id);
  };

  /** The item that takes the place of those leaving the list: the next one down, else the one above. */
  const successor = (leaving: string[]) =>
    items.slice(index + 1).find((i) => !leaving.includes(i.id)) ??
    items
      .slice(0, Math.max(index, 0))
      .reverse()
      .find((i) => !leaving.includes(i.id)) ??
    null;

  const archive = () => {
    if (!canManage || !targets.length) return;
    const leaving = targets;
    change.mutate(
      checked.size
        ? { kind: "bulk", body: { action: "archive", itemIds: leaving } }
        : { kind: "archive", id: leaving[0] },
      { onError: failed("Not archived") },
    );
    setChecked(new Set());
    // So e, e, e clears the list from the top.
    if (selectedId && leaving.includes(selectedId)) select(successor(leaving)?.id ?? null);
  };

  const assign = (memberId: string | null) => {
    if (checked.size) {
      change.mutate(
        { kind: "bulk", body: { action: "assign", itemIds: targets, assignedToId: memberId } },
        { onError: failed("Not assigned") },
      );
      setChecked(new Set());
    } else if (selectedId) {
      change.mutate(
        { kind: "update", id: selectedId, body: { assignedToId: memberId } },
        { onError: failed("Not assigned") },
      );
    }
  };

  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  useInboxKeys((action: InboxKeyAction) => {
    switch (action) {
      case "next":
        return move(1);
      case "previous":
        return move(-1);
      case "archive":
        return archive();
      case "reply":
        return replyRef.current?.focus();
      case "assign":
        if (canManage && targets.length) setAssignOpen(true);
        return;
      case "toggle":
        return selectedId && toggle(selectedId);
      case "clear":
        return setChecked(new Set());
      case "search":
        return document.getElementById(SEARCH_ID)?.focus();
      case "help":
        return setHelpOpen(true);
    }
  });

  const changeFilter = (next: InboxFilter) => {
    setFilter(next);
    setSearch(next.search ?? "");
    setChecked(new Set());
    setShowFilters(false);
  };

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) =>
        answer.errors
          ? toast.error(`${answer.synced} new; ${answer.errors} account(s) could not be read`)
          : toast.success(answer.synced ? `${answer.synced} new item(s)` : "Nothing new"),
      onError: failed("Sync failed"),
    });

  const listPane = (() => {
    if (list.isPending) return <SkeletonRows rows={6} label="Loading the inbox" />;
    if (list.isError)
      return <ErrorState error={list.error} onRetry={() => void list.refetch()} title="Couldn't load your inbox" />;
    if (!items.length && !hasAccounts)
      return (
        <EmptyState
          icon={<SendIcon size={20} />}
          title="Connect an account to fill your inbox"
          description="Comments, mentions, quotes and direct messages of your connected X, Bluesky, Mastodon and LinkedIn accounts arrive here, with the last days' history from the moment you connect."
          action={<ButtonLink href="/settings/accounts">Connect an account</ButtonLink>}
        />
      );
    if (!items.length)
      return (
        <EmptyState
          title={filter.search ? "No messages match" : "All caught up"}
          description={`New messages appear here on their own.${canReply ? " Sync pulls them from the networks now." : ""} Other views show read, replied and archived messages.`}
          action={
            canReply ? (
              <Button variant="secondary" onClick={runSync} disabled={sync.isPending}>
                Sync now
              </Button>
            ) : undefined
          }
        />
      );
    return (
      <>
        <ItemList
          items={items}
          selectedId={selectedId}
          checked={checked}
          onSelect={select}
          onToggle={toggle}
          memberName={memberName}
        />
        {list.hasNextPage ? (
          <div className="p-3 text-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? "Loading…" : "Load older"}
            </Button>
          </div>
        ) : null}
      </>
    );
  })();

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Inbox</h1>
          <p className="text-sm text-zinc-500">
            Every comment, mention, quote and message, in one place.{" "}
            <button
              type="button"
              className="hidden text-brand-700 hover:underline sm:inline"
              onClick={() => setHelpOpen(true)}
            >
              Keyboard: press ?
            </button>
          </p>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <SearchInput
            id={SEARCH_ID}
            aria-label="Search messages"
            placeholder="Search"
            value={search}
            onValueChange={setSearch}
            className="min-w-0 flex-1 sm:w-64 sm:flex-none"
          />
          <Button
            variant="secondary"
            className="lg:hidden"
            onClick={() => setShowFilters((v) => !v)}
            aria-expanded={showFilters}
          >
            Filters
          </Button>
          {canReply ? (
            <Button variant="secondary" icon={<RefreshIcon size={14} />} onClick={runSync} disabled={sync.isPending}>
              {sync.isPending ? "Syncing…" : "Sync"}
            </Button>
          ) : null}
        </div>
      </header>

      {checked.size ? (
        <div
          role="toolbar"
          aria-label="Selected items"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm"
        >
          <span className="font-medium text-brand-800">{checked.size} selected</span>
          {canManage ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  change.mutate(
                    { kind: "bulk", body: { action: "mark_read", itemIds: targets } },
                    { onError: failed("Not marked read") },
                  );
                  setChecked(new Set());
                }}
              >
                Mark read
              </Button>
              <Button size="sm" variant="secondary" onClick={archive}>
                Archive
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setAssignOpen(true)}>
                Assign
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setChecked(new Set(items.map((i) => i.id)))}>
            Select all {items.length}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChecked(new Set())}>
            Clear
          </Button>
        </div>
      ) : null}

      <div className="grid min-h-[28rem] grid-cols-1 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-card lg:h-[calc(100dvh-13rem)] lg:grid-cols-[12rem_minmax(0,20rem)_minmax(0,1fr)]">
        <div
          className={cn(
            "overflow-y-auto border-zinc-200 p-3 lg:block lg:border-r",
            showFilters ? "block border-b" : "hidden",
          )}
        >
          <FilterPane filter={filter} onChange={changeFilter} stats={stats.data} saved={saved} />
        </div>
        <div className={cn("min-h-0 overflow-y-auto border-zinc-200 lg:block lg:border-r", selectedId && "hidden")}>
          {listPane}
        </div>
        <div className={cn("min-h-0 lg:block", selectedId ? "block" : "hidden")}>
          {selectedId ? (
            <Conversation
              ref={replyRef}
              id={selectedId}
              canManage={canManage}
              canReply={canReply}
              companyName={companyName}
              memberName={memberName}
              onArchive={archive}
              onAssign={() => setAssignOpen(true)}
              onBack={() => setSelectedId(null)}
            />
          ) : (
            <EmptyState
              className="h-full"
              title="No conversation open"
              description={
                items.length
                  ? "Pick a message, or press j to open the first one."
                  : "A message you pick from the list opens here."
              }
            />
          )}
        </div>
      </div>

      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <AssignDialog
        open={assignOpen}
        onClose={() => setAssignOpen(false)}
        members={members.data ?? []}
        current={checked.size ? null : (current?.assignedToId ?? null)}
        count={targets.length}
        onAssign={assign}
      />
    </div>
  );
}
