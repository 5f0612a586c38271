import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { listInbox } from "@/lib/inbox/list-inbox";

export const GET = handle(contracts.listInbox, ({ ctx, query }) => listInbox(ctx, query));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
