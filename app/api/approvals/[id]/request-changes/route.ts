import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { reviewApproval } from "@/lib/approvals/review-approval";

export const POST = handle(contracts.requestApprovalChanges, ({ ctx, params, body }) =>
  reviewApproval(ctx, params.id, { action: "changes_requested", ...body }),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
