import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { defaultReply, startFakeAi } from "../fakes/ai/server";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { runTask } from "@/lib/ai/gateway";

// Plans and system settings change here: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

let n = 0;
const refine = (user: TestUser) =>
  api.post("/api/refine-field", {
    token: user.token,
    body: { fieldId: "tagline", fieldValue: `limit ${++n}`, instruction: "improve" },
  });
/** Credits already used this month, as earlier successful calls. */
const used = (user: TestUser, count: number, actionType = "ONE_SHOT_REFINEMENT", extra: Record<string, unknown> = {}) =>
  adminDb().aiUsageLog.createMany({
    data: Array.from({ length: count }, () => ({
      companyId: user.companyId,
      actionType,
      task: "field_refinement",
      provider: "openai",
      model: "gpt-4o-mini",
      completed: true,
      ...extra,
    })),
  });

beforeEach(async () => {
  fake.reply = defaultReply;
  fake.calls.length = 0;
  fake.delayMs = 0;
  await clearConfigCaches();
});

describe("AI limits, checked before any model call", () => {
  it("the plan's ONE_SHOT_REFINEMENT limit: 403 LIMIT_REACHED with action, limit and used; failures give their credit back", async () => {
    const owner = await signUp(); // no package: the feature default, 10 a period
    await used(owner, 9);
    await used(owner, 3, "ONE_SHOT_REFINEMENT", { success: false, credits: 0 });
    // Last month's calls do not count.
    await used(owner, 5, "ONE_SHOT_REFINEMENT", { createdAt: new Date(Date.UTC(2020, 0, 15)) });
    expect((await refine(owner)).status).toBe(200);
    const res = await refine(owner);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: "LIMIT_REACHED",
      message: expect.any(String),
      action: "ONE_SHOT_REFINEMENT",
      limit: 10,
      used: 10,
    });
    expect(fake.calls).toHaveLength(1);
    expect((await api.get("/api/entitlements/check/one_shot_refinement", { token: owner.token })).body).toEqual({
      allowed: false,
      remaining: 0,
      limit: 10,
      used: 10,
    });
  });

  it("two requests for the last credit: one succeeds, one gets 403", async () => {
    const owner = await signUp();
    await used(owner, 9);
    fake.delayMs = 100;
    const answers = await Promise.all([refine(owner), refine(owner), refine(owner)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
    expect(fake.calls).toHaveLength(1);
    expect(await adminDb().aiUsageLog.count({ where: { companyId: owner.companyId, success: true } })).toBe(10);
  });

  it("ai_generation off in the plan: 403 before any call", async () => {
    const owner = await signUp();
    await adminDb().package.create({
      data: {
        id: "no-ai",
        name: "No AI",
        plans: { create: [{ featureId: "ai_generation", enabled: false, value: 0 }] },
      },
    });
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: "no-ai" } });
    await clearConfigCaches();
    const res = await refine(owner);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "ONE_SHOT_REFINEMENT", limit: 0 });
    expect(fake.calls).toHaveLength(0);
    expect((await api.get("/api/entitlements", { token: owner.token })).body).toMatchObject({
      aiGeneration: false,
      usage: { QUICK_REFINE: { limit: 0 } },
    });
  });

  it("an unlimited plan (-1) never refuses; credits of several items at once count whole", async () => {
    const owner = await signUp();
    await adminDb().package.create({
      data: {
        id: "unlimited-refine",
        name: "U",
        plans: {
          create: [
            { featureId: "ai_one_shot_refinement", enabled: true, value: -1 },
            { featureId: "ai_posts_limit", enabled: true, value: 5 },
          ],
        },
      },
    });
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: "unlimited-refine" } });
    await clearConfigCaches();
    await used(owner, 500);
    expect((await refine(owner)).status).toBe(200);

    const ctx = tenantCtxFor(owner.companyId);
    const generate = (credits: number) =>
      runTask(
        { ctx, action: "CONTENT_GENERATION", credits },
        "post_generation",
        { prompt: `posts ${credits}` },
        "text",
      );
    await expect(generate(3)).resolves.toEqual(expect.any(String));
    const callsBefore = fake.calls.length;
    await expect(generate(3)).rejects.toMatchObject({
      status: 403,
      error: "LIMIT_REACHED",
      extra: { fields: { action: "CONTENT_GENERATION", limit: 5, used: 3 } },
    });
    expect(fake.calls).toHaveLength(callsBefore);
    await expect(generate(2)).resolves.toEqual(expect.any(String));
    expect((await api.get("/api/usage/limits", { token: owner.token })).body).toEqual({
      aiPosts: { used: 5, limit: 5, remaining: 0, percentUsed: 100 },
      websiteAnalysis: { used: 0, limit: 1, remaining: 1 },
    });
  });

  it("a chat session's message limit", async () => {
    const owner = await signUp();
    const ctx = tenantCtxFor(owner.companyId);
    const message = (sessionMessages: number) =>
      runTask(
        { ctx, action: "CHAT_MESSAGE", sessionMessages },
        "campaign_chat",
        { prompt: `hi ${sessionMessages}` },
        "text",
      );
    await expect(message(19)).resolves.toEqual(expect.any(String));
    await expect(message(20)).rejects.toMatchObject({
      status: 403,
      error: "LIMIT_REACHED",
      extra: { fields: { action: "CHAT_MESSAGE", limit: 20, used: 20 } },
    });
    expect(fake.calls).toHaveLength(1);
  });

  it("the platform's daily and monthly budgets stop calls for everyone: 503 AI_BUDGET_EXCEEDED", async () => {
    const owner = await signUp();
    const spender = await signUp();
    await adminDb().systemSettings.update({
      where: { id: "default" },
      data: { dailyAIBudgetUSD: 1, monthlyAIBudgetUSD: 1000 },
    });
    await clearConfigCaches();
    await used(spender, 1, "QUICK_REFINE", { costCents: 100 });
    const res = await refine(owner);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: "AI_BUDGET_EXCEEDED", message: expect.stringContaining("daily") });

    await adminDb().systemSettings.update({
      where: { id: "default" },
      data: { dailyAIBudgetUSD: 1000, monthlyAIBudgetUSD: 2 },
    });
    await clearConfigCaches();
    const startOfMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    await used(spender, 1, "QUICK_REFINE", { costCents: 150, createdAt: startOfMonth });
    expect((await refine(owner)).body).toMatchObject({
      error: "AI_BUDGET_EXCEEDED",
      message: expect.stringContaining("monthly"),
    });
    expect(fake.calls).toHaveLength(0);
    expect(await adminDb().aiUsageLog.count({ where: { companyId: owner.companyId } })).toBe(0);

    await adminDb().systemSettings.update({
      where: { id: "default" },
      data: { dailyAIBudgetUSD: 50, monthlyAIBudgetUSD: 1000 },
    });
    await clearConfigCaches();
    expect((await refine(owner)).status).toBe(200);
  });
});
