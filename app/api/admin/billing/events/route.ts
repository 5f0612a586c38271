import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/billing/contracts";
import { listBillingEvents } from "@/lib/billing/webhook-events-admin";

export const GET = handle(contracts.listBillingEvents, ({ query }) => listBillingEvents(query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
