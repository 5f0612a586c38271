import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { revokePersonalToken } from "@/lib/auth/contracts";
import { revokePersonalToken as revoke } from "@/lib/auth/personal-tokens";

export const DELETE = handle(revokePersonalToken, ({ ctx, params }) => revoke(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
