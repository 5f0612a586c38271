import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { revokeApprovalShare, shareApproval } from "@/lib/approvals/share-approval";

export const POST = handle(contracts.shareApproval, ({ ctx, params, body }) =>
  shareApproval(ctx, params.id, body.expiresInHours),
);
export const DELETE = handle(contracts.revokeApprovalShare, ({ ctx, params }) => revokeApprovalShare(ctx, params.id));
export const { GET, HEAD, OPTIONS, PUT, PATCH } = otherMethods({ POST, DELETE });
