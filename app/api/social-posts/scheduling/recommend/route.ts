import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { recommendSlots } from "@/lib/scheduling/recommend";

export const POST = handle(contracts.recommend, ({ ctx, body }) => recommendSlots(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
