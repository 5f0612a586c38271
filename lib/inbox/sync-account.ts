import type { TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { withAccount } from "@/lib/social/account-session";
import { storeInboxItems } from "./store-items";

/** A newly connected account's history is read this far back (the networks' notification lists keep at least this). */
export const BACKFILL_DAYS = 30;
const PAGE_SIZE = 100;
/** Items stored in one statement (ten full pages). */
const STORE_BATCH = 1000;
/** Batches stored at the same time while later pages are read. */
const STORES_AT_ONCE = 2;
/** Pages one run reads per account; a longer backfill continues on the next run from its cursor. */
const PAGES_PER_RUN = 50;

export class AccountWaiting extends Error {
  constructor(readonly until: Date) {
    super(`The network asked us to wait until ${until.toISOString()}`);
  }
}

export interface SyncOptions {
  /** Pages to read at most in this run (tests and the benchmark change it). */
  maxPages?: number;
}

/**
 * Pulls one account's new items, from where its last sync stopped. The networks list newest first
 * and page towards older items, so a run reads pages until it reaches an item no newer than the
 * newest it already holds. An account's first run is its backfill: it reads back BACKFILL_DAYS,
 * continuing on later runs from the stored cursor when there is more than one run's worth.
 * A network's rate limit is kept: the account is not asked again before the time it gave.
 * Answers the number of new items stored.
 */
export async function syncAccountInbox(ctx: TenantCtx, accountId: string, options: SyncOptions = {}): Promise<number> {
  const row = await ctx.db.socialAccount.findUnique({ where: { id: accountId } });
  if (!row || row.status !== "connected") return 0;
  const state = await ctx.db.inboxSyncState.upsert({
    where: { socialAccountId: accountId },
    create: {
      companyId: ctx.companyId,
      socialAccountId: accountId,
      backfillUntil: new Date(Date.now() - BACKFILL_DAYS * 86_400_000),
    },
    update: {},
  });
  if (state.retryAfter && state.retryAfter > new Date()) throw new AccountWaiting(state.retryAfter);

  let pages = options.maxPages ?? PAGES_PER_RUN;
  let stored = 0;
  let newest: NetworkItem | null = null;
  const firstRun = state.newestItemAt === null;
  try {
    await withAccount(ctx, row, async (session) => {
      // Pages are stored STORE_BATCH items at a time, one statement each, while the next pages are
      // read: the network's latency and the database's overlap, and a backfill costs few round trips.
      const readFrom = async (start: string | undefined, stopAt: Date, notify: boolean): Promise<string | null> => {
        if (pages <= 0) return start ?? null;
        const ask = (cursor: string | undefined) => {
          const page = session.fetchInbox({ cursor, limit: PAGE_SIZE });
          // Awaited below; marked handled now so a failure while a batch is stored is not an unhandled rejection.
          page.catch(() => undefined);
          return page;
        };
        let buffer: NetworkItem[] = [];
        const storing = new Set<Promise<void>>();
        let failed: unknown = null;
        const flush = async () => {
          const batch = buffer;
          buffer = [];
          // At most STORES_AT_ONCE statements at a time: the pool's other connections stay free.
          while (storing.size >= STORES_AT_ONCE) await Promise.race(storing);
          if (batch.length) {
            const store = storeInboxItems(ctx, accountId, batch, { notify, account: row })
              .then((r) => void (stored += r.stored))
              .catch((err: unknown) => void (failed ??= err))
              .finally(() => storing.delete(store));
            storing.add(store);
          }
          if (failed) throw failed;
        };
        const drain = async () => {
          await flush();
          await Promise.all(storing);
          if (failed) throw failed;
        };
        let next = ask(start);
        try {
          while (pages > 0) {
            pages--;
            const page = await next;
            for (const item of page.items) if (!newest || item.createdAt > newest.createdAt) newest = item;
            const done = !page.cursor || page.items.length === 0 || page.items.some((i) => i.createdAt <= stopAt);
            if (!done && pages > 0) next = ask(page.cursor!);
            buffer.push(...page.items);
            if (buffer.length >= STORE_BATCH) await flush();
            if (done) return null;
            if (pages <= 0) return page.cursor;
          }
          return null;
        } finally {
          // What was read is stored before the run goes on or fails.
          await drain();
        }
      };
      const until = state.backfillUntil ?? new Date(0);
      if (firstRun) {
        const rest = await readFrom(undefined, until, false);
        await saveBackfill(ctx, accountId, rest);
      } else {
        await readFrom(undefined, state.newestItemAt!, true);
        if (!state.backfillDoneAt && state.backfillCursor) {
          await saveBackfill(ctx, accountId, await readFrom(state.backfillCursor, until, false));
        }
      }
    });
  } catch (err) {
    await recordFailure(ctx, accountId, err);
    throw err;
  }
  const top = newest as NetworkItem | null;
  await ctx.db.inboxSyncState.update({
    where: { socialAccountId: accountId },
    data: {
      lastSyncedAt: new Date(),
      lastError: null,
      failures: 0,
      retryAfter: null,
      ...(top && (!state.newestItemAt || top.createdAt > state.newestItemAt)
        ? { newestItemId: top.id, newestItemAt: top.createdAt }
        : firstRun
          ? { newestItemAt: new Date(0) }
          : {}),
    },
  });
  return stored;
}

async function saveBackfill(ctx: TenantCtx, accountId: string, cursor: string | null) {
  await ctx.db.inboxSyncState.update({
    where: { socialAccountId: accountId },
    data: cursor ? { backfillCursor: cursor } : { backfillCursor: null, backfillDoneAt: new Date() },
  });
}

async function recordFailure(ctx: TenantCtx, accountId: string, err: unknown) {
  const waitSeconds = isProviderError(err, "rate_limited") ? Math.max(1, err.retryAfterSeconds ?? 60) : null;
  await ctx.db.inboxSyncState.update({
    where: { socialAccountId: accountId },
    data: {
      lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
      failures: { increment: 1 },
      ...(waitSeconds ? { retryAfter: new Date(Date.now() + waitSeconds * 1000) } : {}),
    },
  });
}
