import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/billing/contracts";
import { receiveBillingWebhook } from "@/lib/billing/webhook-admin";

export const POST = handle(contracts.receiveBillingWebhook, ({ ctx }) => receiveBillingWebhook(ctx.req));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
