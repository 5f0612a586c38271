import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";

// AI configuration is global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });
const auditOf = (companyId: string) =>
  adminDb().auditLog.findMany({ where: { companyId, action: { startsWith: "campaign.generate" } } });
const newCampaign = async (user: TestUser, body: Record<string, unknown> = {}) =>
  (await api.post("/api/campaigns", { token: user.token, body: { name: "Spring trail launch", ...body } })).body
    .id as string;
const HISTORY = [
  { role: "user", text: "We launch a trail shoe in March" },
  { role: "assistant", text: "Who is it for?" },
];

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  fake.chunkDelayMs = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("POST /api/campaigns/chat", () => {
  it("grounds each message in the brand as last saved, a save made between two messages included", async () => {
    const owner = await signUp();
    const chat = async () => {
      fake.calls.length = 0;
      expect((await api.post("/api/campaigns/chat", { token: owner.token, body: { message: "Ideas?" } })).status).toBe(
        200,
      );
      return fake.calls[0].prompt;
    };
    await api.put("/api/brand-profile", { token: owner.token, body: { brandVoice: "Encouraging" } });
    expect(await chat()).toContain("Brand voice: Encouraging");
    await api.put("/api/brand-profile", { token: owner.token, body: { brandVoice: "Dry and witty" } });
    const prompt = await chat();
    expect(prompt).toContain("Brand voice: Dry and witty");
    expect(prompt).not.toContain("Encouraging");
  });

  it("answers {response, role} grounded in the brand; no history starts a session, later messages count as CHAT_MESSAGE", async () => {
    const owner = await signUp();
    await api.put("/api/brand-profile", {
      token: owner.token,
      body: { brandVoice: "Encouraging", keyThemes: "trails, grip" },
    });
    const first = await api.post("/api/campaigns/chat", {
      token: owner.token,
      body: { message: "Plan a launch", context: { additionalContext: "Budget is small" } },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ response: "Let's plan a spring launch for trail runners.", role: "assistant" });
    for (const part of [
      "Brand voice: Encouraging",
      "Key themes: trails, grip",
      "Budget is small",
      "User: Plan a launch",
    ])
      expect(fake.calls[0].prompt).toContain(part);
    expect(
      (
        await api.post("/api/campaigns/chat", {
          token: owner.token,
          body: { message: "For runners", history: HISTORY },
        })
      ).status,
    ).toBe(200);
    expect((await logsOf(owner.companyId)).map((l) => [l.actionType, l.task, l.credits])).toEqual([
      ["CHAT_SESSION_START", "campaign_chat", 1],
      ["CHAT_MESSAGE", "campaign_chat", 1],
    ]);
  });

  it("streams the answer as text when asked with Accept: text/plain", async () => {
    const owner = await signUp();
    const res = await api.post("/api/campaigns/chat", {
      token: owner.token,
      body: { message: "Stream it" },
      headers: { accept: "text/plain" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.text).toBe("Let's plan a spring launch for trail runners.");
    expect(fake.calls[0].stream).toBe(true);
  });

  it("a session past its message limit (20): 403 before any call; bad input: 400; provider error: 502", async () => {
    const owner = await signUp();
    const long = Array.from({ length: 20 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", text: `m${i}` }));
    const res = await api.post("/api/campaigns/chat", { token: owner.token, body: { message: "More", history: long } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "CHAT_MESSAGE", limit: 20 });
    expect((await api.post("/api/campaigns/chat", { token: owner.token, body: { message: "" } })).status).toBe(400);
    expect(fake.calls).toHaveLength(0);
    fake.reply = () => ({ status: 401, message: "bad key" });
    const failed = await api.post("/api/campaigns/chat", { token: owner.token, body: { message: "Hello" } });
    expect([failed.status, failed.body.error]).toEqual([502, "AI_PROVIDER_ERROR"]);
  });
});

describe("POST /api/campaigns/:id/generate-plan", () => {
  it("writes brief, goal, context and the discussed dates into the campaign; one CONTENT_GENERATION credit", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner);
    const res = await api.post(`/api/campaigns/${id}/generate-plan`, {
      token: owner.token,
      body: { chatHistory: HISTORY },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      brief: "Launch the spring trail shoe to daily runners.",
      goal: "500 pre-orders",
      context: {
        keyMessages: ["Grip on wet trails"],
        targetAudience: "Trail runners",
        tone: "Energetic",
        channels: ["linkedin", "twitter"],
      },
      startsAt: "2027-03-01T00:00:00.000Z",
      endsAt: "2027-03-31T23:59:59.999Z",
    });
    expect(fake.calls[0].prompt).toContain("Assistant: Who is it for?");
    expect((await api.get(`/api/campaigns/${id}`, { token: owner.token })).body.goal).toBe("500 pre-orders");
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "campaign_plan", credits: 1, success: true },
    ]);
    expect(await auditOf(owner.companyId)).toMatchObject([{ action: "campaign.generate_plan", targetId: id }]);
  });

  it("another company's campaign: 404 and no call; bad input: 400; malformed output: 502 and the campaign unchanged", async () => {
    const [a, b] = [await signUp(), await signUp()];
    const id = await newCampaign(a, { brief: "Original" });
    expect(
      (await api.post(`/api/campaigns/${id}/generate-plan`, { token: b.token, body: { chatHistory: HISTORY } })).status,
    ).toBe(404);
    expect(
      (await api.post(`/api/campaigns/${id}/generate-plan`, { token: a.token, body: { chatHistory: [] } })).status,
    ).toBe(400);
    expect(fake.calls).toHaveLength(0);
    fake.reply = () => ({ text: "{}" });
    expect(
      (await api.post(`/api/campaigns/${id}/generate-plan`, { token: a.token, body: { chatHistory: HISTORY } })).body
        .error,
    ).toBe("AI_BAD_OUTPUT");
    expect((await api.get(`/api/campaigns/${id}`, { token: a.token })).body.brief).toBe("Original");
    expect(await auditOf(a.companyId)).toEqual([]);
    expect(await logsOf(a.companyId)).toMatchObject([{ success: false, credits: 0 }]);
  });
});

