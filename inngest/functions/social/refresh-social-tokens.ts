import { inngest } from "@/inngest/client";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { REFRESH_WINDOW_MS, refreshStoredAccount, type RefreshOutcome } from "@/lib/social/refresh-account";

/** Connect states are good for 10 minutes; a day later nothing can use them. */
const STATE_RETENTION_MS = 24 * 3600_000;

/** Connected accounts, across companies, whose access token expires within the refresh window (or has). */
async function accountsDueForRefresh(now: Date) {
  return adminDb().socialAccount.findMany({
    where: { status: "connected", tokenExpiresAt: { lt: new Date(now.getTime() + REFRESH_WINDOW_MS) } },
    select: { id: true, companyId: true },
    orderBy: { tokenExpiresAt: "asc" },
  });
}

/**
 * Every 5 minutes: refreshes social tokens before they expire, so a post due now never meets an
 * expired token, and drops connect states nobody can use any more. Each account is refreshed in
 * its own company's context and step; a refusal marks only that account needs_reconnect (and tells
 * its company), a network that is down changes nothing. One run at a time.
 */
export const refreshSocialTokens = inngest.createFunction(
  {
    id: "refresh-social-tokens",
    name: "Refresh social account tokens ahead of expiry",
    triggers: [{ cron: "*/5 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const due = await step.run("find-accounts-due", () => accountsDueForRefresh(new Date()));
    const outcomes: Record<string, RefreshOutcome> = {};
    for (const account of due) {
      outcomes[account.id] = await step.run(`refresh-${account.id}`, () =>
        refreshStoredAccount(tenantCtxFor(account.companyId), account.id),
      );
    }
    const states = await step.run("delete-old-connect-states", async () => {
      const { count } = await adminDb().socialAuthState.deleteMany({
        where: { expiresAt: { lt: new Date(Date.now() - STATE_RETENTION_MS) } },
      });
      return count;
    });
    return { outcomes, deletedStates: states };
  },
);
