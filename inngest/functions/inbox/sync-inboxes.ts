import { inngest } from "@/inngest/client";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import { logger } from "@/lib/logger";

/** One account's pull; its failure is recorded on its sync state and reported, never thrown, so the other accounts go on. */
async function syncOne(account: { id: string; companyId: string }) {
  try {
    return { synced: await syncAccountInbox(tenantCtxFor(account.companyId), account.id), failed: false };
  } catch (err) {
    logger.warn({ accountId: account.id, err: (err as Error).message }, "inbox sync of an account failed");
    return { synced: 0, failed: true };
  }
}

async function syncEach(
  step: { run: <T>(id: string, fn: () => Promise<T>) => Promise<unknown> },
  accounts: { id: string; companyId: string }[],
) {
  let synced = 0;
  let errors = 0;
  for (const account of accounts) {
    const r = (await step.run(`sync-${account.id}`, () => syncOne(account))) as { synced: number; failed: boolean };
    synced += r.synced;
    if (r.failed) errors++;
  }
  return { accounts: accounts.length, synced, errors };
}

/**
 * Every 5 minutes: each connected account's new items, from where its last sync stopped. Accounts
 * whose network asked us to wait (rate limit) are left until then; an account that fails never
 * stops the others.
 */
export const syncInboxes = inngest.createFunction(
  {
    id: "sync-inboxes",
    name: "Sync the inbox of every connected account",
    triggers: [{ cron: "*/5 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const accounts = await step.run("find-accounts", () =>
      adminDb().socialAccount.findMany({
        where: {
          status: "connected",
          inboxSync: { is: { OR: [{ retryAfter: null }, { retryAfter: { lte: new Date() } }] } },
        },
        select: { id: true, companyId: true },
      }),
    );
    return syncEach(step, accounts);
  },
);

/**
 * Every minute: accounts connected since and never synced get their backfill (BACKFILL_DAYS of
 * history, continued by the 5-minute sync when longer), so the inbox is not empty on day one.
 */
export const backfillNewInboxes = inngest.createFunction(
  {
    id: "backfill-new-inboxes",
    name: "Backfill the inbox of newly connected accounts",
    triggers: [{ cron: "* * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const accounts = await step.run("find-new-accounts", () =>
      adminDb().socialAccount.findMany({
        where: { status: "connected", inboxSync: { is: null } },
        select: { id: true, companyId: true },
      }),
    );
    return syncEach(step, accounts);
  },
);