describe("POST /api/campaigns/:id/generate-content", () => {
  it("one post per channel within its limit, blog and video ideas, saved as drafts of the campaign; both answer shapes; a credit per item", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, { brief: "Trail shoe launch", context: { channels: ["twitter", "bluesky"] } });
    const res = await api.post(`/api/campaigns/${id}/generate-content`, { token: owner.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ social: 2, blog: 2, video: 2 });
    expect(res.body.content).toEqual(res.body.ideas);
    expect(res.body.ideas.socialPosts.map((p: { platform: string }) => p.platform)).toEqual(["twitter", "bluesky"]);
    expect(fake.calls[0].prompt).toMatch(/\(twitter\): at most 280 characters/);
    expect(fake.calls[0].prompt).toMatch(/\(bluesky\): at most 300 characters/);
    expect(fake.calls[0].prompt).toContain("Campaign brief: Trail shoe launch");
    const posts = await adminDb().socialPost.findMany({ where: { campaignId: id } });
    expect(posts.map((p) => [p.status, p.platforms[0], p.content])).toEqual(
      expect.arrayContaining([["DRAFT", "twitter", "Spring trails are calling (twitter).\n\n#Stride"]]),
    );
    expect(await adminDb().blogPost.count({ where: { campaignId: id, status: "DRAFT" } })).toBe(2);
    expect(await adminDb().videoScript.count({ where: { campaignId: id } })).toBe(2);
    expect((await api.get(`/api/campaigns/${id}/content`, { token: owner.token })).status).toBe(200);
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "content_generation", credits: 6, success: true },
    ]);
    expect(await auditOf(owner.companyId)).toMatchObject([{ action: "campaign.generate_content", targetId: id }]);
  });

  it("a post over its network's limit is asked for again, then 502 AI_BAD_OUTPUT with nothing saved", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, { context: { channels: ["twitter"] } });
    fake.reply = () => ({
      text: JSON.stringify({
        socialPosts: [{ platform: "twitter", content: "x".repeat(300), hashtags: [] }],
        blogIdeas: [
          { title: "a", description: "b" },
          { title: "c", description: "d" },
        ],
        videoIdeas: [
          { title: "a", description: "b", format: "Short" },
          { title: "c", description: "d", format: "Short" },
        ],
      }),
    });
    const res = await api.post(`/api/campaigns/${id}/generate-content`, { token: owner.token, body: {} });
    expect([res.status, res.body.error]).toEqual([502, "AI_BAD_OUTPUT"]);
    expect(fake.calls).toHaveLength(2);
    expect(await adminDb().socialPost.count({ where: { campaignId: id } })).toBe(0);
  });

  it("the ai_posts_limit counts the items: 403 before the call when they do not fit", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, { context: { channels: ["twitter"] } });
    await adminDb().aiUsageLog.create({
      data: {
        companyId: owner.companyId,
        actionType: "CONTENT_GENERATION",
        task: "content_generation",
        provider: "openai",
        model: "m",
        credits: 7,
        completed: true,
      },
    });
    const res = await api.post(`/api/campaigns/${id}/generate-content`, { token: owner.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "CONTENT_GENERATION", limit: 10, used: 7 });
    expect(fake.calls).toHaveLength(0);
  });

  it("another company's campaign: 404", async () => {
    const [a, b] = [await signUp(), await signUp()];
    const id = await newCampaign(a);
    expect((await api.post(`/api/campaigns/${id}/generate-content`, { token: b.token, body: {} })).status).toBe(404);
    expect(fake.calls).toHaveLength(0);
  });
});
