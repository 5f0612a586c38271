import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { getApproval } from "@/lib/approvals/approvals";

export const GET = handle(contracts.getApproval, ({ ctx, params }) => getApproval(ctx, params.id));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
