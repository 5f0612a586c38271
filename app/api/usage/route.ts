import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { periodCounters } from "@/lib/usage/allowances";
import { usageInRange } from "@/lib/usage/history";

export const GET = handle(contracts.getUsage, ({ ctx, query }) =>
  query.startDate || query.endDate ? usageInRange(ctx, query) : periodCounters(ctx),
);
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
