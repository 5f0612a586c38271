import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import { streamStructuredTask } from "@/lib/ai/stream-structured";
import type { BrandFacts } from "@/lib/ai/tasks/brand-brief";
import { BrandChatOutput, brandChatPrompt, type ChatTurn } from "@/lib/ai/tasks/brand-chat";
import { brandFactsFor } from "./brand-facts";

export interface ChatBrandInput {
  profile?: BrandFacts;
  field: string;
  message: string;
  history: ChatTurn[];
}

async function prepare(ctx: TenantCtx, input: ChatBrandInput) {
  const profile = await brandFactsFor(ctx, input.profile);
  const currentValue = (profile as Record<string, unknown>)[input.field];
  return brandChatPrompt({
    profile,
    field: input.field,
    currentValue: typeof currentValue === "string" ? currentValue : null,
    message: input.message,
    history: input.history,
  });
}

const OUTPUT = { schema: BrandChatOutput, name: "brand_chat" };

/** POST /api/chat-brand: one FIELD_ANALYSIS credit per successful reply. */
export async function chatBrand(ctx: TenantCtx, input: ChatBrandInput) {
  return runTask({ ctx, action: "FIELD_ANALYSIS" }, "brand_chat", await prepare(ctx, input), OUTPUT);
}

/** The same reply streamed (`Accept: application/x-ndjson`): the reply as it is written, then `{reply, suggestion}` validated. */
export async function chatBrandStream(ctx: TenantCtx, input: ChatBrandInput): Promise<Response> {
  const prompt = await prepare(ctx, input);
  return streamStructuredTask({ ctx, action: "FIELD_ANALYSIS" }, "brand_chat", prompt, OUTPUT, (answer) => answer);
}
