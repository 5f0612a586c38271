import { randomUUID } from "node:crypto";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminDb, tenantCtxFor, type TenantCtx } from "@/lib/db";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { bulkInbox } from "@/lib/inbox/bulk-inbox";
import { ApiError } from "@/lib/api/errors";
import { BulkInboxBody, UpdateInboxItemBody } from "@/lib/inbox/contracts";
import { archiveInboxConversation, deleteInboxItem, updateInboxItem } from "@/lib/inbox/inbox-items";
import { replyToInboxItem } from "@/lib/inbox/reply-to-item";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";
import { inboxCountersAndItems } from "../helpers/inbox-counters";
import { withSqlClient } from "../db/sql-fixtures";

// This file's connections plan without sequential or plain index scans, so `id = ANY(...)` and a
// conversation's items are read by bitmap scans, which visit rows in their places on disk (places
// every update changes), the order a statement would lock them in unless it picks its own.
const planned = new URL(process.env.DATABASE_URL!);
planned.searchParams.set("options", "-c enable_seqscan=off -c enable_indexscan=off");
process.env.DATABASE_URL = planned.toString();

let owner: TestUser;
let editor: TestUser;
let accountId: string;
let ctx: TenantCtx;
/** The network's id of each stored item still there, to store answers to it. */
const stored = new Map<string, string>();

function networkItem(opts: Partial<NetworkItem> = {}): NetworkItem {
  return {
    id: `at://did:plc:someone/app.bsky.feed.post/${randomUUID()}`,
    kind: "mention",
    text: "Where is my order?",
    createdAt: new Date(Date.now() - Math.floor(Math.random() * 3_600_000)),
    url: null,
    author: { id: "did:plc:someone", username: "someone.bsky.fake", displayName: "Some One", avatarUrl: null },
    subjectPostId: null,
    ...opts,
  };
}

async function store(items: NetworkItem[]) {
  const { ids } = await storeInboxItems(ctx, accountId, items, { notify: false });
  const rows = await adminDb().inboxItem.findMany({
    where: { id: { in: ids } },
    select: { id: true, platformItemId: true },
  });
  for (const r of rows) stored.set(r.id, r.platformItemId);
}

const shuffled = <T>(values: T[]) =>
  values
    .map((v) => ({ v, k: Math.random() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.v);
const some = <T>(values: T[], n: number) => shuffled(values).slice(0, n);

/** As a request runs it: in a transaction of its own. */
const inRequest = <T>(work: (ctx: TenantCtx) => Promise<T>) => ctx.db.$transaction((db) => work({ ...ctx, db }));
const bulk = (body: z.input<typeof BulkInboxBody>) => inRequest((c) => bulkInbox(c, BulkInboxBody.parse(body)));
/** A single-item request; an item permanently deleted before it ran (it reads the item under its conversation's lock) is a 404, not a failure. */
const single = (work: (ctx: TenantCtx) => Promise<unknown>) =>
  inRequest(work).catch((err: unknown) => {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  });

beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
  accountId = (await connectAccount(owner, "bluesky")).id;
  ctx = tenantCtxFor(owner.companyId);
  const first = Array.from({ length: 40 }, () => networkItem());
  await store(first);
  await store(first.slice(0, 15).map((f) => networkItem({ kind: "reply", subjectPostId: f.id })));
});

/**
 * Requests changing the same items at the same moments, each in its transaction as handle() runs it,
 * must wait for each other in turn, never in a cycle PostgreSQL breaks by failing one (40P01, a 500):
 * each statement locks its items in id order before it changes them, and an action that refreshes
 * its conversations' waitingSince next locks every item of those conversations in its first one.
 */
