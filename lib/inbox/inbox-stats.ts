import type { TenantCtx } from "@/lib/db";
import { counterRows } from "./inbox-counts";

type Counts = Record<string, number>;

const add = (counts: Counts, key: string, n: number) => {
  counts[key] = (counts[key] ?? 0) + n;
};

/** GET /api/inbox/stats, from the trigger-kept counters; DELETED items are in no count (decisions.md). */
export async function inboxStats(ctx: TenantCtx) {
  const stats = {
    total: 0,
    unread: 0,
    byPlatform: {} as Counts,
    byType: {} as Counts,
    byStatus: {} as Counts,
    requiresAction: 0,
    unreadByPlatform: {} as Counts,
    unreadByType: {} as Counts,
  };
  for (const r of await counterRows(ctx)) {
    if (r.status === "DELETED") continue;
    add(stats.byStatus, r.status, r.count);
    stats.total += r.count;
    add(stats.byPlatform, r.platform, r.count);
    add(stats.byType, r.type, r.count);
    if (r.requiresAction) stats.requiresAction += r.count;
    if (r.status === "UNREAD") {
      stats.unread += r.count;
      add(stats.unreadByPlatform, r.platform, r.count);
      add(stats.unreadByType, r.type, r.count);
    }
  }
  return stats;
}
