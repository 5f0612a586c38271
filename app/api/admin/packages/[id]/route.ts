import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { deletePackage } from "@/lib/admin/packages";

export const DELETE = handle(contracts.deletePackage, ({ ctx, params }) => deletePackage(ctx, params.id));
export const { OPTIONS, GET, HEAD, POST, PUT, PATCH } = otherMethods({ DELETE });
