import type { IncomingMessage } from "node:http";
import type pg from "pg";
import { encodeCursor } from "@/lib/inbox/list-cursor";
import { verifiedUserId } from "./baseline-auth";
import type { SeedContext } from "./scenario";

/**
 * The inbox benchmarks' data: 1,000,000 items in one company over four accounts (a quarter per
 * network), statuses and requiresAction spread independently of the network, seeded in bulk with
 * SQL (the count triggers run once per statement). The filtered list is platform + status +
 * requiresAction, about 20,800 items.
 */
export const ITEMS = 1_000_000;
export const FILTER = { platform: "BLUESKY", status: "UNREAD", requiresAction: true } as const;
export const LIMIT = 50;
export const listPath = (cursor?: string) =>
  `/api/inbox?platform=${FILTER.platform}&status=${FILTER.status}&requiresAction=true&limit=${LIMIT}` +
  (cursor ? `&cursor=${cursor}` : "");

const PLATFORMS = ["twitter", "bluesky", "mastodon", "linkedin"];

/** A fixed id from a name: md5 with the version and variant bits of a v4 UUID, which the contracts require. */
const uuidOf = (sqlText: string) => `overlay(overlay(md5(${sqlText}) placing '4' from 13) placing '8' from 17)::uuid`;

const SEED_SQL = [
  `INSERT INTO "Company" ("id", "name", "updatedAt") VALUES (${uuidOf(`'inbox-company'`)}, 'Inbox bench', now())`,
  `INSERT INTO "Role" ("id", "companyId", "name", "permissions", "isBuiltIn", "updatedAt")
   VALUES (${uuidOf(`'inbox-role'`)}, ${uuidOf(`'inbox-company'`)}, 'owner', ARRAY['inbox:manage', 'inbox:reply'], true, now())`,
  `INSERT INTO "User" ("id", "companyId", "roleId", "email", "firstName", "updatedAt")
   VALUES (${uuidOf(`'inbox-user'`)}, ${uuidOf(`'inbox-company'`)}, ${uuidOf(`'inbox-role'`)}, 'inbox-bench@example.test', 'Bench', now())`,
  `INSERT INTO "SocialAccount" ("id", "companyId", "platform", "externalId", "username", "displayName", "updatedAt")
   SELECT ${uuidOf(`'inbox-account-' || p`)}, ${uuidOf(`'inbox-company'`)}, p, 'ext-' || p, 'bench_' || p, 'Bench on ' || p, now()
   FROM unnest(ARRAY['${PLATFORMS.join("','")}']) AS p`,
  `INSERT INTO "InboxItem" ("id", "companyId", "socialAccountId", "platform", "platformItemId", "type", "status", "content",
     "authorId", "authorName", "authorHandle", "platformCreatedAt", "conversationId", "sentiment", "sentimentScore",
     "requiresAction", "priority", "waitingSince", "updatedAt")
   SELECT gen_random_uuid(), ${uuidOf(`'inbox-company'`)}, ${uuidOf(`'inbox-account-' || p.name`)}, upper(p.name), 'item-' || i,
     (ARRAY['COMMENT', 'DM', 'MENTION', 'QUOTE', 'REVIEW'])[1 + (i / 7) % 5]::"InboxItemType",
     (ARRAY['UNREAD', 'READ', 'REPLIED', 'ARCHIVED'])[1 + (i / 4) % 4]::"InboxItemStatus",
     'Message number ' || i || ' about our product, when does it ship?',
     'author-' || (i % 5000), 'Author ' || (i % 5000), 'author' || (i % 5000),
     now() - i * interval '1 second', 'conv-' || (i / 3), 'neutral', 0, (i / 16) % 3 = 0, 20 + i % 60,
     CASE WHEN (i / 4) % 4 < 2 THEN now() - i * interval '1 second' END, now()
   FROM generate_series(1, ${ITEMS}) AS i
   JOIN (SELECT name, ord - 1 AS k FROM unnest(ARRAY['${PLATFORMS.join("','")}']) WITH ORDINALITY AS t(name, ord)) p ON p.k = i % 4`,
];

export interface InboxState {
  token: string;
  deepCursor: string;
}

