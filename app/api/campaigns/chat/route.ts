import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/campaigns/contracts";
import { campaignChat, campaignChatStream } from "@/lib/campaigns/ai/campaign-chat";

export const POST = handle(contracts.campaignChat, async ({ ctx, body }) =>
  ctx.headers.get("accept")?.startsWith("text/plain") ? campaignChatStream(ctx, body) : campaignChat(ctx, body),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
