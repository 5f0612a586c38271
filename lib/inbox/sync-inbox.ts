import type { TenantCtx } from "@/lib/db";
import { logger } from "@/lib/logger";
import { syncAccountInbox } from "./sync-account";

/**
 * POST /api/inbox/sync: every connected account of the company (of one network when asked), one
 * after another; an account that fails is counted in `errors` and never stops the others.
 */
export async function syncInbox(ctx: TenantCtx, platform?: string) {
  const accounts = await ctx.db.socialAccount.findMany({
    where: { status: "connected", ...(platform ? { platform: platform.toLowerCase() } : {}) },
    select: { id: true },
    orderBy: { connectedAt: "asc" },
  });
  let synced = 0;
  let errors = 0;
  for (const account of accounts) {
    try {
      synced += await syncAccountInbox(ctx, account.id);
    } catch (err) {
      errors++;
      logger.warn({ accountId: account.id, err: (err as Error).message }, "inbox sync of an account failed");
    }
  }
  return { success: true, synced, errors };
}
