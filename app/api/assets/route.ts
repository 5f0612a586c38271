import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { listAssets } from "@/lib/media/assets";

export const GET = handle(contracts.listAssets, ({ ctx, query }) => listAssets(ctx, query));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
