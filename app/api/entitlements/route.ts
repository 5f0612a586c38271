import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { getEntitlements } from "@/lib/usage/allowances";

export const GET = handle(contracts.getEntitlements, ({ ctx }) => getEntitlements(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
