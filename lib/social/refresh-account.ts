import type { TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import { isProviderError } from "@/lib/integrations/http";
import { logger } from "@/lib/logger";
import { markNeedsReconnect } from "./account-health";
import { withAccount } from "./account-session";

/** Tokens expiring within this window are refreshed by the scheduled run (every 5 minutes). */
export const REFRESH_WINDOW_MS = 30 * 60_000;
/** How long one refresh holds its account: other runners leave it alone meanwhile. */
const REFRESH_LOCK_MS = 2 * 60_000;

export type RefreshOutcome = "refreshed" | "needs_reconnect" | "not_refreshable" | "failed_for_now" | "skipped";

/**
 * Refreshes one account's tokens ahead of expiry. Only the network refusing the credentials for
 * good marks the account needs_reconnect (and tells the company); the stored refresh token is never
 * deleted. A network that is down, slow or rate limiting changes nothing but `lastRefreshError`: the
 * next run tries again. An account whose network cannot refresh (LinkedIn without a refresh token)
 * needs a person only once its token has actually expired.
 */
export async function refreshStoredAccount(
  ctx: TenantCtx,
  accountId: string,
  now = new Date(),
): Promise<RefreshOutcome> {
  const claimed = await ctx.db.socialAccount.updateMany({
    where: {
      id: accountId,
      status: "connected",
      accessToken: { not: null },
      OR: [{ refreshLockedUntil: null }, { refreshLockedUntil: { lt: now } }],
    },
    data: { refreshLockedUntil: new Date(now.getTime() + REFRESH_LOCK_MS) },
  });
  if (claimed.count === 0) return "skipped";
  try {
    const row = await ctx.db.socialAccount.findFirstOrThrow({ where: { id: accountId } });
    return await withAccount(ctx, row, async (session) => {
      if (!session.provider.canRefresh(session.account)) {
        if (!row.tokenExpiresAt || row.tokenExpiresAt > now) return "not_refreshable";
        const label = platformLabel(row.platform);
        await markNeedsReconnect(ctx, row, {
          message: `${label}'s access for @${row.username} ended on ${row.tokenExpiresAt.toISOString().slice(0, 10)} and ${label} offers no way to renew it: connect the account again.`,
        });
        return "needs_reconnect";
      }
      await session.refresh();
      return "refreshed";
    });
  } catch (err) {
    if (isProviderError(err, "needs_reconnect")) return "needs_reconnect";
    const message = isProviderError(err) ? `${err.kind}: ${err.message}` : "unexpected error";
    logger.warn({ err, accountId }, "token refresh failed for now; the account stays connected");
    await ctx.db.socialAccount.update({ where: { id: accountId }, data: { lastRefreshError: message } });
    return "failed_for_now";
  } finally {
    await ctx.db.socialAccount.update({ where: { id: accountId }, data: { refreshLockedUntil: null } });
  }
}
