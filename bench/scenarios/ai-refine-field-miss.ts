import { allLogged, callFake, fake, readJson, seedAiCompany, verifyLogged, type AiState } from "../ai-scenario";
import { defineScenario } from "../scenario";

// POST /api/refine-field with a new value every time (a cache miss: the model is called), against
// a bare http server that sends the same structured-output request to the same fake provider
// itself. The fake answers every call after a fixed FAKE_MS, so the difference is what the gateway
// adds around a model call: auth, model selection, budgets, the plan's limits and the credit's log
// row before the call, the AI SDK's request and validation, the row completed after it.
// Targets (issue 24): at most +3 ms p50 and +10 ms p99.

const FAKE_MS = 20;

export default defineScenario<AiState>({
  description: `POST /api/refine-field calling the fake provider (${FAKE_MS} ms) vs a bare server calling it directly`,
  async seed(ctx) {
    const state = await seedAiCompany(ctx);
    fake!.delayMs = FAKE_MS;
    return state;
  },
  request: (state) => ({
    method: "POST",
    path: "/api/refine-field",
    headers: { authorization: `Bearer ${state.token}`, "content-type": "application/json" },
    body: JSON.stringify({ fieldId: "tagline", fieldValue: "Running shoes [<id>]", instruction: "improve" }),
    distinct: true,
  }),
  async baseline(_pool, req, state) {
    const { fieldValue } = (await readJson(req)) as { fieldValue?: string };
    const value = fieldValue ?? "";
    const res = await callFake(state, {
      model: "gpt-4o-mini",
      messages: [
        { role: "system", content: "Refine one brand field." },
        { role: "user", content: `Current value:\n${value}\n\nImprove it.` },
      ],
      response_format: {
        type: "json_schema",
        json_schema: {
          name: "field_refinement",
          strict: true,
          schema: {
            type: "object",
            properties: { refined: { type: "string" } },
            required: ["refined"],
            additionalProperties: false,
          },
        },
      },
    });
    const completion = (await res.json()) as { choices: { message: { content: string } }[] };
    const { refined } = JSON.parse(completion.choices[0].message.content) as { refined: string };
    return { body: { refined, originalLength: value.length, refinedLength: refined.length } };
  },
  settled: allLogged,
  verify: (pool, _state, answered) => verifyLogged(pool, answered, "all"),
});
