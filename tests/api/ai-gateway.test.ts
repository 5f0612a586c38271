import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { defaultReply, PNG_1X1, startFakeAi } from "../fakes/ai/server";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { runImageTask, streamTask } from "@/lib/ai/gateway";

// AI configuration is global: a database of this file's own.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const fake = await startFakeAi({ apiKeys: ["sk-platform", "sk-company", "sk-anthropic", "sk-gateway"] });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
process.env.ANTHROPIC_API_URL = fake.url;
process.env.ANTHROPIC_API_KEY = "sk-anthropic";
afterAll(() => fake.close());
const admin = await signUpSuperAdmin();

const as = (token: string) => ({
  get: (path: string) => api.get(path, { token }),
  put: (path: string, body: unknown) => api.put(path, { token, body }),
  post: (path: string, body?: unknown) => api.post(path, { token, body }),
  del: (path: string) => api.delete(path, { token }),
});
const su = as(admin.token);
let n = 0;
const refine = (token: string) =>
  api.post("/api/refine-field", {
    token,
    body: { fieldId: "tagline", fieldValue: `value ${++n}`, instruction: "shorten" },
  });
const lastLog = async (companyId: string) =>
  adminDb().aiUsageLog.findFirstOrThrow({ where: { companyId }, orderBy: { createdAt: "desc" } });

beforeEach(() => {
  fake.reply = defaultReply;
  fake.calls.length = 0;
  fake.chunkDelayMs = 0;
});

