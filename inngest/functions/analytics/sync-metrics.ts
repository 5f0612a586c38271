import { inngest } from "@/inngest/client";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncCompanyMetrics } from "@/lib/analytics/sync";

/**
 * Every 3 hours: each company's connected accounts into the analytics store (today's account row,
 * replaced on each run of the day, and the posts of the last 30 days). A company per step, so one
 * slow network delays only its own company's step.
 */
export const syncAnalyticsMetrics = inngest.createFunction(
  {
    id: "sync-analytics-metrics",
    name: "Sync analytics metrics from the networks",
    triggers: [{ cron: "0 */3 * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const companies = await step.run("find-companies", async () => {
      const rows = await adminDb().socialAccount.findMany({
        where: { status: "connected" },
        select: { companyId: true },
        distinct: ["companyId"],
      });
      return rows.map((r) => r.companyId);
    });
    const results: Record<string, { synced: number; errors: number }> = {};
    for (const companyId of companies) {
      results[companyId] = await step.run(`sync-${companyId}`, async () => {
        const r = await syncCompanyMetrics(tenantCtxFor(companyId));
        return { synced: r.synced, errors: r.errors.length };
      });
    }
    return results;
  },
);

/**
 * Every 10 minutes: accounts connected since and never synced get their backfill (every post they
 * published), so a new account's numbers show without waiting for the 3-hourly run.
 */
export const backfillNewAccounts = inngest.createFunction(
  {
    id: "backfill-new-social-accounts",
    name: "Backfill analytics of newly connected accounts",
    triggers: [{ cron: "*/10 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const fresh = await step.run("find-unsynced-accounts", () =>
      adminDb().socialAccount.findMany({
        where: { status: "connected", dailyMetrics: { none: {} } },
        select: { id: true, companyId: true },
      }),
    );
    let synced = 0;
    for (const account of fresh) {
      synced += await step.run(
        `backfill-${account.id}`,
        async () => (await syncCompanyMetrics(tenantCtxFor(account.companyId), { accountId: account.id })).synced,
      );
    }
    return { accounts: fresh.length, synced };
  },
);
