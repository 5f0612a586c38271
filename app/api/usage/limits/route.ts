import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { usageLimits } from "@/lib/usage/allowances";

export const GET = handle(contracts.getUsageLimits, ({ ctx }) => usageLimits(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
