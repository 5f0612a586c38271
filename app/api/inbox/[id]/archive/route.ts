import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { archiveInboxConversation } from "@/lib/inbox/inbox-items";

export const POST = handle(contracts.archiveInboxConversation, ({ ctx, params }) =>
  archiveInboxConversation(ctx, params.id),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
