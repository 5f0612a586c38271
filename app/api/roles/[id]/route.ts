import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { deleteRole, updateRole } from "@/lib/team/contracts";
import * as roles from "@/lib/team/roles";

export const PUT = handle(updateRole, ({ ctx, params, body }) => roles.updateRole(ctx, params.id, body));
export const DELETE = handle(deleteRole, ({ ctx, params }) => roles.deleteRole(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PATCH } = otherMethods({ PUT, DELETE });
