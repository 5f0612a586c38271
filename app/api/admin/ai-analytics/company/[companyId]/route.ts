import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { companyAiAnalytics } from "@/lib/admin/ai-analytics";

export const GET = handle(contracts.getCompanyAiAnalytics, ({ params }) => companyAiAnalytics(params.companyId));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
