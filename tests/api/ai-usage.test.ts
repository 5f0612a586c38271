import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { exportUsage } from "@/lib/usage/export-usage";

// Admin analytics read every company's calls: a database of this file's own.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const fake = await startFakeAi();
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

let owner: TestUser;
let editor: TestUser;
let other: TestUser;
let admin: TestUser;
const now = new Date();
const thisMonth = (day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, 12));
const iso = (d: Date) => d.toISOString().slice(0, 10);

const log = (user: TestUser, data: Record<string, unknown>) =>
  adminDb().aiUsageLog.create({
    data: {
      companyId: user.companyId,
      userId: user.userId,
      task: "brand_analysis",
      provider: "openai",
      model: "gpt-4o-mini",
      completed: true,
      actionType: "WEBSITE_ANALYSIS",
      ...data,
    },
  });

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([signUp(), signUp(), signUpSuperAdmin()]);
  editor = await addMember(owner, "editor");
  for (const value of ["one", "two", "three"]) {
    const res = await api.post("/api/refine-field", {
      token: editor.token,
      body: { fieldId: "tagline", fieldValue: value, instruction: "improve" },
    });
    expect(res.status).toBe(200);
  }
  await log(owner, {
    actionType: "WEBSITE_ANALYSIS",
    inputTokens: 1000,
    outputTokens: 500,
    totalTokens: 1500,
    costCents: 2.5,
    createdAt: thisMonth(1),
  });
  await log(owner, {
    actionType: "FIELD_ANALYSIS",
    task: "brand_chat",
    model: "claude-x",
    provider: "anthropic",
    inputTokens: 10,
    outputTokens: 10,
    totalTokens: 20,
    costCents: 1,
    createdAt: thisMonth(1),
  });
  // An hour earlier than the others: newest-first order is then fixed.
  await log(owner, {
    actionType: "FIELD_ANALYSIS",
    success: false,
    credits: 0,
    createdAt: new Date(thisMonth(1).getTime() - 3_600_000),
  });
  await log(owner, {
    actionType: "CONTENT_GENERATION",
    task: "image_generation",
    model: "gpt-image-1",
    costCents: 4,
    createdAt: thisMonth(1),
  });
  await log(other, { actionType: "WEBSITE_ANALYSIS", costCents: 99, createdAt: thisMonth(1) });
});

