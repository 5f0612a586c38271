import { actingUser, type TenantCtx } from "@/lib/db";
import { recordAudit } from "./index";

/**
 * Saves what a slow task produced (an AI model's answer) in one transaction with its audit row.
 * Such routes run outside handle()'s audited transaction, which would otherwise stay open, holding
 * the company's credit lock, for the whole model call; their write is audited here instead.
 */
export async function auditedWrite<T>(
  ctx: TenantCtx,
  entry: { action: string; targetId?: string },
  write: (tx: TenantCtx) => Promise<T>,
): Promise<T> {
  return ctx.db.$transaction(async (db) => {
    const result = await write({ ...ctx, db });
    await recordAudit(db, {
      actorId: actingUser(ctx).userId,
      action: entry.action,
      params: entry.targetId ? { id: entry.targetId } : undefined,
      result,
      requestId: ctx.requestId ?? "",
    });
    return result;
  });
}
