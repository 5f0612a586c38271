import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { listChatChannels } from "@/lib/teamchat/chat-settings";
import * as contracts from "@/lib/teamchat/contracts";

export const GET = handle(contracts.listChatChannels, ({ ctx, params }) => listChatChannels(ctx, params.id));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
