import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/brand/contracts";
import { refineField } from "@/lib/brand/refine-field";

export const POST = handle(contracts.refineField, ({ ctx, body }) => refineField(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
