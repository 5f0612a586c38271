import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/company/contracts";
import { getCompany, updateCompany } from "@/lib/company/company";

export const GET = handle(contracts.getCompany, ({ ctx }) => getCompany(ctx));
export const PUT = handle(contracts.updateCompany, ({ ctx, body }) => updateCompany(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
