import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { connectChat } from "@/lib/teamchat/connect-chat";
import * as contracts from "@/lib/teamchat/contracts";

export const POST = handle(contracts.connectChat, ({ ctx, params, body }) =>
  connectChat(ctx, params.type, body, ctx.req.url),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
