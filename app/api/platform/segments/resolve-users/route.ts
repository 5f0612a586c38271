import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { resolveUsers } from "@/lib/admin/segments";

export const POST = handle(contracts.resolveSegmentUsers, ({ body }) => resolveUsers(body.ids));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
