import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { checkFlagFor } from "@/lib/admin/feature-access";

export const GET = handle(contracts.checkFeatureFlag, ({ params, query }) => checkFlagFor(params.id, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
