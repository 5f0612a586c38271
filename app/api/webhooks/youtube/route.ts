import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/webhooks/contracts";
import { acceptDelivery } from "@/lib/webhooks/intake-admin";
import { WEBHOOK_NETWORKS } from "@/lib/webhooks/networks";
import { confirmYoutubeSubscription } from "@/lib/webhooks/youtube-subscription-admin";

export const GET = handle(contracts.youtubeVerification, ({ query }) =>
  confirmYoutubeSubscription({ mode: query["hub.mode"], topic: query["hub.topic"], challenge: query["hub.challenge"] }),
);
export const POST = handle(contracts.receiveYoutubeWebhook, ({ ctx }) =>
  acceptDelivery(ctx.req, WEBHOOK_NETWORKS.youtube),
);
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
