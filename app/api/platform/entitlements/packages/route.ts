import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listEntitlementPackages } from "@/lib/admin/entitlement-matrix";

export const GET = handle(contracts.listEntitlementPackages, () => listEntitlementPackages());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
