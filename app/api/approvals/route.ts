import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { listApprovals } from "@/lib/approvals/approvals";
import { submitApproval } from "@/lib/approvals/submit-approval";

export const GET = handle(contracts.listApprovals, ({ ctx, query }) => listApprovals(ctx, query));
export const POST = handle(contracts.submitApproval, ({ ctx, body }) => submitApproval(ctx, body));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
