import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { deleteSegment, getSegment, updateSegment } from "@/lib/admin/segments";

export const GET = handle(contracts.getSegment, ({ params }) => getSegment(params.id));
export const PUT = handle(contracts.updateSegment, ({ ctx, params, body }) => updateSegment(ctx, params.id, body));
export const DELETE = handle(contracts.deleteSegment, ({ ctx, params }) => deleteSegment(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
