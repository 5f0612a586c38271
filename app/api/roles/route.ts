import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { createRole, listRoles } from "@/lib/team/contracts";
import * as roles from "@/lib/team/roles";

export const GET = handle(listRoles, ({ ctx }) => roles.listRoles(ctx));
export const POST = handle(createRole, ({ ctx, body }) => roles.createRole(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
