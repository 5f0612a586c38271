import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { decidePublicApproval } from "@/lib/approvals/public-review-admin";

export const POST = handle(contracts.decidePublicApproval, ({ ctx, params, body }) =>
  decidePublicApproval(params.token, body, ctx.requestId),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
