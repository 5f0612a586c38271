import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { createPersonalToken, listPersonalTokens } from "@/lib/auth/contracts";
import * as tokens from "@/lib/auth/personal-tokens";

export const GET = handle(listPersonalTokens, ({ ctx, query }) => tokens.listPersonalTokens(ctx, query));
export const POST = handle(createPersonalToken, ({ ctx, body }) => tokens.createPersonalToken(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
