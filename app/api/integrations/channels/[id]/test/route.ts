import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { sendTestMessage } from "@/lib/teamchat/chat-settings";
import * as contracts from "@/lib/teamchat/contracts";

export const POST = handle(contracts.testChatConnection, ({ ctx, params, body }) =>
  sendTestMessage(ctx, params.id, body.channelId),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
