import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { BRAND_PAGE, LOGIN_PAGE, startFakeWebsite } from "../fakes/website";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";

// AI configuration is global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
const site = await startFakeWebsite({ "/": BRAND_PAGE, "/login": LOGIN_PAGE });
const forbidden = await startFakeWebsite({ "/": BRAND_PAGE });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
process.env.OUTBOUND_ALLOW_HOSTS = site.host;
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await Promise.all([fake.close(), site.close(), forbidden.close()]);
});

const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });
const analyze = (user: TestUser, body: Record<string, unknown>) =>
  api.post("/api/analyze-brand", { token: user.token, body });
const chat = (user: TestUser, body: Record<string, unknown>) =>
  api.post("/api/chat-brand", { token: user.token, body });

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("POST /api/analyze-brand", () => {
  it("reads the page, asks the model with its text, and answers the fields with confidences; one WEBSITE_ANALYSIS credit", async () => {
    const owner = await signUp();
    const res = await analyze(owner, { url: `${site.url}/`, mode: "company" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        companyName: "Stride",
        tagline: "Run every day",
        missionStatement: "Shoes that make daily running a joy.",
        keyThemes: "running, comfort, daily habit",
        brandVoice: "Encouraging and plain-spoken",
        colors: expect.objectContaining({ primary: "#ff5500", background: "#ffffff" }),
        typography: { headingFont: "Poppins", bodyFont: "Inter" },
      },
      confidence: {
        companyName: "high",
        tagline: "medium",
        missionStatement: "medium",
        keyThemes: "high",
        brandVoice: "low",
        colors: "high",
        typography: "high",
      },
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].prompt).toContain("running shoes for people who run every day");
    expect(fake.calls[0].prompt).toContain("company's own website");
    const [log] = await logsOf(owner.companyId);
    expect(log).toMatchObject({ actionType: "WEBSITE_ANALYSIS", task: "brand_analysis", success: true, credits: 1 });
  });

  it("a page that cannot be read: 400 with its errorCode, no model call, no credit", async () => {
    const owner = await signUp();
    for (const [url, error] of [
      [`${site.url}/login`, "LOGIN_PAGE"],
      [`http://127.0.0.1:${forbidden.port}/`, "BLOCKED"],
      [`http://2130706433:${forbidden.port}/`, "BLOCKED"],
      ["javascript:alert(1)", "INVALID_URL"],
    ]) {
      const res = await analyze(owner, { url });
      expect([url, res.status, res.body.error]).toEqual([url, 400, error]);
    }
    expect(forbidden.connections).toBe(0);
    expect(fake.calls).toHaveLength(0);
    expect(await logsOf(owner.companyId)).toHaveLength(0);
  });

  it("the plan's limit (1 analysis): 403 LIMIT_REACHED and no model call", async () => {
    const owner = await signUp();
    expect((await analyze(owner, { url: `${site.url}/` })).status).toBe(200);
    fake.calls.length = 0;
    clearAnswerCache();
    const res = await analyze(owner, { url: `${site.url}/`, mode: "inspiration" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "WEBSITE_ANALYSIS", limit: 1, used: 1 });
    expect(fake.calls).toHaveLength(0);
  });

  it("malformed model output twice: 502 AI_BAD_OUTPUT and the credit given back; provider error: 502 AI_PROVIDER_ERROR", async () => {
    const owner = await signUp();
    fake.reply = () => ({ text: JSON.stringify({ companyName: "only this" }) });
    const bad = await analyze(owner, { url: `${site.url}/` });
    expect(bad.status).toBe(502);
    expect(bad.body.error).toBe("AI_BAD_OUTPUT");
    fake.reply = () => ({ status: 400, message: "model refused" });
    const failed = await analyze(owner, { url: `${site.url}/` });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe("AI_PROVIDER_ERROR");
    expect((await logsOf(owner.companyId)).map((l) => [l.success, l.credits])).toEqual([
      [false, 0],
      [false, 0],
    ]);
  });

  it("bad input: 400", async () => {
    const owner = await signUp();
    expect((await analyze(owner, {})).status).toBe(400);
    expect((await analyze(owner, { url: `${site.url}/`, mode: "rival" })).status).toBe(400);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("POST /api/chat-brand", () => {
  it("answers a reply and a suggestion, with the stored profile, the form's fields and the history in the prompt; one FIELD_ANALYSIS credit", async () => {
    const owner = await signUp();
    await api.put("/api/brand-profile", {
      token: owner.token,
      body: { brandVoice: "Warm and direct", tagline: "Stored tagline" },
    });
    const res = await chat(owner, {
      profile: { companyName: "Stride Unsaved" },
      field: "tagline",
      message: "Make it shorter",
      history: [
        { role: "user", text: "Hi" },
        { role: "assistant", text: "Hello, which field?" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reply: "A shorter tagline lands better.", suggestion: "Run every day." });
    const { prompt } = fake.calls[0];
    for (const part of [
      "Stride Unsaved",
      "Warm and direct",
      "Its current value: Stored tagline",
      "Assistant: Hello, which field?",
      "User: Make it shorter",
    ])
      expect(prompt).toContain(part);
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "FIELD_ANALYSIS", task: "brand_chat", credits: 1, success: true },
    ]);
  });

  it("the FIELD_ANALYSIS limit: 403 before any call; bad input: 400", async () => {
    const owner = await signUp();
    await adminDb().aiUsageLog.createMany({
      data: Array.from({ length: 10 }, () => ({
        companyId: owner.companyId,
        actionType: "FIELD_ANALYSIS",
        task: "brand_chat",
        provider: "openai",
        model: "gpt-4o-mini",
        completed: true,
      })),
    });
    const res = await chat(owner, { field: "tagline", message: "Hi" });
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "FIELD_ANALYSIS", limit: 10, used: 10 });
    for (const body of [
      { field: "tagline" },
      { message: "x" },
      { field: "tagline", message: "x", history: [{ role: "system", text: "x" }] },
    ]) {
      expect((await chat(owner, body)).status).toBe(400);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it("streams with Accept: application/x-ndjson: the reply as it grows, then the validated answer; one credit", async () => {
    const owner = await signUp();
    const res = await api.post("/api/chat-brand", {
      token: owner.token,
      body: { field: "tagline", message: "Shorter?" },
      headers: { accept: "application/x-ndjson" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const events = res.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events.at(-1)).toEqual({
      type: "result",
      value: { reply: "A shorter tagline lands better.", suggestion: "Run every day." },
    });
    const partials = events.filter((e) => e.type === "partial");
    expect(partials.length).toBeGreaterThan(1);
    expect(partials[0].value.reply).not.toBe("A shorter tagline lands better.");
    expect(fake.calls[0]).toMatchObject({ stream: true, structured: true });
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "FIELD_ANALYSIS", task: "brand_chat", credits: 1, success: true },
    ]);
  });

  it("a streamed answer that does not fit ends with AI_BAD_OUTPUT and gives the credit back; a provider error is a 502 JSON answer", async () => {
    const owner = await signUp();
    const stream = () =>
      api.post("/api/chat-brand", {
        token: owner.token,
        body: { field: "tagline", message: "Shorter?" },
        headers: { accept: "application/x-ndjson" },
      });
    fake.reply = () => ({ text: JSON.stringify({ reply: "", suggestion: 3 }) });
    const bad = await stream();
    expect(bad.status).toBe(200);
    expect(JSON.parse(bad.text.trim().split("\n").at(-1)!)).toMatchObject({ type: "error", error: "AI_BAD_OUTPUT" });
    fake.reply = () => ({ status: 401, message: "bad key" });
    const failed = await stream();
    expect([failed.status, failed.body.error]).toEqual([502, "AI_PROVIDER_ERROR"]);
    expect((await logsOf(owner.companyId)).map((l) => [l.success, l.credits])).toEqual([
      [false, 0],
      [false, 0],
    ]);
  });

  it("another company's profile never reaches the prompt", async () => {
    const [a, b] = [await signUp(), await signUp()];
    await api.put("/api/brand-profile", { token: a.token, body: { brandVoice: "Secret voice of A" } });
    expect((await chat(b, { field: "tagline", message: "Ideas?" })).status).toBe(200);
    expect(fake.calls[0].prompt).not.toContain("Secret voice of A");
  });
});