/** Seeds the company; deepCursor continues the filtered list after its 20,000th item. */
export async function seedInbox({ pool, tokenFor }: SeedContext): Promise<InboxState> {
  for (const sql of SEED_SQL) await pool.query(sql);
  const { rows } = await pool.query<{ id: string; platformCreatedAt: Date }>(
    `SELECT "id", "platformCreatedAt" FROM "InboxItem"
     WHERE "companyId" = ${uuidOf(`'inbox-company'`)} AND "platform" = $1 AND "status" = $2 AND "requiresAction" = true
     ORDER BY "platformCreatedAt" DESC, "id" DESC OFFSET 19999 LIMIT 1`,
    [FILTER.platform, FILTER.status],
  );
  const deep = rows[0];
  return {
    token: await tokenFor({
      email: "inbox-bench@example.test",
      userId: await pool.query(`SELECT ${uuidOf(`'inbox-user'`)} AS id`).then((r) => r.rows[0].id),
      companyId: await pool.query(`SELECT ${uuidOf(`'inbox-company'`)} AS id`).then((r) => r.rows[0].id),
    }),
    deepCursor: encodeCursor({ at: deep.platformCreatedAt, id: deep.id }),
  };
}

/** The baseline's caller: the token's signature checked, then the user and role looked up (what the app does too). */
export async function baselineCompany(pool: pg.Pool, req: IncomingMessage): Promise<string | null> {
  const userId = verifiedUserId(req);
  if (!userId) return null;
  const users = await pool.query<{ companyId: string }>(
    `SELECT u."companyId", r."permissions" FROM "User" u JOIN "Role" r ON r."id" = u."roleId" WHERE u."id" = $1`,
    [userId],
  );
  return users.rows[0]?.companyId ?? null;
}

/** A timestamp as the answer's ISO 8601 text, formatted by PostgreSQL. */
const iso = (column: string) =>
  `to_char(i."${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${column}"`;

/**
 * The filtered page and its total in bare SQL: the same join and keyset as the app, the columns of
 * the app's answer and its shape (the account nested), the total from the same counters.
 */
export async function baselineList(pool: pg.Pool, req: IncomingMessage, cursor: string | null) {
  const companyId = await baselineCompany(pool, req);
  if (!companyId) return { status: 401, body: { error: "Unauthorized" } };
  const after = cursor ? Buffer.from(cursor, "base64url").toString().split(".") : null;
  const args: unknown[] = [companyId, FILTER.platform, FILTER.status, LIMIT + 1];
  if (after) args.push(new Date(Number(after[0])), after[1]);
  const [page, total] = await Promise.all([
    pool.query(
      `SELECT i."id", i."type", i."status", i."platform", i."platformItemId", i."platformUrl", i."conversationId",
         i."parentId", i."content", i."authorName", i."authorHandle", i."authorAvatarUrl", ${iso("platformCreatedAt")},
         i."sentiment", i."sentimentScore", i."requiresAction", i."priority", i."assignedToId", i."tags", i."internalNotes",
         ${iso("waitingSince")}, ${iso("readAt")}, ${iso("createdAt")},
         a."id" AS "accountId", a."platform" AS "accountPlatform", a."displayName" AS "accountName"
       FROM "InboxItem" i
       JOIN "SocialAccount" a ON a."companyId" = $1 AND a."id" = i."socialAccountId"
       WHERE i."companyId" = $1 AND i."platform" = $2 AND i."status" = $3::"InboxItemStatus" AND i."requiresAction" = true
       ${after ? `AND (i."platformCreatedAt", i."id") < ($5::timestamptz, $6::uuid)` : ""}
       ORDER BY i."platformCreatedAt" DESC, i."id" DESC LIMIT $4`,
      args,
    ),
    pool.query<{ n: number }>(
      `SELECT coalesce(sum("count"), 0)::int AS n FROM "InboxCount"
       WHERE "companyId" = $1 AND "platform" = $2 AND "status" = $3::"InboxItemStatus" AND "requiresAction" = true`,
      [companyId, FILTER.platform, FILTER.status],
    ),
  ]);
  const items = page.rows.slice(0, LIMIT).map(({ accountId, accountPlatform, accountName, ...item }) => ({
    ...item,
    socialAccount: { id: accountId, platform: accountPlatform.toUpperCase(), displayName: accountName },
  }));
  const last = page.rows.length > LIMIT ? items.at(-1) : undefined;
  const next = last && Buffer.from(`${Date.parse(last.platformCreatedAt)}.${last.id}`).toString("base64url");
  return { body: { items, total: total.rows[0].n, cursor: next ?? null } };
}
