import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { suggestInboxReply } from "@/lib/inbox/suggest-reply";

export const POST = handle(contracts.suggestInboxReply, ({ ctx, params, body }) =>
  suggestInboxReply(ctx, params.id, body.instruction),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
