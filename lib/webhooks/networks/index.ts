import type { WebhookNetwork } from "../types";
import { metaWebhooks } from "./meta";
import { xWebhooks } from "./x";
import { youtubeWebhooks } from "./youtube";

/** Every inbound notification endpoint by name; a next network plugs in here and in app/api/webhooks. */
export const WEBHOOK_NETWORKS = {
  x: xWebhooks,
  meta: metaWebhooks,
  youtube: youtubeWebhooks,
} as const satisfies Record<WebhookNetwork["name"], WebhookNetwork>;

export type WebhookNetworkName = keyof typeof WEBHOOK_NETWORKS;
export const WEBHOOK_NETWORK_NAMES = Object.keys(WEBHOOK_NETWORKS) as WebhookNetworkName[];
