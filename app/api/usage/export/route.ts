import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { exportUsage } from "@/lib/usage/export-usage";

export const GET = handle(contracts.exportUsage, ({ ctx, query }) => exportUsage(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
