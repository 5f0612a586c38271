import type { TenantCtx } from "@/lib/db";
import { runTask, streamTask } from "@/lib/ai/gateway";
import { streamedResponse } from "@/lib/ai/streamed-response";
import type { ChatTurn } from "@/lib/ai/tasks/brand-chat";
import { campaignChatPrompt } from "@/lib/ai/tasks/campaign-chat";
import { brandFactsFor } from "@/lib/brand/brand-facts";

export interface CampaignChatInput {
  message: string;
  history: ChatTurn[];
  context?: { additionalContext?: string };
}

async function prepare(ctx: TenantCtx, input: CampaignChatInput) {
  const brand = await brandFactsFor(ctx);
  // A conversation with no history starts a chat session; each later message counts within it.
  const caller =
    input.history.length === 0
      ? { ctx, action: "CHAT_SESSION_START" as const }
      : { ctx, action: "CHAT_MESSAGE" as const, sessionMessages: input.history.length };
  return {
    caller,
    prompt: campaignChatPrompt({
      brand,
      message: input.message,
      history: input.history,
      additionalContext: input.context?.additionalContext,
    }),
  };
}

/** POST /api/campaigns/chat: the reference's JSON answer. */
export async function campaignChat(ctx: TenantCtx, input: CampaignChatInput) {
  const { caller, prompt } = await prepare(ctx, input);
  const response = await runTask<string>(caller, "campaign_chat", prompt, "text");
  return { response, role: "assistant" as const };
}

/** The same answer streamed as UTF-8 text, for a client that asks with `Accept: text/plain`. */
export async function campaignChatStream(ctx: TenantCtx, input: CampaignChatInput): Promise<Response> {
  const { caller, prompt } = await prepare(ctx, input);
  const stream = await streamTask(caller, "campaign_chat", prompt);
  return streamedResponse(stream, "text/plain");
}
