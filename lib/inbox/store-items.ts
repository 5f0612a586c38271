import { randomUUID } from "node:crypto";
import { notFound } from "@/lib/api/errors";
import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { InboxItem as NetworkItem, InboxItemKind } from "@/lib/integrations/social/types";
import { logger } from "@/lib/logger";
import type { InboxType } from "./contracts";
import { lockConversations, theseConversations } from "./locked-items";
import { notifyNewItems } from "./notify-new-items";
import { triage, type Triage } from "./triage";
import { refreshWaitingSince } from "./waiting";

/** decisions.md "Inbox": a reply to one of our posts is a COMMENT, a private message a DM. */
const TYPE_OF: Record<InboxItemKind, InboxType> = {
  mention: "MENTION",
  reply: "COMMENT",
  comment: "COMMENT",
  quote: "QUOTE",
  direct_message: "DM",
};

export interface StoreOptions {
  /** Notify for new items that require action (off while backfilling an account's history). */
  notify?: boolean;
  /** The account, when the caller has already read it (the sync): saves a query per call. */
  account?: { id: string; platform: string };
}

export interface StoredItems {
  /** Items stored now; those already stored are not counted. */
  stored: number;
  ids: string[];
}

interface Thread {
  id: string;
  conversationId: string;
  assignedToId: string | null;
}

/** Rows per INSERT: one statement for a sync's batch of pages. */
const BATCH = 1000;
/**
 * Continued conversations one transaction locks at most. Advisory locks live in PostgreSQL's shared
 * lock table, sized max_locks_per_transaction (64 by default) per connection; a batch answering a
 * thousand conversations in one transaction took a thousand, and a dozen such batches at once
 * exhausted it ("out of shared memory", failing every other transaction that needed a lock too).
 */
const LOCKS_PER_TRANSACTION = 50;

/**
 * Stores what a network delivered for one of the company's accounts, once per (account, network
 * item id): a repeated delivery or sync stores nothing new, and a concurrent one loses the race
 * quietly (ON CONFLICT DO NOTHING on the unique key). Each item is threaded: an answer to a stored
 * item, or to a reply we sent, joins that item's conversation as its child (and its assignee);
 * anything else starts a conversation (a direct message: one per partner). Triage is computed here.
 * Used by the sync, the backfill and the webhooks' background intake.
 */
export async function storeInboxItems(
  ctx: TenantCtx,
  accountId: string,
  items: readonly NetworkItem[],
  options: StoreOptions = {},
): Promise<StoredItems> {
  const account =
    options.account?.id === accountId
      ? options.account
      : await ctx.db.socialAccount.findUnique({ where: { id: accountId }, select: { id: true, platform: true } });
  if (!account) throw notFound("Social account");
  const unique = [...new Map(items.map((i) => [i.id, i])).values()];
  if (unique.length === 0) return { stored: 0, ids: [] };

  const notify = options.notify !== false;
  const ids: string[] = [];
  try {
    for (let start = 0; start < unique.length; start += BATCH) {
      const batch = unique.slice(start, start + BATCH).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      ids.push(...(await storeBatch(ctx, account, batch, notify)));
    }
  } catch (err) {
    // The parts stored before the failure are told of now, in one notice as a whole call would be;
    // should that fail too, their notices wait for the retry, which stores the rest.
    if (notify)
      await notifyNewItems(ctx, account.id).catch((e: unknown) =>
        logger.error({ err: e }, "inbox notification failed"),
      );
    throw err;
  }
  // Also what an earlier call stored and could not tell of: its retry skips those items.
  if (notify) await notifyNewItems(ctx, account.id);
  return { stored: ids.length, ids };
}

