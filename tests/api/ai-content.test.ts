import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { BLOG_PAGE, startFakeWebsite } from "../fakes/website";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";

// AI configuration is global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
const site = await startFakeWebsite({ "/blog/cadence": BLOG_PAGE });
const forbidden = await startFakeWebsite({ "/": BLOG_PAGE });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
process.env.OUTBOUND_ALLOW_HOSTS = site.host;
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await Promise.all([fake.close(), site.close(), forbidden.close()]);
});

const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });
const post = (user: TestUser, path: string, body: Record<string, unknown>) =>
  api.post(path, { token: user.token, body });

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("POST /api/generate-blog-post", () => {
  it("markdown with the frontmatter asked for, brand voice in the prompt; one CONTENT_GENERATION credit, nothing saved", async () => {
    const owner = await signUp();
    await api.put("/api/brand-profile", { token: owner.token, body: { brandVoice: "Plain-spoken" } });
    const res = await post(owner, "/api/generate-blog-post", {
      idea: { title: "Cadence", description: "Why steps matter" },
      frontmatterSettings: { author: "Ana", includeTags: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Why cadence matters");
    expect(res.body.slug).toBe("why-cadence-matters");
    expect(res.body.content).toMatch(
      /^---\ntitle: "Why cadence matters"\nslug: why-cadence-matters\ndate: \d{4}-\d{2}-\d{2}\nauthor: "Ana"\ndescription: .*\n---\n\n## Cadence/,
    );
    expect(res.body.content).not.toContain("tags:");
    expect(fake.calls[0].prompt).toContain("Brand voice: Plain-spoken");
    expect(await adminDb().blogPost.count({ where: { companyId: owner.companyId } })).toBe(0);
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "blog_generation", credits: 1 },
    ]);
  });

  it("streams with Accept: application/x-ndjson: the post as it is written, then the same {title, slug, content} validated; one credit", async () => {
    const owner = await signUp();
    const res = await api.post("/api/generate-blog-post", {
      token: owner.token,
      body: { idea: { title: "Cadence" }, frontmatterSettings: { includeDate: false } },
      headers: { accept: "application/x-ndjson" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const events = res.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events.filter((e) => e.type === "partial").length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({
      type: "result",
      value: {
        title: "Why cadence matters",
        slug: "why-cadence-matters",
        content: expect.stringMatching(/^---\ntitle: "Why cadence matters"\n[\s\S]*---\n\n## Cadence/),
      },
    });
    expect(fake.calls[0]).toMatchObject({ stream: true, structured: true });
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "blog_generation", credits: 1, success: true },
    ]);
  });

  it("bad input: 400 and no call; limit reached: 403", async () => {
    const owner = await signUp();
    expect((await post(owner, "/api/generate-blog-post", { idea: {} })).status).toBe(400);
    await adminDb().aiUsageLog.create({
      data: {
        companyId: owner.companyId,
        actionType: "CONTENT_GENERATION",
        task: "x",
        provider: "p",
        model: "m",
        credits: 10,
        completed: true,
      },
    });
    expect((await post(owner, "/api/generate-blog-post", { idea: { title: "T" } })).body).toMatchObject({
      error: "LIMIT_REACHED",
      action: "CONTENT_GENERATION",
    });
    const streamed = await api.post("/api/generate-blog-post", {
      token: owner.token,
      body: { idea: { title: "T" } },
      headers: { accept: "application/x-ndjson" },
    });
    expect([streamed.status, streamed.body.error]).toEqual([403, "LIMIT_REACHED"]);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("POST /api/refine-blog-content", () => {
  it("named and free instructions; one QUICK_REFINE", async () => {
    const owner = await signUp();
    const res = await post(owner, "/api/refine-blog-content", {
      content: "# Title\n\nSome text",
      instruction: "fix_grammar",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ content: "Refined: # Title\n\nSome text" });
    expect(fake.calls[0].prompt).toContain("Fix grammar, spelling and punctuation only");
    expect(
      (await post(owner, "/api/refine-blog-content", { content: "x", instruction: "Make it sound like a pirate" }))
        .status,
    ).toBe(200);
    expect(fake.calls[1].prompt).toContain("Instruction: Make it sound like a pirate");
    expect((await logsOf(owner.companyId)).map((l) => l.actionType)).toEqual(["QUICK_REFINE", "QUICK_REFINE"]);
    expect((await post(owner, "/api/refine-blog-content", { content: "x" })).status).toBe(400);
  });
});

describe("POST /api/ai/assist-post", () => {
  it("answers {content, hashtags} with each network's limit in the prompt; an answer over a limit is refused as AI_BAD_OUTPUT", async () => {
    const owner = await signUp();
    const res = await post(owner, "/api/ai/assist-post", {
      action: "condense",
      content: "A long post about running",
      platforms: ["Twitter", "bluesky"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ content: "Run further with less effort.", hashtags: ["running", "Stride"] });
    expect(fake.calls[0].prompt).toMatch(/\(twitter\): at most 280/);
    fake.reply = () => ({ text: JSON.stringify({ content: "y".repeat(290), hashtags: [] }) });
    const over = await post(owner, "/api/ai/assist-post", {
      action: "expand",
      content: "Short",
      platforms: ["twitter"],
    });
    expect([over.status, over.body.error]).toEqual([502, "AI_BAD_OUTPUT"]);
    expect((await logsOf(owner.companyId)).map((l) => [l.actionType, l.credits])).toEqual([
      ["QUICK_REFINE", 1],
      ["QUICK_REFINE", 0],
    ]);
  });

  it("bad input: 400", async () => {
    const owner = await signUp();
    for (const body of [
      { action: "shout", content: "x" },
      { action: "fix" },
      { action: "fix", content: "x", platforms: ["myspace"] },
    ]) {
      expect((await post(owner, "/api/ai/assist-post", body)).status).toBe(400);
    }
    expect(fake.calls).toHaveLength(0);
  });
});

describe("POST /api/generate-posts", () => {
  it("reads the article through the guard and writes one post per network named or per account; a credit per post", async () => {
    const owner = await signUp();
    const account = await adminDb().socialAccount.create({
      data: {
        companyId: owner.companyId,
        platform: "bluesky",
        externalId: "did:plc:x",
        username: "stride",
        displayName: "Stride",
        accessToken: "t",
      } as never,
    });
    const res = await post(owner, "/api/generate-posts", {
      blogUrl: `${site.url}/blog/cadence`,
      selectedProfiles: ["twitter", account.id],
      includeCta: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.posts.map((p: { platform: string }) => p.platform)).toEqual(["twitter", "bluesky"]);
    expect(fake.calls[0].prompt).toContain("Why cadence matters");
    expect(fake.calls[0].prompt).toContain(`read the article at ${site.url}/blog/cadence`);
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "post_generation", credits: 2 },
    ]);
  });

  it("a loopback blog URL in any form: 400 and no connection; unknown networks and other companies' accounts: 400", async () => {
    const [a, b] = [await signUp(), await signUp()];
    for (const url of [
      `http://127.0.0.1:${forbidden.port}/`,
      `http://0x7f000001:${forbidden.port}/`,
      `http://[::ffff:7f00:1]:${forbidden.port}/`,
    ]) {
      const res = await post(a, "/api/generate-posts", { blogUrl: url, selectedProfiles: ["twitter"] });
      expect([url, res.status, res.body.error]).toEqual([url, 400, "BLOCKED"]);
    }
    expect(forbidden.connections).toBe(0);
    const other = await adminDb().socialAccount.create({
      data: {
        companyId: b.companyId,
        platform: "bluesky",
        externalId: "did:plc:y",
        username: "b",
        displayName: "B",
        accessToken: "t",
      } as never,
    });
    for (const selectedProfiles of [["myspace"], [other.id], []]) {
      expect(
        (await post(a, "/api/generate-posts", { blogUrl: `${site.url}/blog/cadence`, selectedProfiles })).status,
      ).toBe(400);
    }
    expect(fake.calls).toHaveLength(0);
  });
});
