import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { getPublicApproval } from "@/lib/approvals/public-review-admin";

export const GET = handle(contracts.getPublicApproval, ({ params }) => getPublicApproval(params.token));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
