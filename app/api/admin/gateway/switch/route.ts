import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { switchGateway } from "@/lib/admin/ai-gateway";

export const POST = handle(contracts.switchGateway, ({ ctx, body }) => switchGateway(ctx, body.adapter));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
