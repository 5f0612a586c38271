import { allLogged, seedAiCompany, verifyLogged, type AiState } from "../ai-scenario";
import { defineScenario } from "../scenario";

// POST /api/refine-field answered from the AI gateway's cache (the same request each time: after
// the first, no model call) against a bare http server answering the same JSON. What the app adds
// on a cache hit: auth, the budgets and the plan's limits checked, and the call's log row (its
// credit) written. The fake provider (tests/fakes/ai) answers the one miss.

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

export default defineScenario<AiState>({
  description: "POST /api/refine-field from the AI answer cache vs a bare http server answering the same JSON",
  seed: seedAiCompany,
  request: (state) => ({
    method: "POST",
    path: "/api/refine-field",
    headers: { authorization: `Bearer ${state.token}`, "content-type": "application/json" },
    body: JSON.stringify(BODY),
  }),
  async baseline() {
    return { body: ANSWER };
  },
  settled: allLogged,
  verify: (pool, _state, answered) => verifyLogged(pool, answered, 1),
});
