import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { getMyPendingInvitation } from "@/lib/auth/invitation-contract";
import { loadMyPendingInvitation } from "@/lib/auth/invitation";

export const GET = handle(getMyPendingInvitation, ({ ctx }) => loadMyPendingInvitation(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
