import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listIntegrationConfigs } from "@/lib/admin/integration-configs";

export const GET = handle(contracts.listIntegrationConfigs, () => listIntegrationConfigs());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
