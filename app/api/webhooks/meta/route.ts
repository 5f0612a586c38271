import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/webhooks/contracts";
import { acceptDelivery } from "@/lib/webhooks/intake-admin";
import { WEBHOOK_NETWORKS } from "@/lib/webhooks/networks";
import { answerMetaVerification } from "@/lib/webhooks/networks/meta";

export const GET = handle(contracts.metaVerification, ({ query }) =>
  answerMetaVerification({
    mode: query["hub.mode"],
    verifyToken: query["hub.verify_token"],
    challenge: query["hub.challenge"],
  }),
);
export const POST = handle(contracts.receiveMetaWebhook, ({ ctx }) => acceptDelivery(ctx.req, WEBHOOK_NETWORKS.meta));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
