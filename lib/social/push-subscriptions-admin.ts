import { toSocialPlatform } from "@/lib/content/platforms";
import { adminDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { network } from "./networks";

/**
 * Asks a network that pushes news of an account's activity (SocialProvider.subscribePush: YouTube
 * over WebSub) to send it for this account. A failure is logged, never fatal: the scheduled inbox
 * sync still reads the account, and the daily renewal asks again.
 */
export async function subscribeAccountPush(platform: string, externalId: string): Promise<boolean> {
  const id = toSocialPlatform(platform);
  if (!id) return false;
  try {
    const { provider } = await network(id);
    if (!provider.subscribePush) return false;
    await provider.subscribePush(externalId);
    return true;
  } catch (err) {
    logger.warn({ err, platform, externalId }, "push subscription failed");
    return false;
  }
}

/**
 * Renews every push subscription before its lease ends: each connected account (once per network
 * account, however many companies connected it) of a network that pushes. Runs daily; the hubs'
 * leases last days (YouTube's hub grants up to 10).
 */
export async function renewPushSubscriptions(): Promise<{ renewed: number; failed: number }> {
  const accounts = await adminDb().socialAccount.findMany({
    where: { status: "connected" },
    select: { platform: true, externalId: true },
    distinct: ["platform", "externalId"],
  });
  let renewed = 0;
  let failed = 0;
  for (const account of accounts) {
    const id = toSocialPlatform(account.platform);
    if (!id) continue;
    const pushes = await network(id).then(
      (n) => Boolean(n.provider.subscribePush),
      () => false,
    );
    if (!pushes) continue;
    if (await subscribeAccountPush(account.platform, account.externalId)) renewed++;
    else failed++;
  }
  return { renewed, failed };
}
