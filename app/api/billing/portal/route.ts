import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/billing/contracts";
import { openPortal } from "@/lib/billing/checkout";

export const POST = handle(contracts.openPortal, ({ ctx }) => openPortal(ctx));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