async function storeBatch(
  ctx: TenantCtx,
  account: { id: string; platform: string },
  batch: NetworkItem[],
  notify: boolean,
): Promise<string[]> {
  // Only the threads answered are looked up: an item stored before is skipped by the INSERT's ON
  // CONFLICT, so a batch of plain mentions (a backfill) costs one statement.
  const subjects = [...new Set(batch.flatMap((i) => (i.subjectPostId ? [i.subjectPostId] : [])))];
  const [known, answered] = subjects.length
    ? await Promise.all([
        ctx.db.inboxItem.findMany({
          where: { socialAccountId: account.id, platformItemId: { in: subjects } },
          select: { id: true, platformItemId: true, conversationId: true, assignedToId: true },
        }),
        ctx.db.inboxReply.findMany({
          where: { platformReplyId: { in: subjects }, item: { socialAccountId: account.id } },
          select: { platformReplyId: true, item: { select: { id: true, conversationId: true, assignedToId: true } } },
        }),
      ])
    : [[], []];
  const threads = new Map<string, Thread>(known.map((k) => [k.platformItemId, k]));
  for (const r of answered) if (r.platformReplyId) threads.set(r.platformReplyId, r.item);

  const platform = account.platform.toUpperCase();
  const rows: NewRow[] = [];
  for (const item of batch) {
    // Stored before and answered by another item of the batch: found above, kept as it is.
    if (threads.has(item.id)) continue;
    const type = TYPE_OF[item.kind];
    const parent = item.subjectPostId ? threads.get(item.subjectPostId) : undefined;
    const id = randomUUID();
    const conversationId =
      parent?.conversationId ?? (type === "DM" ? `${account.id}:dm:${item.author.id}` : `${account.id}:${item.id}`);
    const assignedToId = parent?.assignedToId ?? null;
    threads.set(item.id, { id, conversationId, assignedToId });
    rows.push({
      id,
      platformItemId: item.id,
      platformUrl: item.url,
      type,
      content: item.text,
      authorId: item.author.id,
      authorName: item.author.displayName || item.author.username,
      authorHandle: item.author.username,
      authorAvatarUrl: item.author.avatarUrl,
      authorFollowers: item.author.followers ?? null,
      platformCreatedAt: item.createdAt,
      conversationId,
      inReplyToPlatformId: item.subjectPostId,
      parentId: parent?.id ?? null,
      assignedToId,
      waitingSince: item.createdAt,
      ...triage({ type, content: item.text, authorFollowers: item.author.followers ?? null }),
    });
  }
  if (rows.length === 0) return [];
  // A new conversation's items already carry their own arrival; a continued one's oldest waiting item may be older.
  const continued = [...new Set(rows.filter((r) => r.parentId).map((r) => r.conversationId))];
  // Each transaction takes LOCKS_PER_TRANSACTION continued conversations with all their rows (an
  // answer is in its parent's conversation, so both go in one statement); the first also takes the
  // rows of new conversations, which lock nothing. A part that fails leaves the parts before it
  // stored and fails the call; its caller's retry (the sync's next run, the webhook step's retry)
  // stores the rest, the stored ones skipped.
  const partOf = new Map(continued.map((c, i) => [c, Math.floor(i / LOCKS_PER_TRANSACTION)]));
  const parts = Array.from({ length: Math.max(1, Math.ceil(continued.length / LOCKS_PER_TRANSACTION)) }, () => ({
    rows: [] as NewRow[],
    continued: new Set<string>(),
  }));
  for (const row of rows) {
    const part = parts[partOf.get(row.conversationId) ?? 0];
    part.rows.push(row);
    if (partOf.has(row.conversationId)) part.continued.add(row.conversationId);
  }
  const ids: string[] = [];
  for (const part of parts)
    ids.push(...(await storePart(ctx, account.id, platform, part.rows, part.continued, notify)));
  return ids;
}

/**
 * The part's continued conversations are locked (as every inbox write locks the conversations it
 * changes) from before the items join them until their waitingSince is refreshed and committed. The
 * items to notify of are recorded with them: stored and owed a notice commit together.
 */
function storePart(
  ctx: TenantCtx,
  accountId: string,
  platform: string,
  rows: NewRow[],
  continued: Set<string>,
  notify: boolean,
) {
  return ctx.db.$transaction(async (db) => {
    const tx = { ...ctx, db };
    if (continued.size > 0) await lockConversations(tx, theseConversations([...continued]));
    const created = await insertItems(tx, accountId, platform, rows);
    await refreshWaitingSince(
      tx,
      created.map((c) => c.conversationId).filter((c) => continued.has(c)),
    );
    const needAction = new Set(rows.filter((r) => r.requiresAction).map((r) => r.id));
    const owed = notify ? created.filter((c) => needAction.has(c.id)) : [];
    if (owed.length > 0) {
      await db.inboxItemNotice.createMany({ data: owed.map((c) => ({ companyId: ctx.companyId, itemId: c.id })) });
    }
    return created.map((c) => c.id);
  });
}

