import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/billing/contracts";
import { createCheckout } from "@/lib/billing/checkout";

export const POST = handle(contracts.createCheckout, ({ ctx, body }) => createCheckout(ctx, ctx.actor, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
