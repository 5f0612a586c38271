import type { TenantCtx } from "@/lib/db";
import { costCents, type TokenUsage } from "./meter";
import type { ModelChoice } from "./select";

/**
 * Completes a call's log row (written before the call as its credit reservation): tokens, cost
 * from the chosen model's prices (the variant's for an A/B call), latency. A failure keeps the row
 * with success false and gives its credits back; a cached answer costs nothing.
 */
export async function completeLog(
  ctx: TenantCtx,
  call: { logId: string; choice: ModelChoice; started: number },
  outcome: { success: boolean; cached: boolean; usage: TokenUsage },
): Promise<void> {
  const { inputTokens, outputTokens } = outcome.usage;
  await ctx.db.aiUsageLog.update({
    where: { id: call.logId },
    data: {
      inputTokens,
      outputTokens,
      totalTokens: inputTokens + outputTokens,
      costCents: outcome.cached ? 0 : costCents(outcome.usage, call.choice),
      latencyMs: Math.round(performance.now() - call.started),
      success: outcome.success,
      cached: outcome.cached,
      completed: true,
      ...(outcome.success ? {} : { credits: 0 }),
    },
    select: { id: true },
  });
}
