import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { createEntitlementFeature, listEntitlementFeatures } from "@/lib/admin/entitlement-matrix";

export const GET = handle(contracts.listEntitlementFeatures, () => listEntitlementFeatures());
export const POST = handle(contracts.createEntitlementFeature, ({ ctx, body }) => createEntitlementFeature(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
