import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { clearCaches } from "@/lib/admin/integration-configs";

export const POST = handle(contracts.clearConfigCache, () => clearCaches());
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
