import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { gatewayStatus } from "@/lib/admin/ai-gateway";

export const GET = handle(contracts.getGatewayStatus, () => gatewayStatus());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
