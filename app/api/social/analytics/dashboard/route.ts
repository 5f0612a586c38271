import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { socialDashboard } from "@/lib/social/analytics";
import * as contracts from "@/lib/social/contracts";

export const GET = handle(contracts.socialDashboard, ({ ctx }) => socialDashboard(ctx));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
