import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { completeChatConnect } from "@/lib/teamchat/complete-chat-connect";
import * as contracts from "@/lib/teamchat/contracts";

export const GET = handle(contracts.chatConnectCallback, ({ ctx, params, query }) =>
  completeChatConnect(ctx, params.type, query, ctx.req),
);
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
