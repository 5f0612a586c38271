import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/team/contracts";
import { changeMemberRole, removeMember } from "@/lib/team/members";

export const PUT = handle(contracts.changeMemberRole, ({ ctx, params, body }) =>
  changeMemberRole(ctx, params.id, body),
);
export const DELETE = handle(contracts.removeMember, ({ ctx, params }) => removeMember(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PATCH } = otherMethods({ PUT, DELETE });
