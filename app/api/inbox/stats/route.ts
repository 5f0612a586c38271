import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { inboxStats } from "@/lib/inbox/inbox-stats";

export const GET = handle(contracts.inboxStats, ({ ctx }) => inboxStats(ctx));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
