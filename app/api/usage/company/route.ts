import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/usage/contracts";
import { companyUsage } from "@/lib/usage/company-usage";

export const GET = handle(contracts.getCompanyUsage, ({ ctx }) => companyUsage(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
