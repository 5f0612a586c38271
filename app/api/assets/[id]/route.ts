import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { deleteAsset, getAsset, updateAsset } from "@/lib/media/assets";

export const GET = handle(contracts.getAsset, ({ ctx, params }) => getAsset(ctx, params.id));
export const PATCH = handle(contracts.updateAsset, ({ ctx, params, body }) => updateAsset(ctx, params.id, body));
export const DELETE = handle(contracts.deleteAsset, ({ ctx, params, query }) => deleteAsset(ctx, params.id, query));
export const { HEAD, OPTIONS, POST, PUT } = otherMethods({ GET, PATCH, DELETE });
