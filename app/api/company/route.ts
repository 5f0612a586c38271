import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { getCompany, updateCompany } from "@/lib/company/contracts";
import * as company from "@/lib/company/company";

export const GET = handle(getCompany, ({ ctx }) => company.getCompany(ctx));
export const PUT = handle(updateCompany, ({ ctx, body }) => company.updateCompany(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
