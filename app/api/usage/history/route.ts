import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { usageHistory } from "@/lib/usage/history";

export const GET = handle(contracts.getUsageHistory, ({ ctx, query }) => usageHistory(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