describe("model selection through the admin routes", () => {
  it("global config, then an A/B test targeting the caller, then the company's override with its own key", async () => {
    const owner = await signUp();
    const put = await su.put("/api/admin/ai-config/field_refinement", {
      model: "global-model",
      inputCostPer1M: 1,
      outputCostPer1M: 2,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      task: "field_refinement",
      provider: "openai",
      model: "global-model",
      inputCostPer1M: 1,
    });
    // Seeded for every task of decisions.md "AI".
    expect((await su.get("/api/admin/ai-config")).body.map((c: { task: string }) => c.task).sort()).toEqual(
      [
        "brand_analysis",
        "brand_chat",
        "field_refinement",
        "campaign_chat",
        "campaign_plan",
        "content_generation",
        "blog_generation",
        "blog_refinement",
        "post_generation",
        "post_assist",
        "image_generation",
        "video_script",
        "content_calendar",
        "inbox_reply",
      ].sort(),
    );
    // By id too.
    expect((await su.put(`/api/admin/ai-config/${put.body.id}`, { maxTokens: 300 })).body).toMatchObject({
      model: "global-model",
      maxTokens: 300,
    });
    expect((await refine(owner.token)).status).toBe(200);
    expect(fake.calls.at(-1)).toMatchObject({ model: "global-model", apiKey: "sk-platform" });
    expect(fake.calls.at(-1)!.body.max_tokens).toBe(300);
    // 120 × $1 + 30 × $2 per 1M = $0.00018 = 0.018 cents.
    expect((await lastLog(owner.companyId)).costCents).toBeCloseTo(0.018, 10);

    const test = await su.post("/api/admin/ab-tests", {
      name: "Mini vs large",
      task: "field_refinement",
      isActive: true,
      targetCompanyIds: [owner.companyId],
      variants: [
        { name: "mini", weight: 1, provider: "openai", model: "variant-mini", inputCostPer1M: 10, outputCostPer1M: 10 },
        {
          name: "large",
          weight: 1,
          provider: "openai",
          model: "variant-large",
          inputCostPer1M: 10,
          outputCostPer1M: 10,
        },
      ],
    });
    expect(test.status).toBe(201);
    fake.delayMs = 30; // every A/B call takes at least this long: the results' average latency shows it
    for (let i = 0; i < 3; i++) expect((await refine(owner.token)).status).toBe(200);
    fake.delayMs = 0;
    const models = new Set(fake.calls.slice(-3).map((c) => c.model));
    expect(models.size).toBe(1); // the same variant for this user every time
    const log = await lastLog(owner.companyId);
    expect(log).toMatchObject({
      abTestId: test.body.id,
      variant: [...models][0] === "variant-mini" ? "mini" : "large",
    });
    expect(log.costCents).toBeCloseTo((150 * 10) / 10_000, 10); // the variant's prices

    // Another company is not targeted.
    const other = await signUp();
    await refine(other.token);
    expect(fake.calls.at(-1)!.model).toBe("global-model");

    const override = await su.put(`/api/admin/companies/${owner.companyId}/ai-config/field_refinement`, {
      provider: "openai",
      model: "own-model",
      useOwnKey: true,
      apiKey: "sk-company",
    });
    expect(override.status).toBe(200);
    expect(override.body).toMatchObject({
      task: "field_refinement",
      model: "own-model",
      useOwnKey: true,
      apiKey: "****pany",
    });
    const stored = await adminDb().companyAiConfig.findFirstOrThrow({ where: { companyId: owner.companyId } });
    expect(stored.apiKey).not.toContain("sk-company");
    expect(JSON.stringify((await su.get(`/api/admin/companies/${owner.companyId}/ai-config`)).body)).not.toContain(
      "sk-company",
    );
    await refine(owner.token);
    expect(fake.calls.at(-1)).toMatchObject({ model: "own-model", apiKey: "sk-company" });

    expect((await su.del(`/api/admin/companies/${owner.companyId}/ai-config/field_refinement`)).body).toEqual({
      success: true,
    });
    expect((await su.del(`/api/admin/companies/${owner.companyId}/ai-config/field_refinement`)).status).toBe(404);
    await refine(owner.token);
    expect(fake.calls.at(-1)!.model).toMatch(/^variant-/);

    const results = await su.get(`/api/admin/ab-tests/${test.body.id}/results`);
    expect(results.status).toBe(200);
    const counted = results.body.results.find((r: any) => r.count > 0);
    expect(counted).toMatchObject({ count: 4, successRate: 1, totalCost: expect.any(Number) });
    expect(counted.avgCost).toBeCloseTo(0.15, 10);
    expect(counted.totalCost).toBeCloseTo(4 * 0.15, 10);
    // Three of the four calls waited 30 ms at the fake: an average of at least 22 ms.
    expect(counted.avgLatency).toBeGreaterThanOrEqual(22);
    expect(results.body.results).toHaveLength(2);

    expect((await su.put(`/api/admin/ab-tests/${test.body.id}`, { isActive: false })).body.isActive).toBe(false);
    await refine(owner.token);
    expect(fake.calls.at(-1)!.model).toBe("global-model");
    expect((await su.del(`/api/admin/ab-tests/${test.body.id}`)).body).toEqual({ success: true });
    expect((await su.get(`/api/admin/ab-tests/${test.body.id}/results`)).status).toBe(404);
    await su.put("/api/admin/ai-config/field_refinement", {
      model: "gpt-4o-mini",
      inputCostPer1M: 0.15,
      outputCostPer1M: 0.6,
      maxTokens: 512,
    });
  });

  it("variant B: PUT /api/admin/companies/:id/ai-config with the task in the body; bad overrides are refused", async () => {
    const owner = await signUp();
    const res = await su.put(`/api/admin/companies/${owner.companyId}/ai-config`, {
      task: "brand_chat",
      provider: "anthropic",
      model: "claude-sonnet-4-5",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ task: "brand_chat", provider: "anthropic", useOwnKey: false, apiKey: null }),
    ]);
    expect(
      (
        await su.put(`/api/admin/companies/${owner.companyId}/ai-config/field_refinement`, {
          provider: "openai",
          model: "x",
          useOwnKey: true,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await su.put(`/api/admin/companies/${owner.companyId}/ai-config/no_such_task`, {
          provider: "openai",
          model: "x",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await su.put(`/api/admin/companies/00000000-0000-4000-8000-000000000000/ai-config/field_refinement`, {
          provider: "openai",
          model: "x",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await su.post("/api/admin/ab-tests", {
          name: "x",
          task: "field_refinement",
          variants: [{ name: "a", weight: 1, provider: "openai", model: "m" }],
        })
      ).status,
    ).toBe(400);
  });

  it("a company override on Anthropic calls the Messages API and reads its structured answer", async () => {
    const owner = await signUp();
    await su.put(`/api/admin/companies/${owner.companyId}/ai-config/field_refinement`, {
      provider: "anthropic",
      model: "claude-sonnet-4-5",
    });
    const res = await refine(owner.token);
    expect(res.status).toBe(200);
    expect(res.body.refined).toMatch(/^Refined: value/);
    expect(fake.calls.at(-1)).toMatchObject({
      api: "anthropic",
      model: "claude-sonnet-4-5",
      apiKey: "sk-anthropic",
      structured: true,
    });
    expect(await lastLog(owner.companyId)).toMatchObject({
      provider: "anthropic",
      inputTokens: 120,
      outputTokens: 30,
      success: true,
    });
  });

  it("the gateway adapter sends every model to one OpenAI-compatible endpoint as provider/model", async () => {
    const owner = await signUp();
    expect((await su.get("/api/admin/gateway/status")).body).toEqual({
      activeAdapter: "direct",
      availableAdapters: ["direct", "gateway"],
      status: "ready",
    });
    expect((await su.post("/api/admin/gateway/switch", { adapter: "gateway" })).status).toBe(400); // no URL yet
    expect((await su.post("/api/admin/gateway/switch", { adapter: "nope" })).status).toBe(400);

    const put = await su.put("/api/admin/gateway/gateway", { baseUrl: fake.url, apiKey: "sk-gateway", isActive: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      id: "gateway",
      name: expect.any(String),
      isActive: true,
      baseUrl: fake.url,
      hasKey: true,
    });
    const list = await su.get("/api/admin/gateway");
    expect(list.body.map((a: any) => [a.id, a.isActive])).toEqual([
      ["direct", false],
      ["gateway", true],
    ]);
    expect(JSON.stringify(list.body)).not.toContain("sk-gateway");
    expect((await su.get("/api/admin/gateway/status")).body).toMatchObject({
      activeAdapter: "gateway",
      status: "ready",
    });

    await refine(owner.token);
    expect(fake.calls.at(-1)).toMatchObject({
      api: "openai",
      model: "openai/gpt-4o-mini",
      apiKey: "sk-gateway",
      structured: true,
    });

    expect((await su.post("/api/admin/gateway/switch", { adapter: "direct" })).body).toMatchObject({
      activeAdapter: "direct",
    });
    await refine(owner.token);
    expect(fake.calls.at(-1)).toMatchObject({ model: "gpt-4o-mini", apiKey: "sk-platform" });
  });

  it("clear-cache empties the answer cache", async () => {
    const owner = await signUp();
    const body = { fieldId: "tagline", fieldValue: "cache me", instruction: "improve" };
    await api.post("/api/refine-field", { token: owner.token, body });
    await api.post("/api/refine-field", { token: owner.token, body });
    expect(fake.calls).toHaveLength(1);
    const cleared = await su.post("/api/admin/gateway/clear-cache");
    expect(cleared.status).toBe(200);
    expect(cleared.body.entriesCleared).toBeGreaterThanOrEqual(1);
    await api.post("/api/refine-field", { token: owner.token, body });
    expect(fake.calls).toHaveLength(2);
  });

  it("identical concurrent requests make one call", async () => {
    const owner = await signUp();
    fake.delayMs = 150;
    const body = { fieldId: "tagline", fieldValue: "together", instruction: "improve" };
    const answers = await Promise.all([1, 2, 3].map(() => api.post("/api/refine-field", { token: owner.token, body })));
    fake.delayMs = 0;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(fake.calls).toHaveLength(1);
    const logs = await adminDb().aiUsageLog.findMany({ where: { companyId: owner.companyId } });
    expect(logs.filter((l) => l.cached)).toHaveLength(2);
  });

  it("with no provider configured: 503 AI_NOT_CONFIGURED naming what to set, no call, no credit", async () => {
    const owner = await signUp();
    const saved = { url: process.env.OPENAI_API_URL, key: process.env.OPENAI_API_KEY };
    delete process.env.OPENAI_API_URL;
    delete process.env.OPENAI_API_KEY;
    try {
      const res = await refine(owner.token);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: "AI_NOT_CONFIGURED", message: expect.stringContaining("OPENAI_API_KEY") });
    } finally {
      process.env.OPENAI_API_URL = saved.url;
      process.env.OPENAI_API_KEY = saved.key;
    }
    expect(fake.calls).toHaveLength(0);
    expect(await adminDb().aiUsageLog.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("streams text from OpenAI-compatible and Anthropic servers, logging the call when the stream ends", async () => {
    const owner = await signUp();
    const ctx = tenantCtxFor(owner.companyId);
    fake.reply = () => ({ text: "Hello there, streaming world", inputTokens: 7, outputTokens: 5 });
    fake.chunkDelayMs = 20;
    const read = async (stream: ReadableStream<Uint8Array>) => {
      const chunks: string[] = [];
      const decoder = new TextDecoder();
      for await (const c of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(c));
      return chunks;
    };
    const chunks = await read(
      await streamTask({ ctx, action: "QUICK_REFINE" }, "post_assist", { prompt: "Say hello" }),
    );
    expect(chunks.join("")).toBe("Hello there, streaming world");
    expect(chunks.length).toBeGreaterThan(1);
    expect(fake.calls.at(-1)).toMatchObject({ api: "openai", stream: true });
    expect(await lastLog(owner.companyId)).toMatchObject({
      task: "post_assist",
      actionType: "QUICK_REFINE",
      inputTokens: 7,
      outputTokens: 5,
      success: true,
      completed: true,
    });

    await su.put(`/api/admin/companies/${owner.companyId}/ai-config/post_assist`, {
      provider: "anthropic",
      model: "claude-sonnet-4-5",
    });
    expect(
      (await read(await streamTask({ ctx, action: "QUICK_REFINE" }, "post_assist", { prompt: "Say hello" }))).join(""),
    ).toBe("Hello there, streaming world");
    expect(fake.calls.at(-1)).toMatchObject({ api: "anthropic", stream: true });

    fake.reply = () => ({ status: 400, message: "bad request" });
    await expect(streamTask({ ctx, action: "QUICK_REFINE" }, "post_assist", { prompt: "fail" })).rejects.toMatchObject({
      status: 502,
      error: "AI_PROVIDER_ERROR",
    });
    expect(await lastLog(owner.companyId)).toMatchObject({ success: false, credits: 0 });
  });

  it("a stream its reader stops is logged once, with its credit", async () => {
    const owner = await signUp();
    fake.chunkDelayMs = 50;
    const stream = await streamTask({ ctx: tenantCtxFor(owner.companyId), action: "QUICK_REFINE" }, "post_assist", {
      prompt: "Say a lot",
    });
    const reader = stream.getReader();
    await reader.read();
    const reading = reader.read();
    await reader.cancel();
    await reading;
    const logs = await adminDb().aiUsageLog.findMany({ where: { companyId: owner.companyId } });
    expect(logs).toEqual([expect.objectContaining({ success: true, completed: true, credits: 1 })]);
  });

  it("generates images through the images API", async () => {
    const owner = await signUp();
    const image = await runImageTask(
      { ctx: tenantCtxFor(owner.companyId), action: "CONTENT_GENERATION" },
      "image_generation",
      "a red bicycle",
      "1024x1024",
    );
    expect(image).toEqual({ base64: PNG_1X1, mediaType: "image/png" });
    expect(fake.calls.at(-1)).toMatchObject({ api: "images", model: "gpt-image-1", prompt: "a red bicycle" });
    expect(await lastLog(owner.companyId)).toMatchObject({ task: "image_generation", success: true, credits: 1 });
  });
});
