import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { getBillingConfig, updateBillingConfig } from "@/lib/admin/billing-config";

export const GET = handle(contracts.getBillingConfig, () => getBillingConfig());
export const PUT = handle(contracts.updateBillingConfig, ({ ctx, body }) => updateBillingConfig(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
