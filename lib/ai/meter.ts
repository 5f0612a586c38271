import type { TaskModel } from "@/lib/admin/ai-settings";

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** Cents from the per-1M-token dollar prices: tokens × dollars / 1e6 × 100. */
export function costCents(usage: TokenUsage, prices: Pick<TaskModel, "inputCostPer1M" | "outputCostPer1M">): number {
  return (usage.inputTokens * prices.inputCostPer1M + usage.outputTokens * prices.outputCostPer1M) / 10_000;
}

export const addUsage = (a: TokenUsage, b: Partial<TokenUsage> | undefined): TokenUsage => ({
  inputTokens: a.inputTokens + (b?.inputTokens ?? 0),
  outputTokens: a.outputTokens + (b?.outputTokens ?? 0),
});

export const NO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0 };
