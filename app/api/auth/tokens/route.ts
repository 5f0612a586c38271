import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/auth/contracts";
import { createPersonalToken, listPersonalTokens } from "@/lib/auth/personal-tokens";

export const GET = handle(contracts.listPersonalTokens, ({ ctx, query }) => listPersonalTokens(ctx, query));
export const POST = handle(contracts.createPersonalToken, ({ ctx, body }) => createPersonalToken(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
