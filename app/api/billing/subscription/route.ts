import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/billing/contracts";
import { getSubscription } from "@/lib/billing/subscription";

export const GET = handle(contracts.getSubscription, ({ ctx }) => getSubscription(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
