import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/team/contracts";
import { revokeInvitation } from "@/lib/team/invitations";

export const DELETE = handle(contracts.revokeInvitation, ({ ctx, params }) => revokeInvitation(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
