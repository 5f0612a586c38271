import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/auth/contracts";
import { revokePersonalToken } from "@/lib/auth/personal-tokens";

export const DELETE = handle(contracts.revokePersonalToken, ({ ctx, params }) => revokePersonalToken(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
