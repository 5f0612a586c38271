import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { revokeInvitation } from "@/lib/team/contracts";
import * as invitations from "@/lib/team/invitations";

export const DELETE = handle(revokeInvitation, ({ ctx, params }) => invitations.revokeInvitation(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
