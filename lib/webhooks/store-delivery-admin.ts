import { adminDb, tenantCtxFor } from "@/lib/db";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { WEBHOOK_NETWORKS, type WebhookNetworkName } from "./networks";

/**
 * The background half of a webhook delivery: each account it names is looked up among every
 * company's connected accounts (one network account may be connected by several companies), and
 * its items stored in that company's inbox, once per (account, network item id), so a delivery
 * repeated by the network, or retried here, stores nothing new.
 */
export async function storeWebhookDelivery(network: WebhookNetworkName, body: string): Promise<{ stored: number }> {
  let stored = 0;
  for (const activity of WEBHOOK_NETWORKS[network].activities(body)) {
    const accounts = await adminDb().socialAccount.findMany({
      where: { platform: activity.platform, externalId: activity.accountExternalId, status: { not: "disconnected" } },
      select: { id: true, companyId: true },
    });
    for (const account of accounts)
      stored += (await storeInboxItems(tenantCtxFor(account.companyId), account.id, activity.items)).stored;
  }
  return { stored };
}
