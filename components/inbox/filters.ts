import type { z } from "zod";
import type { InboxStatus, InboxType, ListInboxQuery } from "@/lib/inbox/contracts";

/** The views of the left pane; each is a set of list filters. */
export const VIEWS = [
  { id: "open", label: "Open", hint: "Unread and read, not yet answered or archived" },
  { id: "unread", label: "Unread", hint: "Not opened yet" },
  { id: "action", label: "Needs action", hint: "DMs, questions, mentions and negative messages still open" },
  { id: "mine", label: "Assigned to me", hint: "Open items assigned to you" },
  { id: "replied", label: "Replied", hint: "Answered from here" },
  { id: "archived", label: "Archived", hint: "Done" },
  { id: "all", label: "All", hint: "Everything but deleted items" },
] as const;
export type ViewId = (typeof VIEWS)[number]["id"];

export interface InboxFilter {
  view: ViewId;
  platform?: string;
  type?: InboxType;
  search?: string;
}

export const DEFAULT_FILTER: InboxFilter = { view: "open" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a link into the inbox points (the notifications' links): `?view=action` opens a view,
 * `?item=<id>` opens that item's conversation. Anything else is ignored.
 */
export function inboxLink(params: Record<string, string | string[] | undefined>): {
  filter: InboxFilter;
  itemId: string | null;
} {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const view = VIEWS.find((v) => v.id === one(params.view))?.id ?? DEFAULT_FILTER.view;
  const item = one(params.item);
  return { filter: { view }, itemId: item && UUID.test(item) ? item : null };
}

const OPEN: InboxStatus[] = ["UNREAD", "READ"];

type ListQueryInput = Partial<z.input<typeof ListInboxQuery>> & { status?: InboxStatus[] };

/** The list query a filter stands for (the caller's own id for "Assigned to me"). */
export function listQuery(filter: InboxFilter, userId: string): ListQueryInput {
  const byView: Record<ViewId, ListQueryInput> = {
    open: { status: OPEN },
    unread: { status: ["UNREAD"] },
    action: { status: OPEN, requiresAction: "true" },
    mine: { status: OPEN, assignedToId: userId },
    replied: { status: ["REPLIED"] },
    archived: { status: ["ARCHIVED"] },
    all: {},
  };
  return {
    ...byView[filter.view],
    platform: filter.platform ? [filter.platform] : undefined,
    type: filter.type ? [filter.type] : undefined,
    search: filter.search?.trim() || undefined,
  };
}

/** Whether an item in `status` still belongs in the view (an archived item leaves "Open"). */
export function viewKeeps(filter: InboxFilter, status: InboxStatus): boolean {
  const statuses = listQuery(filter, "").status;
  return !statuses || statuses.includes(status);
}

export function sameFilter(a: InboxFilter, b: InboxFilter): boolean {
  return a.view === b.view && a.platform === b.platform && a.type === b.type && (a.search ?? "") === (b.search ?? "");
}
