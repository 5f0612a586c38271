import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/auth/contracts";
import { loadMyPendingInvitation } from "@/lib/auth/invitation";

export const GET = handle(contracts.getMyPendingInvitation, ({ ctx }) => loadMyPendingInvitation(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
