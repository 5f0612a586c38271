import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { resubmitApproval } from "@/lib/approvals/review-approval";

export const POST = handle(contracts.resubmitApproval, ({ ctx, params, body }) =>
  resubmitApproval(ctx, params.id, body.comment),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
