import { randomUUID } from "node:crypto";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor, type TenantCtx } from "@/lib/db";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { connectAccount } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let accountId: string;
let ctx: TenantCtx;

function networkItem(opts: Partial<NetworkItem> = {}): NetworkItem {
  return {
    id: `at://did:plc:someone/app.bsky.feed.post/${randomUUID()}`,
    kind: "mention",
    text: "Where is my order?",
    createdAt: new Date(Date.now() - 3_600_000),
    url: null,
    author: { id: "did:plc:someone", username: "someone.bsky.fake", displayName: "Some One", avatarUrl: null },
    subjectPostId: null,
    ...opts,
  };
}

async function connected() {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  return c;
}

beforeAll(async () => {
  owner = await signUp();
  accountId = (await connectAccount(owner, "bluesky")).id;
  ctx = tenantCtxFor(owner.companyId);
});

/**
 * Conversation locks are advisory locks, kept in PostgreSQL's shared lock table: room for
 * max_locks_per_transaction (64 by default) per connection, for the whole server. A sync's batch
 * answering a thousand conversations must not take a thousand in one transaction (a dozen such
 * batches at once fill the table, and every transaction needing a lock then fails "out of shared
 * memory"), nor lose items by storing in parts.
 */
describe("a sync batch answering many conversations", () => {
  it("holds no more conversation locks at a time than a connection's share of the lock table, and stores every item in its thread", async () => {
    const roots = Array.from({ length: 1000 }, () => networkItem());
    const { ids: rootIds } = await storeInboxItems(ctx, accountId, roots, { notify: false });
    expect(rootIds).toHaveLength(1000);
    const fresh = networkItem();
    const batch = [
      ...roots.map((r) => networkItem({ kind: "reply", subjectPostId: r.id, createdAt: new Date() })),
      // A new conversation, and one begun and answered in the batch.
      networkItem({ createdAt: new Date() }),
      fresh,
      networkItem({ kind: "reply", subjectPostId: fresh.id, createdAt: new Date() }),
    ];

    // One root is held (FOR UPDATE, against the answer's check of its parent): the batch waits
    // there holding what it has locked so far, and the locks it holds are counted.
    const holder = await connected();
    const watcher = await connected();
    let store: Promise<{ ids: string[] }> | undefined;
    try {
      const holderPid = (await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "InboxItem" WHERE "id" = $1 FOR UPDATE`, [rootIds[rootIds.length - 1]]);
      store = storeInboxItems(ctx, accountId, batch, { notify: false });
      store.catch(() => undefined);
      const waiting = async () =>
        (
          await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
            [holderPid],
          )
        ).rows[0].n > 0;
      const deadline = Date.now() + 15_000;
      while (!(await waiting())) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 20));
      }
      const { rows } = await watcher.query<{ held: number; allowed: number }>(
        `SELECT coalesce(max(n), 0)::int AS held, current_setting('max_locks_per_transaction')::int AS allowed
          FROM (SELECT count(*) AS n FROM pg_locks
            WHERE locktype = 'advisory' AND granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            GROUP BY pid) AS per_connection`,
      );
      expect(rows[0].held).toBeGreaterThan(0);
      expect(rows[0].held).toBeLessThanOrEqual(rows[0].allowed);
    } finally {
      await holder.query("ROLLBACK");
      await Promise.all([holder.end(), watcher.end()]);
    }

    const { ids } = await store!;
    expect(ids).toHaveLength(batch.length);
    const stored = await adminDb().inboxItem.findMany({
      where: { companyId: owner.companyId, platformItemId: { in: batch.map((b) => b.id) } },
      select: { platformItemId: true, conversationId: true, parentId: true },
    });
    const rootsById = new Map(
      (
        await adminDb().inboxItem.findMany({
          where: { id: { in: [...rootIds, ...ids] } },
          select: { id: true, platformItemId: true, conversationId: true },
        })
      ).map((r) => [r.platformItemId, r]),
    );
    // Each answer joined its parent's conversation, as its child.
    for (const item of batch.filter((b) => b.subjectPostId)) {
      const answer = stored.find((s) => s.platformItemId === item.id)!;
      const parent = rootsById.get(item.subjectPostId!)!;
      expect(answer).toMatchObject({ parentId: parent.id, conversationId: parent.conversationId });
    }
  });
});
