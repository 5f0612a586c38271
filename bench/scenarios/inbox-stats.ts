import { baselineCompany, ITEMS, seedInbox, type InboxState } from "../inbox-scenario";
import { defineScenario } from "../scenario";

export default defineScenario<InboxState>({
  description: `GET /api/inbox/stats over ${ITEMS} items in one company vs auth lookup + the counter rows in pg`,
  seed: seedInbox,
  request: (state) => ({ path: "/api/inbox/stats", headers: { authorization: `Bearer ${state.token}` } }),
  async baseline(pool, req) {
    const companyId = await baselineCompany(pool, req);
    if (!companyId) return { status: 401, body: { error: "Unauthorized" } };
    const { rows } = await pool.query(
      `SELECT "platform", "type", "status", "requiresAction", "count" FROM "InboxCount" WHERE "companyId" = $1 AND "count" > 0`,
      [companyId],
    );
    return { body: rows };
  },
});
