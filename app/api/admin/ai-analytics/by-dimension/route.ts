import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { aiAnalyticsByDimension } from "@/lib/admin/ai-analytics";

export const GET = handle(contracts.getAiAnalyticsByDimension, ({ query }) =>
  aiAnalyticsByDimension(query.dimension, query),
);
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
