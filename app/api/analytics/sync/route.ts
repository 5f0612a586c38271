import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/analytics/contracts";
import { syncCompanyMetrics } from "@/lib/analytics/sync";

export const POST = handle(contracts.syncAnalytics, async ({ ctx, body }) => {
  const result = await syncCompanyMetrics(ctx, { platform: body.platform });
  return { success: result.errors.length === 0, ...result };
});
export const { OPTIONS, HEAD, GET, PUT, PATCH, DELETE } = otherMethods({ POST });
