import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { createSavedReply, listSavedReplies } from "@/lib/inbox/saved-replies";

export const GET = handle(contracts.listSavedReplies, ({ ctx }) => listSavedReplies(ctx));
export const POST = handle(contracts.createSavedReply, ({ ctx, body }) => createSavedReply(ctx, body));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
