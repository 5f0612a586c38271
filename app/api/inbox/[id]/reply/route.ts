import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { replyToInboxItem } from "@/lib/inbox/reply-to-item";

export const POST = handle(contracts.replyToInboxItem, ({ ctx, params, body }) =>
  replyToInboxItem(ctx, params.id, body),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
