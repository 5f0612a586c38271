import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { abTestResults } from "@/lib/admin/ai-ab-tests";

export const GET = handle(contracts.getAbTestResults, ({ params }) => abTestResults(params.id));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
