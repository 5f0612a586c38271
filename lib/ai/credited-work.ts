import type { TenantCtx } from "@/lib/db";
import type { AiAction } from "./catalog";
import { reserveCredits, usageRow, type Reservation } from "./limits";

/**
 * Work that consumes an AI credit without calling a model (website analysis reads the page
 * itself): the same entitlement and limit checks before the work, the same log row, its credit
 * kept only when the work succeeds.
 */
export async function withCredit<T>(
  ctx: TenantCtx,
  action: AiAction,
  task: string,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const reservation: Reservation = {
    action,
    credits: 1,
    row: { userId: ctx.actor?.userId ?? null, task, provider: "none", model: "none", abTestId: null, variant: null },
  };
  const logId = await reserveCredits(ctx, reservation);
  const finish = (success: boolean) => {
    const data = {
      success,
      completed: true,
      latencyMs: Math.round(performance.now() - started),
      ...(success ? {} : { credits: 0 }),
    };
    return logId
      ? ctx.db.aiUsageLog.update({ where: { id: logId }, data, select: { id: true } })
      : ctx.db.aiUsageLog.create({ data: { ...usageRow(ctx, reservation), ...data }, select: { id: true } });
  };
  try {
    const result = await work();
    await finish(true);
    return result;
  } catch (err) {
    await finish(false);
    throw err;
  }
}
