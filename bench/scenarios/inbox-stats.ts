import { baselineCompany, ITEMS, seedInbox, type InboxState } from "../inbox-scenario";
import { defineScenario } from "../scenario";

type Counts = Record<string, number>;
const add = (counts: Counts, key: string, n: number) => (counts[key] = (counts[key] ?? 0) + n);

export default defineScenario<InboxState>({
  description: `GET /api/inbox/stats over ${ITEMS} items in one company vs auth lookup + the counter rows in pg, summed alike`,
  seed: seedInbox,
  request: (state) => ({ path: "/api/inbox/stats", headers: { authorization: `Bearer ${state.token}` } }),
  async baseline(pool, req) {
    const companyId = await baselineCompany(pool, req);
    if (!companyId) return { status: 401, body: { error: "Unauthorized" } };
    const { rows } = await pool.query<{
      platform: string;
      type: string;
      status: string;
      requiresAction: boolean;
      count: number;
    }>(
      `SELECT "platform", "type", "status", "requiresAction", "count" FROM "InboxCount" WHERE "companyId" = $1 AND "count" > 0`,
      [companyId],
    );
    // The answer's shape: DELETED items count only in byStatus.
    const stats = {
      total: 0,
      unread: 0,
      byPlatform: {},
      byType: {},
      byStatus: {},
      requiresAction: 0,
      unreadByPlatform: {},
      unreadByType: {},
    };
    for (const r of rows) {
      add(stats.byStatus, r.status, r.count);
      if (r.status === "DELETED") continue;
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
    return { body: stats };
  },
});
