import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { BLOG_PAGE, BRAND_PAGE, startFakeWebsite } from "../fakes/website";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";

// Every AI feature route the same three ways: the provider fails (502 AI_PROVIDER_ERROR), the
// model's answer does not fit twice (502 AI_BAD_OUTPUT), the plan's limit is reached (403
// LIMIT_REACHED before any model call). Never a credit consumed, never anything saved.

await useOwnDatabase();
const fake = await startFakeAi();
const site = await startFakeWebsite({ "/": BRAND_PAGE, "/blog/cadence": BLOG_PAGE });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
process.env.OUTBOUND_ALLOW_HOSTS = site.host;
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await Promise.all([fake.close(), site.close()]);
});

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

const newCampaign = async (user: TestUser) =>
  (
    await api.post("/api/campaigns", {
      token: user.token,
      body: { name: "Spring trail launch", brief: "Trail shoe", context: { channels: ["twitter"] } },
    })
  ).body.id as string;

interface RouteCase {
  path: string;
  action: string;
  /** false: a text answer (chat), which cannot be malformed. */
  structured: boolean;
  body: (user: TestUser) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

const ROUTES: RouteCase[] = [
  { path: "/api/analyze-brand", action: "WEBSITE_ANALYSIS", structured: true, body: () => ({ url: `${site.url}/` }) },
  {
    path: "/api/chat-brand",
    action: "FIELD_ANALYSIS",
    structured: true,
    body: () => ({ field: "tagline", message: "Shorter?", history: [] }),
  },
  {
    path: "/api/campaigns/chat",
    action: "CHAT_SESSION_START",
    structured: false,
    body: () => ({ message: "We launch a trail shoe", history: [] }),
  },
  {
    path: "/api/campaigns/:id/generate-plan",
    action: "CONTENT_GENERATION",
    structured: true,
    body: () => ({ chatHistory: [{ role: "user", text: "We launch a trail shoe in March" }] }),
  },
  { path: "/api/campaigns/:id/generate-content", action: "CONTENT_GENERATION", structured: true, body: () => ({}) },
  {
    path: "/api/generate-blog-post",
    action: "CONTENT_GENERATION",
    structured: true,
    body: () => ({ idea: { title: "Cadence" } }),
  },
  {
    path: "/api/refine-blog-content",
    action: "QUICK_REFINE",
    structured: true,
    body: () => ({ content: "## Cadence\n\nShort steps.", instruction: "expand" }),
  },
  {
    path: "/api/generate-posts",
    action: "CONTENT_GENERATION",
    structured: true,
    body: () => ({ blogUrl: `${site.url}/blog/cadence`, selectedProfiles: ["twitter"] }),
  },
  {
    path: "/api/ai/assist-post",
    action: "QUICK_REFINE",
    structured: true,
    body: () => ({ action: "expand", content: "Trail shoes", platforms: ["twitter"] }),
  },
  { path: "/api/generate-image", action: "CONTENT_GENERATION", structured: false, body: () => ({ prompt: "A shoe" }) },
  {
    path: "/api/generate-video-script",
    action: "CONTENT_GENERATION",
    structured: true,
    body: () => ({ idea: { title: "Mud test" } }),
  },
  {
    path: "/api/generate-content-calendar",
    action: "CONTENT_GENERATION",
    structured: true,
    body: () => ({ startDate: "2027-03-01", endDate: "2027-03-07", postsPerWeek: 1 }),
  },
];

/** A new company, the route's path (a campaign of its own where the path names one) and its body. */
async function prepared(route: RouteCase) {
  const user = await signUp();
  const path = route.path.includes(":id") ? route.path.replace(":id", await newCampaign(user)) : route.path;
  return { user, path, body: await route.body(user) };
}

/** Credits consumed, and what the routes could have saved, for one company. */
async function traces(user: TestUser) {
  const db = adminDb();
  const where = { companyId: user.companyId };
  const [logs, social, blog, scripts, media, campaigns] = await Promise.all([
    db.aiUsageLog.findMany({ where }),
    db.socialPost.count({ where }),
    db.blogPost.count({ where }),
    db.videoScript.count({ where }),
    db.mediaAsset.count({ where }),
    db.campaign.findMany({ where, select: { brief: true, goal: true } }),
  ]);
  return {
    credits: logs.reduce((sum, log) => sum + log.credits, 0),
    saved: { social, blog, scripts, media },
    campaigns,
  };
}

const NOTHING = { social: 0, blog: 0, scripts: 0, media: 0 };
const NO_AI = "no-ai-features";
await adminDb().package.create({
  data: { id: NO_AI, name: "No AI", plans: { create: [{ featureId: "ai_generation", enabled: false, value: 0 }] } },
});

describe.each(ROUTES)("$path", (route) => {
  it("a provider error: 502 AI_PROVIDER_ERROR, no credit, nothing saved", async () => {
    const { user, path, body } = await prepared(route);
    const before = await traces(user);
    fake.reply = () => ({ status: 400, message: "model refused" });
    const res = await api.post(path, { token: user.token, body });
    expect([res.status, res.body.error]).toEqual([502, "AI_PROVIDER_ERROR"]);
    expect(fake.calls.length).toBeGreaterThan(0);
    expect(await traces(user)).toEqual({ ...before, credits: 0, saved: NOTHING });
  });

  it.runIf(route.structured)(
    "an answer that does not fit, twice: 502 AI_BAD_OUTPUT, no credit, nothing saved",
    async () => {
      const { user, path, body } = await prepared(route);
      const before = await traces(user);
      fake.reply = () => ({ text: JSON.stringify({ unexpected: "shape" }) });
      const res = await api.post(path, { token: user.token, body });
      expect([res.status, res.body.error]).toEqual([502, "AI_BAD_OUTPUT"]);
      expect(fake.calls).toHaveLength(2);
      expect(await traces(user)).toEqual({ ...before, credits: 0, saved: NOTHING });
    },
  );

  it.runIf(route.action !== "QUICK_REFINE")(
    "the plan's limit reached: 403 LIMIT_REACHED naming the action, no model call",
    async () => {
      const { user, path, body } = await prepared(route);
      await adminDb().aiUsageLog.create({
        data: {
          companyId: user.companyId,
          actionType: route.action,
          task: "earlier",
          provider: "openai",
          model: "m",
          credits: 100_000,
          completed: true,
        },
      });
      const res = await api.post(path, { token: user.token, body });
      expect([res.status, res.body.error, res.body.action]).toEqual([403, "LIMIT_REACHED", route.action]);
      expect(fake.calls).toHaveLength(0);
      expect((await traces(user)).saved).toEqual(NOTHING);
    },
  );

  // QUICK_REFINE counts against no limit of its own: only ai_generation gates it (lib/ai/catalog.ts).
  it("ai_generation off in the plan: 403 LIMIT_REACHED, no model call", async () => {
    const { user, path, body } = await prepared(route);
    await adminDb().company.update({ where: { id: user.companyId }, data: { packageId: NO_AI } });
    await clearConfigCaches();
    const res = await api.post(path, { token: user.token, body });
    expect([res.status, res.body.error, res.body.action]).toEqual([403, "LIMIT_REACHED", route.action]);
    expect(fake.calls).toHaveLength(0);
    expect((await traces(user)).saved).toEqual(NOTHING);
  });
});
