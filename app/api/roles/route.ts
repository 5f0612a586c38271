import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/team/contracts";
import { createRole, listRoles } from "@/lib/team/roles";

export const GET = handle(contracts.listRoles, ({ ctx }) => listRoles(ctx));
export const POST = handle(contracts.createRole, ({ ctx, body }) => createRole(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
