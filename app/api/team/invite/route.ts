import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/team/contracts";
import { inviteMember } from "@/lib/team/invitations";

export const POST = handle(contracts.inviteMember, ({ ctx, body }) => inviteMember(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
