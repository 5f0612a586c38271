import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { inboxCountersAndItems } from "../helpers/inbox-counters";
import { insertCompany, withSqlClient } from "./sql-fixtures";

/**
 * InboxCount, which GET /api/inbox/stats and the list's total read instead of counting a million
 * items, is kept by statement triggers on InboxItem. Writers changing items at the same time (a
 * sync storing, members triaging, bulk actions, permanent deletes) must leave it exactly equal to
 * the items' counts, and must not deadlock on its rows.
 */
const url = () => process.env.DATABASE_URL!;
const STATUSES = ["UNREAD", "READ", "REPLIED", "ARCHIVED", "DELETED"];

async function seedItems(c: pg.Client, companyId: string, n: number): Promise<string[]> {
  const accounts: string[] = [];
  for (const platform of ["bluesky", "mastodon"]) {
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO "SocialAccount" (id, "companyId", platform, "externalId", username, "displayName", "updatedAt")
       VALUES ($1, $2, $3, $4, $4, $4, now()) RETURNING id`,
      [randomUUID(), companyId, platform, `ext-${randomUUID()}`],
    );
    accounts.push(rows[0].id);
  }
  const { rows } = await c.query<{ id: string }>(
    `INSERT INTO "InboxItem" (id, "companyId", "socialAccountId", platform, "platformItemId", type, content,
       "authorId", "authorName", "authorHandle", "platformCreatedAt", "conversationId", "requiresAction", "updatedAt")
     SELECT gen_random_uuid(), $1, ($2::uuid[])[1 + i % 2], (ARRAY['BLUESKY', 'MASTODON'])[1 + i % 2], 'item-' || i,
       (ARRAY['COMMENT', 'DM', 'MENTION'])[1 + i % 3]::"InboxItemType", 'hello', 'a', 'A', 'a',
       now() - i * interval '1 second', 'conv-' || i, i % 2 = 0, now()
     FROM generate_series(1, $3::int) AS i RETURNING id`,
    [companyId, accounts, n],
  );
  return rows.map((r) => r.id);
}

const some = <T>(values: T[], n: number) =>
  Array.from({ length: n }, () => values[Math.floor(Math.random() * values.length)]);

describe("InboxCount under concurrent writes", () => {
  it("equals the items' counts after writers change items at the same moments, none of them failing", async () => {
    const companyId = await withSqlClient(url(), async (c) => (await insertCompany(c, "counts")).companyId);
    const ids = await withSqlClient(url(), (c) => seedItems(c, companyId, 300));
    // Six writers change the same items at the same moments, round after round: each moves a batch
    // to a status of its own (writers going opposite ways meet on the same counter rows from
    // opposite sides), flips requiresAction, changes what no counter keeps (tags), stores copies and
    // deletes its earlier copies for good. Index scans lock each statement's items in id order, so
    // the writers cannot deadlock on the items themselves (a sequential scan of this small table, or
    // the bitmap scan PostgreSQL picks for `id = ANY(...)` once sequential scans are off, visits them
    // in their places on disk, which updates change): a deadlock here is one on the counters.
    const pool = new pg.Pool({
      connectionString: url(),
      max: 6,
      options: "-c enable_seqscan=off -c enable_bitmapscan=off",
    });
    const writers = [0, 1, 2, 3, 4, 5];
    const statements = (w: number, round: number): [string, unknown[]][] => [
      [
        `UPDATE "InboxItem" SET status = $2::"InboxItemStatus" WHERE id = ANY($1::uuid[])`,
        [some(ids, 20), STATUSES[(w + round) % STATUSES.length]],
      ],
      [`UPDATE "InboxItem" SET "requiresAction" = NOT "requiresAction" WHERE id = ANY($1::uuid[])`, [some(ids, 10)]],
      [`UPDATE "InboxItem" SET tags = ARRAY['w${w}'] WHERE id = ANY($1::uuid[])`, [some(ids, 10)]],
      [
        `INSERT INTO "InboxItem" (id, "companyId", "socialAccountId", platform, "platformItemId", type, status,
           content, "authorId", "authorName", "authorHandle", "platformCreatedAt", "conversationId", "updatedAt")
         SELECT gen_random_uuid(), "companyId", "socialAccountId", platform, $2 || "platformItemId", type, status,
           content, 'b', 'B', 'b', now(), 'conv', now()
         FROM "InboxItem" WHERE id = ANY($1::uuid[])`,
        [[...new Set(some(ids, 5))], `w${w}-r${round}-`],
      ],
      [
        `DELETE FROM "InboxItem" WHERE "companyId" = $1 AND "platformItemId" LIKE $2`,
        [companyId, `w${w}-r${round - 3}-%`],
      ],
    ];
    const failures: string[] = [];
    try {
      for (let round = 0; round < 40; round++) {
        for (let k = 0; k < 5; k++) {
          const outcomes = await Promise.allSettled(writers.map((w) => pool.query(...statements(w, round)[k])));
          for (const o of outcomes) if (o.status === "rejected") failures.push(String(o.reason));
        }
      }
    } finally {
      await pool.end();
    }
    expect(failures).toEqual([]);
    const { counters, items } = await withSqlClient(url(), (c) => inboxCountersAndItems(c, companyId));
    expect(Object.keys(items).length).toBeGreaterThan(10);
    expect(counters).toEqual(items);
  });

  it("goes with its company: deleting a company deletes its items and counters", async () => {
    const companyId = await withSqlClient(url(), async (c) => (await insertCompany(c, "gone")).companyId);
    await withSqlClient(url(), async (c) => {
      await seedItems(c, companyId, 20);
      await c.query(`DELETE FROM "Company" WHERE id = $1`, [companyId]);
      const left = await c.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM "InboxItem" WHERE "companyId" = $1)::int + (SELECT count(*) FROM "InboxCount" WHERE "companyId" = $1)::int AS n`,
        [companyId],
      );
      expect(left.rows[0].n).toBe(0);
    });
  });
});
