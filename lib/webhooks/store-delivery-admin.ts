import { adminDb, tenantCtxFor } from "@/lib/db";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import { logger } from "@/lib/logger";
import { WEBHOOK_NETWORKS, type WebhookNetworkName } from "./networks";

/**
 * The background half of a webhook delivery: each account it names is looked up among every
 * company's connected accounts (one network account may be connected by several companies), and
 * its items stored in that company's inbox, once per (account, network item id), so a delivery
 * repeated by the network, or retried here, stores nothing new. A delivery that only says something
 * happened (YouTube) has the account's new items fetched from the network; a fetch that fails is
 * left to the scheduled inbox sync.
 */
export async function storeWebhookDelivery(network: WebhookNetworkName, body: string): Promise<{ stored: number }> {
  let stored = 0;
  for (const activity of WEBHOOK_NETWORKS[network].activities(body)) {
    const accounts = await adminDb().socialAccount.findMany({
      where: { platform: activity.platform, externalId: activity.accountExternalId, status: { not: "disconnected" } },
      select: { id: true, companyId: true },
    });
    for (const account of accounts) {
      const ctx = tenantCtxFor(account.companyId);
      stored += (await storeInboxItems(ctx, account.id, activity.items)).stored;
      if (activity.fetchNew)
        stored += await syncAccountInbox(ctx, account.id).catch((err: unknown) => {
          logger.warn({ err, accountId: account.id }, "fetching after a webhook delivery failed");
          return 0;
        });
    }
  }
  return { stored };
}
