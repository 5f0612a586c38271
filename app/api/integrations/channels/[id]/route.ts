import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/teamchat/contracts";
import { deleteChatConnection } from "@/lib/teamchat/connections";

export const DELETE = handle(contracts.deleteChatConnection, ({ ctx, params }) => deleteChatConnection(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
