import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { updateChatSettings } from "@/lib/teamchat/chat-settings";
import * as contracts from "@/lib/teamchat/contracts";

export const PUT = handle(contracts.updateChatSettings, ({ ctx, params, body }) =>
  updateChatSettings(ctx, params.id, body),
);
export const { GET, HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ PUT });
