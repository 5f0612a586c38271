import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { updateIntegrationConfig } from "@/lib/admin/integration-configs";

export const PUT = handle(contracts.updateIntegrationConfig, ({ ctx, params, body }) =>
  updateIntegrationConfig(ctx, params.id, body),
);
export const { OPTIONS, GET, HEAD, POST, PATCH, DELETE } = otherMethods({ PUT });
