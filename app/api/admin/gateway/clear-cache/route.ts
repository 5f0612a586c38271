import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { clearGatewayCache } from "@/lib/admin/ai-gateway";

export const POST = handle(contracts.clearGatewayCache, () => clearGatewayCache());
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
