import { handle } from "@/lib/api/handle";
import { inviteMember } from "@/lib/team/contracts";
import * as invitations from "@/lib/team/invitations";

export const POST = handle(inviteMember, ({ ctx, body }) => invitations.inviteMember(ctx, body));
