import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { request } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { BLOG_PAGE, BRAND_PAGE, startFakeWebsite } from "../fakes/website";
import { fill, fixtureFor, queryOf, routes, validBody } from "../generic/route-table";

// decisions.md "AI": with no provider, every AI route answers 503 AI_NOT_CONFIGURED naming what to
// set, before any model is called and without using a credit. The routes are the contracts that
// promise it, and they must be at least every model-calling route decisions.md names.

// Integration configs (which may hold keys) are global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
const site = await startFakeWebsite({ "/": BRAND_PAGE, "/blog": BLOG_PAGE });
process.env.OUTBOUND_ALLOW_HOSTS = site.host;
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await Promise.all([fake.close(), site.close()]);
});

const MODEL_ROUTES = [
  "POST /api/refine-field",
  "POST /api/analyze-brand",
  "POST /api/chat-brand",
  "POST /api/generate-blog-post",
  "POST /api/refine-blog-content",
  "POST /api/generate-posts",
  "POST /api/ai/assist-post",
  "POST /api/generate-video-script",
  "POST /api/generate-content-calendar",
  "POST /api/generate-image",
  "POST /api/inbox/:id/suggest-reply",
  "POST /api/campaigns/chat",
  "POST /api/campaigns/:id/generate-plan",
  "POST /api/campaigns/:id/generate-content",
];
/** Routes that read a page before the model: a page that can be read, so only the model is missing. */
const bodies: Record<string, () => unknown> = {
  "POST /api/analyze-brand": () => ({ url: `${site.url}/` }),
  "POST /api/generate-posts": () => ({ blogUrl: `${site.url}/blog`, selectedProfiles: ["twitter"] }),
};
const aiRoutes = routes.filter((r) => r.contract.description?.includes("AI_NOT_CONFIGURED"));

let owner: TestUser;
beforeAll(async () => {
  owner = await signUp();
  // The fake would answer if anything reached it: only the missing configuration may stop the calls.
  process.env.OPENAI_API_URL = fake.url;
  process.env.OPENAI_API_KEY = "sk-platform";
});

describe("no AI provider configured", () => {
  it("covers every model-calling route of decisions.md", () => {
    expect(aiRoutes.map((r) => `${r.method} ${r.contract.path}`)).toEqual(expect.arrayContaining(MODEL_ROUTES));
  });

  it.each(aiRoutes.map((r) => [`${r.method} ${r.contract.path}`, r] as const))(
    "%s: 503 AI_NOT_CONFIGURED naming what to set, no call, no credit",
    async (_, { method, contract }) => {
      const found = fixtureFor(contract.path);
      const params = found ? await found.fixture.create(owner) : {};
      const logsBefore = await adminDb().aiUsageLog.count({ where: { companyId: owner.companyId } });
      const saved = { url: process.env.OPENAI_API_URL, key: process.env.OPENAI_API_KEY };
      delete process.env.OPENAI_API_URL;
      delete process.env.OPENAI_API_KEY;
      await clearConfigCaches();
      try {
        const res = await request(method, fill(contract.path, params), {
          token: owner.token,
          query: queryOf(contract),
          body: bodies[`${method} ${contract.path}`]?.() ?? validBody(method, contract),
        });
        expect(res.status, res.text).toBe(503);
        expect(res.body).toEqual({ error: "AI_NOT_CONFIGURED", message: expect.stringContaining("OPENAI_API_KEY") });
      } finally {
        process.env.OPENAI_API_URL = saved.url;
        process.env.OPENAI_API_KEY = saved.key;
        await clearConfigCaches();
      }
      expect(fake.calls).toHaveLength(0);
      expect(await adminDb().aiUsageLog.count({ where: { companyId: owner.companyId } })).toBe(logsBefore);
    },
  );
});

describe("a local OpenAI-compatible server (Ollama), as the README sets it up", () => {
  it("is configured by its URL alone: no key, and the call goes through", async () => {
    const user = await signUp();
    const saved = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    await clearConfigCaches();
    try {
      const res = await request("POST", "/api/refine-field", {
        token: user.token,
        body: { fieldId: "tagline", fieldValue: "Local model", instruction: "improve" },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.refined).toBe("Refined: Local model");
    } finally {
      process.env.OPENAI_API_KEY = saved;
      await clearConfigCaches();
    }
    expect(fake.calls).toEqual([expect.objectContaining({ api: "openai", model: "gpt-4o-mini" })]);
    // No key sent: an empty bearer token at most.
    expect(fake.calls[0].apiKey ?? "").not.toContain("sk-");
  });
});
