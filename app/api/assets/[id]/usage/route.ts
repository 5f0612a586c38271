import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { recordUsage } from "@/lib/media/usage";

export const POST = handle(contracts.recordAssetUsage, ({ ctx, params, body }) => recordUsage(ctx, params.id, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
