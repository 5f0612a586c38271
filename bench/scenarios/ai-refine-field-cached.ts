import { startFakeAi } from "../../tests/fakes/ai/server";
import { defineScenario } from "../scenario";

// POST /api/refine-field answered from the AI gateway's cache (the same request each time: after
// the first, no model call) against a bare http server answering the same JSON. What the app adds
// on a cache hit: auth, the plan's limit and the budgets checked, the credit reserved under its
// lock and the call's log row completed. The fake provider (tests/fakes/ai) answers the one miss.

const BODY = {
  fieldId: "tagline",
  fieldValue: "We make running shoes",
  instruction: "improve",
  context: { brandName: "Stride" },
};
const ANSWER = {
  refined: `Refined: ${BODY.fieldValue}`,
  originalLength: BODY.fieldValue.length,
  refinedLength: `Refined: ${BODY.fieldValue}`.length,
};

interface State {
  token: string;
}

export default defineScenario<State>({
  description: "POST /api/refine-field from the AI answer cache vs a bare http server answering the same JSON",
  async seed({ pool, tokenFor }) {
    // Lives as long as the bench process; the app reads its address from the environment it inherits.
    const fake = await startFakeAi();
    process.env.OPENAI_API_URL = fake.url;
    process.env.OPENAI_API_KEY = "sk-bench";
    // Enterprise: ONE_SHOT_REFINEMENT unlimited, so the limit check runs but never refuses.
    await pool.query(
      `INSERT INTO "Company" ("id", "name", "packageId", "updatedAt") VALUES (md5('bench-ai')::uuid, 'Bench AI', 'enterprise', now())`,
    );
    await pool.query(
      `INSERT INTO "Role" ("id", "companyId", "name", "permissions", "isBuiltIn", "updatedAt")
       VALUES (md5('bench-ai-role')::uuid, md5('bench-ai')::uuid, 'owner', ARRAY['content:create'], true, now())`,
    );
    await pool.query(
      `INSERT INTO "User" ("id", "companyId", "roleId", "email", "firstName", "updatedAt")
       VALUES (md5('bench-ai-user')::uuid, md5('bench-ai')::uuid, md5('bench-ai-role')::uuid, 'bench-ai@example.test', 'Bench', now())`,
    );
    const { rows } = await pool.query<{ id: string; companyId: string }>(
      `SELECT "id", "companyId" FROM "User" WHERE "email" = 'bench-ai@example.test'`,
    );
    return {
      token: await tokenFor({ email: "bench-ai@example.test", userId: rows[0].id, companyId: rows[0].companyId }),
    };
  },
  request: (state) => ({
    method: "POST",
    path: "/api/refine-field",
    headers: { authorization: `Bearer ${state.token}`, "content-type": "application/json" },
    body: JSON.stringify(BODY),
  }),
  async baseline() {
    return { body: ANSWER };
  },
});
