import type { TenantCtx } from "@/lib/db";
import { usageRow, type Reservation } from "./limits";
import { costCents, type TokenUsage } from "./meter";
import type { ModelChoice } from "./select";

/** A call under way: its reservation, the row already written for it (null: none yet), its model and start. */
export interface CallRecord {
  reservation: Reservation;
  logId: string | null;
  choice: ModelChoice;
  started: number;
}

/**
 * Completes a call's log row: tokens, cost from the chosen model's prices (the variant's for an
 * A/B call), latency. A failure keeps the row with success false and gives its credits back; a
 * cached answer costs nothing. The row written as the call's credit reservation is updated; with
 * none (nothing to count), the whole row is written now, in one insert.
 */
export async function completeLog(
  ctx: TenantCtx,
  call: CallRecord,
  outcome: { success: boolean; cached: boolean; usage: TokenUsage },
): Promise<void> {
  const { inputTokens, outputTokens } = outcome.usage;
  const data = {
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    costCents: outcome.cached ? 0 : costCents(outcome.usage, call.choice),
    latencyMs: Math.round(performance.now() - call.started),
    success: outcome.success,
    cached: outcome.cached,
    completed: true,
    ...(outcome.success ? {} : { credits: 0 }),
  };
  if (call.logId) await ctx.db.aiUsageLog.update({ where: { id: call.logId }, data, select: { id: true } });
  else await ctx.db.aiUsageLog.create({ data: { ...usageRow(ctx, call.reservation), ...data }, select: { id: true } });
}
