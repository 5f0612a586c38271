import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { checkAction } from "@/lib/usage/allowances";

export const GET = handle(contracts.checkEntitlement, ({ ctx, params }) => checkAction(ctx, params.action));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
