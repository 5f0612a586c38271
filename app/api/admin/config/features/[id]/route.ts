import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { updateFeatureFlag } from "@/lib/admin/feature-flags";

export const PUT = handle(contracts.updateFeatureFlag, ({ ctx, params, body }) =>
  updateFeatureFlag(ctx, params.id, body),
);
export const { OPTIONS, GET, HEAD, POST, PATCH, DELETE } = otherMethods({ PUT });
