import { toSocialPlatform } from "@/lib/content/platforms";
import { adminDb, tenantCtxFor, type TenantCtx } from "@/lib/db";
import { logger } from "@/lib/logger";
import { accountContext, type SocialAccountRow } from "./account-session";
import { network } from "./networks";

/**
 * Asks the account's network to push news of its activity to this app's webhook
 * (SocialProvider.subscribePush: YouTube over WebSub, Facebook and Instagram through the page's
 * subscribed_apps, X's Account Activity API). A failure is logged, never fatal: the scheduled inbox
 * sync still reads the account. It runs outside withAccount on purpose: a refused subscription (a
 * permission the app was not granted) must not mark a just-connected account needs_reconnect.
 */
async function subscribeRow(ctx: TenantCtx, row: SocialAccountRow): Promise<boolean> {
  const id = toSocialPlatform(row.platform);
  if (!id) return false;
  try {
    const { provider } = await network(id);
    if (!provider.subscribePush) return false;
    await provider.subscribePush(await accountContext(ctx, row));
    return true;
  } catch (err) {
    logger.warn({ err, platform: row.platform, externalId: row.externalId }, "push subscription failed");
    return false;
  }
}

/** Subscribes a just-connected account (every connect path calls this once the account is stored). */
export async function subscribeAccountPush(ctx: TenantCtx, accountId: string): Promise<boolean> {
  const row = await ctx.db.socialAccount.findFirst({ where: { id: accountId, status: "connected" } });
  return row ? subscribeRow(ctx, row) : false;
}

/**
 * Renews the push subscriptions that are leases (SocialProvider.pushLeaseExpires: YouTube's hub
 * grants up to 10 days) before they end: each connected account, once per network account however
 * many companies connected it. Runs daily. Meta's and X's subscriptions stay until removed, so they
 * are not asked again here.
 */
export async function renewPushSubscriptions(): Promise<{ renewed: number; failed: number }> {
  const accounts = await adminDb().socialAccount.findMany({
    where: { status: "connected" },
    distinct: ["platform", "externalId"],
  });
  let renewed = 0;
  let failed = 0;
  for (const account of accounts) {
    const id = toSocialPlatform(account.platform);
    if (!id) continue;
    const leases = await network(id).then(
      (n) => Boolean(n.provider.subscribePush && n.provider.pushLeaseExpires),
      () => false,
    );
    if (!leases) continue;
    if (await subscribeRow(tenantCtxFor(account.companyId), account)) renewed++;
    else failed++;
  }
  return { renewed, failed };
}
