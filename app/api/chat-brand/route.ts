import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { wantsStructuredStream } from "@/lib/ai/stream-structured";
import * as contracts from "@/lib/brand/contracts";
import { chatBrand, chatBrandStream } from "@/lib/brand/chat-brand";

export const POST = handle(contracts.chatBrand, ({ ctx, body }) =>
  wantsStructuredStream(ctx.headers) ? chatBrandStream(ctx, body) : chatBrand(ctx, body),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
