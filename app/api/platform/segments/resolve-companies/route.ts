import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { resolveCompanies } from "@/lib/admin/segments";

export const POST = handle(contracts.resolveSegmentCompanies, ({ body }) => resolveCompanies(body.ids));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
