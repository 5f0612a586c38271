import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/teamchat/contracts";
import { listChatConnections } from "@/lib/teamchat/connections";

export const GET = handle(contracts.listChatConnections, ({ ctx }) => listChatConnections(ctx));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
