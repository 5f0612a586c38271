import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { bulkInbox } from "@/lib/inbox/bulk-inbox";

export const POST = handle(contracts.bulkInbox, ({ ctx, body }) => bulkInbox(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
