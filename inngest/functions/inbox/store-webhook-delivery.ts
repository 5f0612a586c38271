import { inngest } from "@/inngest/client";
import { webhookDeliveryReceived } from "@/lib/jobs/events";
import { storeWebhookDelivery as storeDelivery } from "@/lib/webhooks/store-delivery-admin";

/**
 * Stores the items of a network's webhook delivery, accepted (signature checked) by
 * app/api/webhooks. Idempotent: items are unique per (account, network item id), so a retry or a
 * repeated delivery stores nothing twice.
 */
export const storeWebhookDelivery = inngest.createFunction(
  { id: "store-webhook-delivery", name: "Store a webhook delivery's inbox items", triggers: [webhookDeliveryReceived] },
  async ({ event, step }) => step.run("store-items", () => storeDelivery(event.data.network, event.data.body)),
);
