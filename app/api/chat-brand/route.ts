import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/brand/contracts";
import { chatBrand } from "@/lib/brand/chat-brand";

export const POST = handle(contracts.chatBrand, ({ ctx, body }) => chatBrand(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
