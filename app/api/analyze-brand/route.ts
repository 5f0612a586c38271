import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/brand/contracts";
import { analyzeBrand } from "@/lib/brand/analyze-brand";

export const POST = handle(contracts.analyzeBrand, ({ ctx, body }) => analyzeBrand(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