describe("usage routes", () => {
  it("GET /api/usage: the period's counters, or totals over a range", async () => {
    const a = await api.get("/api/usage", { token: owner.token });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      websiteAnalysis: { used: 1, limit: 1 },
      fieldAnalysis: { used: 1, limit: 10 },
      oneShotRefinement: { used: 3, limit: 10 },
      chatSessions: { used: 0, limit: 5 },
      messagesPerSession: { limit: 20 },
    });
    const b = await api.get("/api/usage", {
      token: owner.token,
      query: { startDate: iso(thisMonth(1)), endDate: iso(now) },
    });
    expect(b.status).toBe(200);
    // Successful calls only: 3 refinements (150 tokens each), 1 website analysis, 1 field analysis, 1 image.
    expect(b.body.summary.actionsCount).toBe(6);
    expect(b.body.summary.totalTokens).toBe(3 * 150 + 1500 + 20 + 0);
    expect(b.body.byAction).toMatchObject({
      ONE_SHOT_REFINEMENT: { count: 3, tokens: 450 },
      WEBSITE_ANALYSIS: { count: 1, tokens: 1500 },
      FIELD_ANALYSIS: { count: 1, tokens: 20 },
    });
    expect(b.body.summary.totalCost).toBeCloseTo((2.5 + 1 + 4 + 3 * 0.0036) / 100, 10);
    expect(
      (await api.get("/api/usage", { token: owner.token, query: { startDate: "2001-01-01", endDate: "2001-01-31" } }))
        .body.summary,
    ).toEqual({ totalTokens: 0, totalCost: 0, actionsCount: 0 });
    expect(
      (await api.get("/api/usage", { token: owner.token, query: { startDate: "2026-02-01", endDate: "2026-01-01" } }))
        .status,
    ).toBe(400);
    expect((await api.get("/api/usage", { token: owner.token, query: { startDate: "yesterday" } })).status).toBe(400);
  });

  it("GET /api/usage/history pages by page (variant A) or offset (variant B), newest first", async () => {
    const a = await api.get("/api/usage/history", { token: owner.token, query: { page: 1, limit: 2 } });
    expect(a.body).toMatchObject({ total: 7, page: 1, limit: 2, totalPages: 4 });
    expect(a.body.items).toHaveLength(2);
    expect(a.body.items[0]).toEqual({
      id: expect.any(String),
      actionType: "ONE_SHOT_REFINEMENT",
      task: "field_refinement",
      model: "gpt-4o-mini",
      totalTokens: 150,
      totalCostCents: expect.any(Number),
      success: true,
      createdAt: expect.any(String),
    });
    const filtered = await api.get("/api/usage/history", {
      token: owner.token,
      query: { actionType: "FIELD_ANALYSIS" },
    });
    expect(filtered.body.items.map((i: any) => i.success)).toEqual([true, false]);
    const b = await api.get("/api/usage/history", { token: owner.token, query: { limit: 3, offset: 1 } });
    expect(Array.isArray(b.body)).toBe(true);
    expect(b.body).toHaveLength(3);
    expect(b.body[0]).toEqual({
      id: a.body.items[1].id,
      action: "ONE_SHOT_REFINEMENT",
      model: "gpt-4o-mini",
      inputTokens: 120,
      outputTokens: 30,
      cost: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect((await api.get("/api/usage/history", { token: owner.token, query: { limit: 101 } })).status).toBe(400);
    expect((await api.get("/api/usage/history", { token: owner.token, query: { actionType: "NOPE" } })).status).toBe(
      400,
    );
  });

  it("GET /api/usage/export: CSV with the reference's columns, the range applied", async () => {
    const res = await api.get("/api/usage/export", { token: owner.token, query: { format: "csv" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = res.text.trim().split("\r\n");
    expect(lines[0]).toBe("Date,Action,Model,InputTokens,OutputTokens,Cost");
    expect(lines).toHaveLength(8);
    expect(lines).toContain(`${thisMonth(1).toISOString()},WEBSITE_ANALYSIS,gpt-4o-mini,1000,500,0.025000`);
    const none = await api.get("/api/usage/export", {
      token: owner.token,
      query: { startDate: "2001-01-01", endDate: "2001-01-02" },
    });
    expect(none.text.trim()).toBe("Date,Action,Model,InputTokens,OutputTokens,Cost");
    expect((await api.get("/api/usage/export", { token: owner.token, query: { format: "xml" } })).status).toBe(400);
  });

  it("the export streams in batches: more rows than one batch, rows sharing a time, each row once, oldest first", async () => {
    const bulk = await signUp();
    const times = [thisMonth(1), thisMonth(1), new Date(thisMonth(1).getTime() + 60_000)];
    await adminDb().aiUsageLog.createMany({
      data: Array.from({ length: 1201 }, (_, i) => ({
        companyId: bulk.companyId,
        actionType: "QUICK_REFINE",
        task: "post_assist",
        provider: "openai",
        model: `m-${i}`,
        completed: true,
        createdAt: times[i % 3],
      })),
    });
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    const body = exportUsage(tenantCtxFor(bulk.companyId), {}).body!;
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(chunk));
    // The header, then batches of 500 rows: sent as they are read, not gathered first.
    expect(chunks).toHaveLength(4);
    const lines = chunks.join("").trim().split("\r\n");
    expect(lines).toHaveLength(1202);
    const rows = lines.slice(1).map((l) => l.split(","));
    expect(new Set(rows.map((r) => r[2])).size).toBe(1201);
    const dates = rows.map((r) => r[0]);
    expect(dates).toEqual([...dates].sort());
    // The Super Admin analytics below count every company's calls.
    await adminDb().aiUsageLog.deleteMany({ where: { companyId: bulk.companyId } });
  });

  it("GET /api/usage/company: per member for owners and admins; 403 for an editor", async () => {
    const res = await api.get("/api/usage/company", { token: owner.token });
    expect(res.status).toBe(200);
    const byUser = Object.fromEntries(res.body.userBreakdown.map((u: any) => [u.userEmail, u]));
    expect(byUser[editor.email]).toMatchObject({ userId: editor.userId, oneShotRefinement: 3, websiteAnalysis: 0 });
    expect(byUser[owner.email]).toMatchObject({
      userName: "Test User",
      websiteAnalysis: 1,
      fieldAnalysis: 1,
      totalCostCents: 7.5,
    });
    expect(res.body.totalSpendCents).toBeCloseTo(7.5 + 3 * 0.0036, 10);
    expect((await api.get("/api/usage/company", { token: editor.token })).status).toBe(403);
  });

  it("GET /api/entitlements and check/:action", async () => {
    const res = await api.get("/api/entitlements", { token: editor.token });
    expect(res.body).toMatchObject({
      aiGeneration: true,
      usage: {
        WEBSITE_ANALYSIS: { used: 1, limit: 1, remaining: 0, feature: "ai_website_analysis" },
        ONE_SHOT_REFINEMENT: { used: 3, limit: 10, remaining: 7 },
        QUICK_REFINE: { limit: -1, remaining: -1, feature: null },
      },
    });
    expect((await api.get("/api/entitlements/check/WEBSITE_ANALYSIS", { token: owner.token })).body).toEqual({
      allowed: false,
      remaining: 0,
      limit: 1,
      used: 1,
    });
    expect((await api.get("/api/entitlements/check/FIELD_ANALYSIS", { token: owner.token })).body).toEqual({
      allowed: true,
      remaining: 9,
      limit: 10,
      used: 1,
    });
    expect((await api.get("/api/entitlements/check/NOT_AN_ACTION", { token: owner.token })).status).toBe(400);
  });

  it("another company sees none of these calls", async () => {
    expect((await api.get("/api/usage/history", { token: other.token })).body.total).toBe(1);
    expect((await api.get("/api/usage", { token: other.token })).body.oneShotRefinement.used).toBe(0);
    const csv = await api.get("/api/usage/export", { token: other.token });
    expect(csv.text.trim().split("\r\n")).toHaveLength(2);
    expect((await api.get("/api/usage/company", { token: other.token })).body.totalSpendCents).toBe(99);
  });
});

describe("Super Admin AI analytics", () => {
  const su = (path: string, query?: Record<string, string>) => api.get(path, { token: admin.token, query });

  it("summary: text and image calls apart, daily series", async () => {
    const res = await su("/api/admin/ai-analytics/summary");
    expect(res.status).toBe(200);
    expect(res.body.textGeneration).toMatchObject({ calls: 6, tokens: 450 + 1500 + 20 });
    expect(res.body.imageGeneration).toEqual({ calls: 1, costCents: 4 });
    expect(res.body.totalCostCents).toBeCloseTo(2.5 + 1 + 4 + 99 + 3 * 0.0036, 10);
    expect(res.body.daily.map((d: any) => d.date)).toContain(iso(thisMonth(1)));
    expect(
      (await su("/api/admin/ai-analytics/summary", { startDate: "2001-01-01", endDate: "2001-01-01" })).body
        .totalCostCents,
    ).toBe(0);
  });

  it("by dimension", async () => {
    const byProvider = await su("/api/admin/ai-analytics/by-dimension", { dimension: "provider" });
    expect(byProvider.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "anthropic", count: 1, costCents: 1, tokens: 20 }),
        expect.objectContaining({ key: "openai", count: 6 }),
      ]),
    );
    const byTask = await su("/api/admin/ai-analytics/by-dimension", { dimension: "task" });
    expect(byTask.body.find((r: any) => r.key === "field_refinement")).toMatchObject({ count: 3, tokens: 450 });
    expect((await su("/api/admin/ai-analytics/by-dimension", { dimension: "colour" })).status).toBe(400);
  });

  it("per company, with its latest calls", async () => {
    const res = await su(`/api/admin/ai-analytics/company/${owner.companyId}`);
    expect(res.body.stats).toMatchObject({ calls: 6 });
    expect(res.body.recentLogs).toHaveLength(7);
    expect(res.body.recentLogs[0]).toMatchObject({
      actionType: "ONE_SHOT_REFINEMENT",
      userId: editor.userId,
      success: true,
      cached: false,
    });
    expect((await su("/api/admin/ai-analytics/company/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("Super Admin only", async () => {
    for (const path of [
      "/api/admin/ai-analytics/summary",
      "/api/admin/ai-config",
      "/api/admin/ab-tests",
      "/api/admin/gateway/status",
    ]) {
      const res = await api.get(path, { token: owner.token });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/Super Admin access is required/);
    }
  });
});
