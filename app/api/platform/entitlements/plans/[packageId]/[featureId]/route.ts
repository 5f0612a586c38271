import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { updatePlanEntitlement } from "@/lib/admin/entitlement-matrix";

export const PUT = handle(contracts.updatePlanEntitlement, ({ ctx, params, body }) =>
  updatePlanEntitlement(ctx, params.packageId, params.featureId, body),
);
export const { OPTIONS, GET, HEAD, POST, PATCH, DELETE } = otherMethods({ PUT });
