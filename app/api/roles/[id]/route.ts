import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/team/contracts";
import { deleteRole, updateRole } from "@/lib/team/roles";

export const PUT = handle(contracts.updateRole, ({ ctx, params, body }) => updateRole(ctx, params.id, body));
export const DELETE = handle(contracts.deleteRole, ({ ctx, params }) => deleteRole(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PATCH } = otherMethods({ PUT, DELETE });
