import { handle } from "@/lib/api/handle";
import { getMyPendingInvitation } from "@/lib/auth/invitation-contract";
import { loadMyPendingInvitation } from "@/lib/auth/invitation";

export const GET = handle(getMyPendingInvitation, ({ ctx }) => loadMyPendingInvitation(ctx));
