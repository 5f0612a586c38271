import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { changeMemberRole, removeMember } from "@/lib/team/contracts";
import * as members from "@/lib/team/members";

export const PUT = handle(changeMemberRole, ({ ctx, params, body }) => members.changeMemberRole(ctx, params.id, body));
export const DELETE = handle(removeMember, ({ ctx, params }) => members.removeMember(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PATCH } = otherMethods({ PUT, DELETE });
