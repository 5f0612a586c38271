import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { inviteMember } from "@/lib/team/contracts";
import * as invitations from "@/lib/team/invitations";

export const POST = handle(inviteMember, ({ ctx, body }) => invitations.inviteMember(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
