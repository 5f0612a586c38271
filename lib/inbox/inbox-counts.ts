import type { TenantCtx } from "@/lib/db";
import type { InboxStatus, InboxType } from "./contracts";

export interface CounterRow {
  platform: string;
  type: InboxType;
  status: InboxStatus;
  requiresAction: boolean;
  count: number;
}

/**
 * The trigger-kept InboxCount rows (one per platform, type, status and requiresAction): a few
 * dozen rows answer what counting a million items would.
 */
export async function counterRows(ctx: TenantCtx): Promise<CounterRow[]> {
  return ctx.db.inboxCount.findMany({
    where: { count: { gt: 0 } },
    select: { platform: true, type: true, status: true, requiresAction: true, count: true },
  });
}

export async function countFromCounters(
  ctx: TenantCtx,
  f: { platform?: string[]; type?: InboxType[]; status: InboxStatus[]; requiresAction?: boolean },
): Promise<number> {
  const rows = await counterRows(ctx);
  return rows
    .filter(
      (r) =>
        (!f.platform || f.platform.includes(r.platform)) &&
        (!f.type || f.type.includes(r.type)) &&
        f.status.includes(r.status) &&
        (f.requiresAction === undefined || r.requiresAction === f.requiresAction),
    )
    .reduce((sum, r) => sum + r.count, 0);
}
