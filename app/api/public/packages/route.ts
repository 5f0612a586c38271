import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listPublicPackages } from "@/lib/admin/packages";

export const GET = handle(contracts.listPublicPackages, () => listPublicPackages());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
