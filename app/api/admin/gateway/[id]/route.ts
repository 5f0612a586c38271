import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { updateGatewayAdapter } from "@/lib/admin/ai-gateway";

export const PUT = handle(contracts.updateGatewayAdapter, ({ ctx, params, body }) =>
  updateGatewayAdapter(ctx, params.id, body),
);
export const { OPTIONS, GET, HEAD, POST, PATCH, DELETE } = otherMethods({ PUT });
