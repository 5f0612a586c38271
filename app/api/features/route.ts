import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { featuresFor } from "@/lib/admin/feature-access";

export const GET = handle(contracts.myFeatures, async ({ ctx }) => ({ features: await featuresFor(ctx.actor) }));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
