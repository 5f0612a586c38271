import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/auth/contracts";
import { onboard } from "@/lib/auth/identity";

export const POST = handle(contracts.onboarding, ({ ctx, body }) => onboard(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
