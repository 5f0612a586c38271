import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/approvals/contracts";
import { getApprovalSettings, putApprovalSettings } from "@/lib/approvals/settings";

export const GET = handle(contracts.getApprovalSettings, ({ ctx }) => getApprovalSettings(ctx));
export const PUT = handle(contracts.putApprovalSettings, ({ ctx, body }) => putApprovalSettings(ctx, body));
export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
