import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/teamchat/contracts";
import { receiveSlackInteraction } from "@/lib/teamchat/slack-interactions-admin";

export const POST = handle(contracts.slackInteractions, ({ ctx }) =>
  receiveSlackInteraction(ctx.req, ctx.requestId ?? ""),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
