import { defineScenario } from "../scenario";

// The floor of the stack: GET /api/health (route wrapper, rate limit, Prisma, a trivial query)
// against a bare HTTP server running SELECT 1.
export default defineScenario({
  description: "GET /api/health vs SELECT 1",
  seed: async () => ({}),
  request: () => ({ path: "/api/health" }),
  async baseline(pool) {
    await pool.query("SELECT 1");
    return { body: { status: "ok", database: { ok: true } } };
  },
});
