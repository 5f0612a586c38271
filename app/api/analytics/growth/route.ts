import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/analytics/contracts";
import { growth } from "@/lib/analytics/dashboard";

export const GET = handle(contracts.analyticsGrowth, ({ ctx, query }) => growth(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
