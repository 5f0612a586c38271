import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listGatewayAdapters } from "@/lib/admin/ai-gateway";

export const GET = handle(contracts.listGatewayAdapters, () => listGatewayAdapters());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
