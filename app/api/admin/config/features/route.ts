import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { createFeatureFlag, listFeatureFlags } from "@/lib/admin/feature-flags";

export const GET = handle(contracts.listFeatureFlags, () => listFeatureFlags());
export const POST = handle(contracts.createFeatureFlag, ({ ctx, body }) => createFeatureFlag(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