type NewRow = {
  id: string;
  platformItemId: string;
  platformUrl: string | null;
  type: InboxType;
  content: string;
  authorId: string;
  authorName: string;
  authorHandle: string;
  authorAvatarUrl: string | null;
  authorFollowers: number | null;
  platformCreatedAt: Date;
  conversationId: string;
  inReplyToPlatformId: string | null;
  parentId: string | null;
  assignedToId: string | null;
  waitingSince: Date;
} & Triage;

/**
 * One INSERT for the batch, column arrays unnested; an item stored meanwhile by someone else is
 * skipped. An answer whose parent is no longer stored (permanently deleted since it was looked up)
 * is stored without one, in the parent's conversation; the parent is checked FOR KEY SHARE, as its
 * foreign key would, so a delete still running is waited for rather than failing the batch.
 */
function insertItems(ctx: TenantCtx, accountId: string, platform: string, rows: NewRow[]) {
  const col = <K extends keyof NewRow>(key: K) => rows.map((r) => r[key]);
  const times = (key: "platformCreatedAt" | "waitingSince") => rows.map((r) => r[key].toISOString());
  return tenantSql<{ id: string; conversationId: string }>(
    ctx,
    (
      companyId,
    ) => Prisma.sql`INSERT INTO "InboxItem" ("id", "companyId", "socialAccountId", "platform", "platformItemId",
        "platformUrl", "type", "content", "authorId", "authorName", "authorHandle", "authorAvatarUrl", "authorFollowers",
        "platformCreatedAt", "conversationId", "inReplyToPlatformId", "parentId", "assignedToId", "waitingSince", "sentiment", "sentimentScore",
        "requiresAction", "priority", "updatedAt")
      SELECT r."id", ${companyId}::uuid, ${accountId}::uuid, ${platform}, r."platformItemId", r."platformUrl",
        r."type"::"InboxItemType", r."content", r."authorId", r."authorName", r."authorHandle", r."authorAvatarUrl",
        r."authorFollowers", r."platformCreatedAt", r."conversationId", r."inReplyToPlatformId",
        CASE WHEN r."parentId" = ANY(${col("id")}::uuid[]) OR EXISTS (SELECT 1 FROM "InboxItem" p
          WHERE p."companyId" = ${companyId}::uuid AND p."id" = r."parentId" FOR KEY SHARE) THEN r."parentId" END,
        r."assignedToId", r."waitingSince", r."sentiment", r."sentimentScore", r."requiresAction", r."priority", now()
      FROM unnest(${col("id")}::uuid[], ${col("platformItemId")}::text[], ${col("platformUrl")}::text[], ${col("type")}::text[],
        ${col("content")}::text[], ${col("authorId")}::text[], ${col("authorName")}::text[], ${col("authorHandle")}::text[],
        ${col("authorAvatarUrl")}::text[], ${col("authorFollowers")}::int[], ${times("platformCreatedAt")}::timestamptz[], ${col("conversationId")}::text[],
        ${col("inReplyToPlatformId")}::text[], ${col("parentId")}::uuid[], ${col("assignedToId")}::uuid[],
        ${times("waitingSince")}::timestamptz[], ${col("sentiment")}::text[], ${col("sentimentScore")}::float8[],
        ${col("requiresAction")}::boolean[], ${col("priority")}::int[])
        AS r("id", "platformItemId", "platformUrl", "type", "content", "authorId", "authorName", "authorHandle",
          "authorAvatarUrl", "authorFollowers", "platformCreatedAt", "conversationId", "inReplyToPlatformId", "parentId", "assignedToId",
          "waitingSince", "sentiment", "sentimentScore", "requiresAction", "priority")
      ON CONFLICT ("socialAccountId", "platformItemId") DO NOTHING
      RETURNING "id", "conversationId"`,
  );
}
