import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { defaultReply, startFakeAi } from "../fakes/ai/server";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";

// AI configuration is global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi({ apiKeys: ["sk-platform"] });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

const refine = (token: string, fieldValue = "We sell shoes", extra: Record<string, unknown> = {}) =>
  api.post("/api/refine-field", {
    token,
    body: { fieldId: "tagline", fieldValue, instruction: "improve", context: { brandName: "Stride" }, ...extra },
  });
const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });

beforeEach(async () => {
  fake.reply = defaultReply;
  fake.calls.length = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("POST /api/refine-field", () => {
  it("answers the model's structured output and logs the call with tokens and cost", async () => {
    const owner = await signUp();
    const res = await refine(owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ refined: "Refined: We sell shoes", originalLength: 13, refinedLength: 22 });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ api: "openai", model: "gpt-4o-mini", apiKey: "sk-platform", structured: true });
    expect(call.body.response_format.json_schema.schema.properties.refined).toBeDefined();
    expect(call.prompt).toContain("Stride");
    const [log] = await logsOf(owner.companyId);
    // 120 in × $0.15/1M + 30 out × $0.60/1M = $0.000036 = 0.0036 cents.
    expect(log).toMatchObject({
      actionType: "ONE_SHOT_REFINEMENT",
      task: "field_refinement",
      provider: "openai",
      model: "gpt-4o-mini",
      inputTokens: 120,
      outputTokens: 30,
      totalTokens: 150,
      success: true,
      cached: false,
      credits: 1,
      completed: true,
      userId: owner.userId,
    });
    expect(log.costCents).toBeCloseTo(0.0036, 10);
  });

  it("an identical request is answered from the cache: no call, logged cached with cost 0", async () => {
    const owner = await signUp();
    expect((await refine(owner.token, "Cached value")).status).toBe(200);
    expect((await refine(owner.token, "Cached value")).body.refined).toBe("Refined: Cached value");
    expect(fake.calls).toHaveLength(1);
    const logs = await logsOf(owner.companyId);
    expect(logs.map((l) => [l.cached, l.costCents, l.credits])).toEqual([
      [false, expect.any(Number), 1],
      [true, 0, 1],
    ]);
  });

  it("a malformed answer is asked for once more; twice malformed: 502 AI_BAD_OUTPUT and no credit", async () => {
    const owner = await signUp();
    let n = 0;
    fake.reply = (call) => (++n === 1 ? { text: "not json at all" } : defaultReply(call));
    expect((await refine(owner.token, "Retry me")).body.refined).toBe("Refined: Retry me");
    expect(fake.calls).toHaveLength(2);

    fake.reply = () => ({ text: JSON.stringify({ wrong: "shape" }) });
    const res = await refine(owner.token, "Never fits");
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: "AI_BAD_OUTPUT", message: expect.any(String) });
    const logs = await logsOf(owner.companyId);
    expect(logs.map((l) => [l.success, l.credits])).toEqual([
      [true, 1],
      [false, 0],
    ]);
  });

  it("provider errors (500, 429) answer 502 AI_PROVIDER_ERROR, retried first, and use no credit", async () => {
    const owner = await signUp();
    fake.reply = () => ({ status: 500, message: "upstream exploded", headers: { "retry-after-ms": "1" } });
    const res = await refine(owner.token, "Server error");
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: "AI_PROVIDER_ERROR" });
    expect(fake.calls.length).toBe(3);

    fake.calls.length = 0;
    let n = 0;
    fake.reply = (call) =>
      ++n === 1 ? { status: 429, message: "slow down", headers: { "retry-after-ms": "1" } } : defaultReply(call);
    expect((await refine(owner.token, "Rate limited once")).status).toBe(200);
    expect(fake.calls).toHaveLength(2);
    const logs = await logsOf(owner.companyId);
    expect(logs.map((l) => [l.success, l.credits])).toEqual([
      [false, 0],
      [true, 1],
    ]);
  });

  it("bad input: 400 and no call", async () => {
    const owner = await signUp();
    for (const body of [
      {},
      { fieldId: "x", fieldValue: "y", instruction: "shout" },
      { fieldId: "x", fieldValue: "y", instruction: "custom" },
    ]) {
      const res = await api.post("/api/refine-field", { token: owner.token, body });
      expect(res.status).toBe(400);
    }
    expect(fake.calls).toHaveLength(0);
    expect(await logsOf(owner.companyId)).toHaveLength(0);
  });
});
