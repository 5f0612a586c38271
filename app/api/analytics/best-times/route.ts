import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/analytics/contracts";
import { bestTimes } from "@/lib/analytics/dashboard";

export const GET = handle(contracts.analyticsBestTimes, ({ ctx, query }) => bestTimes(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