describe("inbox writes over the same items at the same moments", () => {
  it("bulk actions, conversation archives and permanent deletes over the same items never deadlock; counters stay exact", async () => {
    const failures: string[] = [];
    for (let round = 0; round < 25; round++) {
      // Between rounds a sync stores a new conversation and answers joining three others.
      const answered = some([...stored.values()], 3);
      await store([networkItem(), ...answered.map((a) => networkItem({ kind: "reply", subjectPostId: a }))]);
      const ids = [...stored.keys()];
      const gone = some(ids, 2);
      const outcomes = await Promise.allSettled([
        bulk({ action: "mark_read", itemIds: some(ids, 30) }),
        bulk({ action: "archive", itemIds: some(ids, 30) }),
        bulk({ action: "add_tag", tag: `round-${round}`, itemIds: some(ids, 30) }),
        bulk({ action: "assign", assignedToId: round % 2 ? editor.userId : owner.userId, itemIds: some(ids, 30) }),
        bulk({ action: "delete", itemIds: some(ids, 2) }),
        bulk({ action: "delete", permanent: true, itemIds: gone }),
        single((c) => archiveInboxConversation(c, some(ids, 1)[0])),
      ]);
      for (const o of outcomes) if (o.status === "rejected") failures.push(String(o.reason));
      for (const id of gone) stored.delete(id);
    }
    expect(failures).toEqual([]);
    const { counters, items } = await withSqlClient(process.env.DATABASE_URL!, (c) =>
      inboxCountersAndItems(c, owner.companyId),
    );
    expect(counters).toEqual(items);
  });

  it("syncs storing answers at the same moments as bulk and single-item writes (and permanent deletes of the items answered) neither deadlock nor lose items", async () => {
    const failures: string[] = [];
    const answers: NetworkItem[] = [];
    /** A sync's batch as the sync stores it (no request), failures kept; its items all stored. */
    const sync = async (items: NetworkItem[]) => {
      answers.push(...items);
      const { ids } = await storeInboxItems(ctx, accountId, items, { notify: false });
      expect(ids).toHaveLength(items.length);
    };
    const answerTo = (ids: string[]) =>
      ids.flatMap((id) => {
        const platformId = stored.get(id);
        return platformId ? [networkItem({ kind: "reply", subjectPostId: platformId })] : [];
      });
    for (let round = 0; round < 25; round++) {
      const ids = [...stored.keys()];
      const gone = some(ids, 4);
      const [bulkGone, singleGone] = [gone.slice(0, 2), gone.slice(2)];
      const outcomes = await Promise.allSettled([
        sync(answerTo([...some(ids, 4), ...bulkGone])),
        sync(answerTo([...some(ids, 4), ...singleGone])),
        sync(answerTo(some(ids, 6))),
        bulk({ action: "mark_read", itemIds: some(ids, 30) }),
        bulk({ action: "archive", itemIds: some(ids, 30) }),
        bulk({ action: "add_tag", tag: `sync-${round}`, itemIds: some(ids, 30) }),
        bulk({ action: "delete", permanent: true, itemIds: bulkGone }),
        ...singleGone.map((id) => single((c) => deleteInboxItem(c, id, true))),
        single((c) => deleteInboxItem(c, some(ids, 1)[0], false)),
        ...some(ids, 3).map((id, i) =>
          single((c) =>
            updateInboxItem(c, id, UpdateInboxItemBody.parse({ status: ["READ", "ARCHIVED", "UNREAD"][i] })),
          ),
        ),
        single((c) => archiveInboxConversation(c, some(ids, 1)[0])),
      ]);
      for (const o of outcomes) if (o.status === "rejected") failures.push(String(o.reason));
      for (const id of gone) stored.delete(id);
      const rows = await adminDb().inboxItem.findMany({
        where: { companyId: owner.companyId, platformItemId: { in: answers.map((a) => a.id) } },
        select: { id: true, platformItemId: true },
      });
      for (const r of rows) stored.set(r.id, r.platformItemId);
    }
    expect(failures).toEqual([]);
    const { counters, items } = await withSqlClient(process.env.DATABASE_URL!, (c) =>
      inboxCountersAndItems(c, owner.companyId),
    );
    expect(counters).toEqual(items);
  });

  it("a bulk action still counts only the items it changed", async () => {
    const ids = some([...stored.keys()], 20);
    const tag = `last-${randomUUID()}`;
    const [first, second] = await Promise.all([
      bulk({ action: "add_tag", tag, itemIds: ids }),
      bulk({ action: "add_tag", tag, itemIds: shuffled(ids) }),
    ]);
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    const { rows } = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "InboxItem" WHERE "companyId" = $1 AND $2 = ANY(tags)`,
      [owner.companyId, tag],
    );
    await c.end();
    expect(first.updated + second.updated).toBe(rows[0].n);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it("an item permanently deleted while a reply to it is being sent waits for the reply (or the reply finds it gone); neither fails", async () => {
    const fakes = await socialFakes();
    const failures: string[] = [];
    for (let round = 0; round < 10; round++) {
      const text = `reply race ${randomUUID()}`;
      fakes.bluesky.addMention(text);
      await syncAccountInbox(ctx, accountId);
      const item = await adminDb().inboxItem.findFirstOrThrow({
        where: { companyId: owner.companyId, content: text },
        select: { id: true },
      });
      const outcomes = await Promise.allSettled([
        single((c) => replyToInboxItem(c, item.id, { content: `Thanks ${round}` })),
        // While the reply is at the network (holding its item), then the permanent delete.
        new Promise((r) => setTimeout(r, 5 + (round % 5) * 4)).then(() =>
          single((c) => deleteInboxItem(c, item.id, true)),
        ),
      ]);
      for (const o of outcomes) if (o.status === "rejected") failures.push(String(o.reason));
    }
    expect(failures).toEqual([]);
  });
});
