import { randomUUID } from "node:crypto";
import type { TenantCtx } from "@/lib/db";
import { usageRow, type Reservation } from "./limits";
import { recordAiLog } from "./log-journal";
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
 * cached answer costs nothing. The row written as the call's credit reservation is completed; with
 * none (nothing to count), the whole row is written now. Either goes through the AI log journal
 * (log-journal.ts): resolved once kept there, stored in the database off the answer's path.
 */
export function completeLog(
  ctx: TenantCtx,
  call: CallRecord,
  outcome: { success: boolean; cached: boolean; usage: TokenUsage },
): Promise<void> {
  const { inputTokens, outputTokens } = outcome.usage;
  const result = {
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    costCents: outcome.cached ? 0 : costCents(outcome.usage, call.choice),
    latencyMs: Math.round(performance.now() - call.started),
    success: outcome.success,
    cached: outcome.cached,
  };
  if (call.logId)
    return recordAiLog({
      op: "complete",
      id: call.logId,
      companyId: ctx.companyId,
      ...result,
      credits: outcome.success ? null : 0,
    });
  const row = usageRow(ctx, call.reservation);
  return recordAiLog({
    op: "insert",
    id: randomUUID(),
    companyId: row.companyId,
    userId: row.userId,
    actionType: row.actionType,
    task: row.task,
    provider: row.provider,
    model: row.model,
    abTestId: row.abTestId,
    variant: row.variant,
    createdAt: new Date().toISOString(),
    ...result,
    credits: outcome.success ? row.credits : 0,
  });
}
