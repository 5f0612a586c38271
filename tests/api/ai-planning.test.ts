import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
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

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("POST /api/generate-video-script", () => {
  it("writes the script with the campaign's plan in the prompt and saves it as the campaign's video script; one credit", async () => {
    const owner = await signUp();
    const campaignId = (
      await api.post("/api/campaigns", {
        token: owner.token,
        body: { name: "Trail launch", brief: "Spring trail shoe" },
      })
    ).body.id;
    const res = await api.post("/api/generate-video-script", {
      token: owner.token,
      body: { idea: { title: "Mud test", format: "Reel" }, campaignId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ script: expect.stringContaining("HOOK"), videoScriptId: expect.any(String) });
    expect(fake.calls[0].prompt).toContain("Campaign brief: Spring trail shoe");
    const saved = await adminDb().videoScript.findUniqueOrThrow({ where: { id: res.body.videoScriptId } });
    expect(saved).toMatchObject({
      companyId: owner.companyId,
      campaignId,
      title: "Mud test",
      format: "Reel",
      script: res.body.script,
    });
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "video_script", credits: 1 },
    ]);
    const audit = await adminDb().auditLog.findMany({
      where: { companyId: owner.companyId, action: "video_script.generate" },
    });
    expect(audit).toMatchObject([{ actorId: owner.userId, targetId: res.body.videoScriptId }]);
  });

  it("another company's campaign: 404 and no call; bad input: 400; provider error: 502 and nothing saved", async () => {
    const [a, b] = [await signUp(), await signUp()];
    const campaignId = (await api.post("/api/campaigns", { token: a.token, body: { name: "A's" } })).body.id;
    expect(
      (await api.post("/api/generate-video-script", { token: b.token, body: { idea: { title: "x" }, campaignId } }))
        .status,
    ).toBe(404);
    expect((await api.post("/api/generate-video-script", { token: b.token, body: { idea: {} } })).status).toBe(400);
    expect(fake.calls).toHaveLength(0);
    fake.reply = () => ({ status: 400, message: "no" });
    expect(
      (await api.post("/api/generate-video-script", { token: b.token, body: { idea: { title: "x" } } })).body.error,
    ).toBe("AI_PROVIDER_ERROR");
    expect(await adminDb().videoScript.count({ where: { companyId: b.companyId } })).toBe(0);
  });
});

describe("POST /api/generate-content-calendar", () => {
  it("dated ideas within the range on the networks asked for; credits for the ideas asked; nothing saved", async () => {
    const owner = await signUp();
    const res = await api.post("/api/generate-content-calendar", {
      token: owner.token,
      body: { startDate: "2027-03-01", endDate: "2027-03-14", platforms: ["LinkedIn"], postsPerWeek: 2 },
    });
    expect(res.status).toBe(200);
    // Every idea has a day in the range, blog and video ideas as well as posts.
    expect(res.body).toEqual({
      ideas: [
        {
          date: "2027-03-01",
          platform: "linkedin",
          title: "Trail tips",
          description: "Three tips for wet trails.",
          contentType: "social",
        },
        expect.objectContaining({ date: "2027-03-03", contentType: "video", title: "Mud run in slow motion" }),
        expect.objectContaining({ date: "2027-03-14", contentType: "blog", title: "How to pick a trail shoe" }),
      ],
    });
    expect(fake.calls[0].prompt).toContain("about 2 items a week");
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "content_calendar", credits: 4 },
    ]);
    expect(await adminDb().socialPost.count({ where: { companyId: owner.companyId } })).toBe(0);
    expect(await adminDb().blogPost.count({ where: { companyId: owner.companyId } })).toBe(0);
    expect(await adminDb().videoScript.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("a blog or video idea without a day, or with a day that does not exist, is malformed output: 502", async () => {
    const owner = await signUp();
    for (const date of [undefined, "2027-02-30"]) {
      fake.calls.length = 0;
      fake.reply = () => ({
        text: JSON.stringify({
          ideas: [{ date, platform: "linkedin", title: "t", description: "d", contentType: "blog" }],
        }),
      });
      const res = await api.post("/api/generate-content-calendar", {
        token: owner.token,
        body: { startDate: "2027-02-22", endDate: "2027-03-07" },
      });
      expect([res.status, res.body.error]).toEqual([502, "AI_BAD_OUTPUT"]);
      expect(fake.calls).toHaveLength(2);
    }
  });

  it("an idea dated outside the range is malformed output: 502 after one retry", async () => {
    const owner = await signUp();
    fake.reply = () => ({
      text: JSON.stringify({
        ideas: [{ date: "2030-01-01", platform: "linkedin", title: "t", description: "d", contentType: "social" }],
      }),
    });
    const res = await api.post("/api/generate-content-calendar", {
      token: owner.token,
      body: { startDate: "2027-03-01", endDate: "2027-03-07" },
    });
    expect([res.status, res.body.error]).toEqual([502, "AI_BAD_OUTPUT"]);
    expect(fake.calls).toHaveLength(2);
  });

  it("bad input: 400 and no call; over the limit: 403", async () => {
    const owner = await signUp();
    for (const body of [
      {},
      { startDate: "2027-03-07", endDate: "2027-03-01" },
      { startDate: "2027-01-01", endDate: "2027-12-31" },
      { startDate: "2027-02-30x", endDate: "2027-03-01" },
    ]) {
      expect((await api.post("/api/generate-content-calendar", { token: owner.token, body })).status).toBe(400);
    }
    expect(
      (
        await api.post("/api/generate-content-calendar", {
          token: owner.token,
          body: { startDate: "2027-01-01", endDate: "2027-03-31", postsPerWeek: 7 },
        })
      ).body,
    ).toMatchObject({
      error: "LIMIT_REACHED",
      action: "CONTENT_GENERATION",
    });
    expect(fake.calls).toHaveLength(0);
  });
});
