import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/webhooks/contracts";
import { acceptDelivery } from "@/lib/webhooks/intake-admin";
import { answerXCrc } from "@/lib/webhooks/networks/x";
import { WEBHOOK_NETWORKS } from "@/lib/webhooks/networks";

export const GET = handle(contracts.xCrcCheck, ({ query }) => answerXCrc(query.crc_token));
export const POST = handle(contracts.receiveXWebhook, ({ ctx }) => acceptDelivery(ctx.req, WEBHOOK_NETWORKS.x));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
