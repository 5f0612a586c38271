import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import type { BrandFacts } from "@/lib/ai/tasks/brand-brief";
import { BrandChatOutput, brandChatPrompt, type ChatTurn } from "@/lib/ai/tasks/brand-chat";
import { brandFactsFor } from "./brand-facts";

/** POST /api/chat-brand: one FIELD_ANALYSIS credit per successful reply. */
export async function chatBrand(
  ctx: TenantCtx,
  input: { profile?: BrandFacts; field: string; message: string; history: ChatTurn[] },
) {
  const profile = await brandFactsFor(ctx, input.profile);
  const currentValue = (profile as Record<string, unknown>)[input.field];
  return runTask(
    { ctx, action: "FIELD_ANALYSIS" },
    "brand_chat",
    brandChatPrompt({
      profile,
      field: input.field,
      currentValue: typeof currentValue === "string" ? currentValue : null,
      message: input.message,
      history: input.history,
    }),
    { schema: BrandChatOutput, name: "brand_chat" },
  );
}
