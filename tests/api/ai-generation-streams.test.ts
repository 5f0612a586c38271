import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi, type FakeAiCall, type FakeAiReply } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { adminDb, forCompany } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";
import { streamStructuredTask } from "@/lib/ai/stream-structured";
import { z } from "zod";

// Campaign content and the content calendar streamed with `Accept: application/x-ndjson`.
// AI configuration is global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

/** Milliseconds the fake waits after each of its three chunks: the stream's lines must spread over them. */
const CHUNK_DELAY = 250;
const NDJSON = { accept: "application/x-ndjson" };

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  fake.chunkDelayMs = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });
const draftsOf = async (campaignId: string) =>
  (await adminDb().socialPost.count({ where: { campaignId } })) +
  (await adminDb().blogPost.count({ where: { campaignId } })) +
  (await adminDb().videoScript.count({ where: { campaignId } }));
const newCampaign = async (user: TestUser, channels: string[]) =>
  (
    await api.post("/api/campaigns", {
      token: user.token,
      body: { name: "Spring trail launch", context: { channels } },
    })
  ).body.id as string;

type StreamLine = { type: "partial" | "retry" | "result" | "error"; value?: any; error?: string; message?: string };
interface Arrival {
  event: StreamLine;
  at: number;
  /** What `onLine` returned when the line arrived (a look at the database mid-stream). */
  seen: unknown;
}

/**
 * Calls the route handler itself and reads its body as it arrives (the api helper waits for the
 * whole text), noting when each line came: what a browser sees of the stream.
 */
async function readStream(
  route: string,
  url: string,
  params: Record<string, string>,
  token: string,
  body: unknown,
  onLine: (event: StreamLine) => Promise<unknown> = async () => null,
) {
  const mod = (await import(route)) as { POST: (req: Request, ctx: unknown) => Promise<Response> };
  const res = await mod.POST(
    new Request(new URL(url, "http://localhost:3000"), {
      method: "POST",
      headers: { ...NDJSON, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve(params) },
  );
  const started = performance.now();
  const arrivals: Arrival[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffered += value ?? "";
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const line of lines.filter((l) => l.trim())) {
      const event = JSON.parse(line) as StreamLine;
      arrivals.push({ event, at: performance.now() - started, seen: await onLine(event) });
    }
    if (done) break;
  }
  return { status: res.status, contentType: res.headers.get("content-type"), arrivals };
}

const CONTENT_ROUTE = "@/app/api/campaigns/[id]/generate-content/route";
const CALENDAR_ROUTE = "@/app/api/generate-content-calendar/route";

/** Asks the content route for the stream (in-process, so the client's going away reaches it), reads one chunk and leaves. */
async function leaveAfterFirstChunk(owner: TestUser, id: string): Promise<void> {
  const mod = (await import(CONTENT_ROUTE)) as { POST: (req: Request, ctx: unknown) => Promise<Response> };
  const res = await mod.POST(
    new Request(new URL(`/api/campaigns/${id}/generate-content`, "http://localhost:3000"), {
      method: "POST",
      headers: { ...NDJSON, authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: "{}",
    }),
    { params: Promise.resolve({ id }) },
  );
  const reader = res.body!.getReader();
  expect((await reader.read()).done).toBe(false);
  await reader.cancel();
}

describe("POST /api/campaigns/:id/generate-content, streamed", () => {
  it("posts and ideas arrive as the model writes them, nothing saved until the end; then the drafts saved and the JSON answer validated; credits once", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter", "bluesky"]);
    fake.chunkDelayMs = CHUNK_DELAY;
    const stream = await readStream(
      CONTENT_ROUTE,
      `/api/campaigns/${id}/generate-content`,
      { id },
      owner.token,
      {},
      () => draftsOf(id),
    );
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain("application/x-ndjson");
    const partials = stream.arrivals.filter((a) => a.event.type === "partial");
    const last = stream.arrivals.at(-1)!;
    expect(partials.length).toBeGreaterThan(1);
    // The first lines came while the model was still writing, before anything was saved.
    expect(last.at - partials[0].at).toBeGreaterThanOrEqual(CHUNK_DELAY);
    expect(partials.map((p) => p.seen)).toEqual(partials.map(() => 0));
    expect(partials[0].event.value.videoIdeas ?? []).toHaveLength(0);
    expect(partials.at(-1)!.event.value.socialPosts.map((p: { platform: string }) => p.platform)).toEqual([
      "twitter",
      "bluesky",
    ]);

    expect(last.event.type).toBe("result");
    const result = last.event.value;
    expect(result).toMatchObject({
      message: "Generated 2 social posts, 2 blog ideas and 2 video ideas as drafts",
      counts: { social: 2, blog: 2, video: 2 },
    });
    expect(result.content).toEqual(result.ideas);
    expect(result.ideas.socialPosts[0]).toEqual({
      platform: "twitter",
      content: "Spring trails are calling (twitter).",
      hashtags: ["Stride"],
    });
    expect(await draftsOf(id)).toBe(6);
    const posts = await adminDb().socialPost.findMany({ where: { campaignId: id }, orderBy: { createdAt: "asc" } });
    expect(posts.map((p) => [p.status, p.platforms[0]])).toEqual([
      ["DRAFT", "twitter"],
      ["DRAFT", "bluesky"],
    ]);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ stream: true, structured: true });
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "content_generation", credits: 6, success: true },
    ]);

    // A client that does not ask for the stream gets the same answer as JSON (another company: the
    // plan's 10 AI posts hold one generation of 6).
    const second = await signUp();
    const other = await newCampaign(second, ["twitter", "bluesky"]);
    const json = await api.post(`/api/campaigns/${other}/generate-content`, { token: second.token, body: {} });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toContain("application/json");
    expect(json.body).toEqual(result);
  });

  it("each chunk's partial leaves at once, not when the model's next chunk comes", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter", "bluesky"]);
    // After writing each chunk the fake waits (up to 2 s) for the partial line it makes to arrive.
    let partials = 0;
    let waitedOut = 0;
    fake.chunkGate = async () => {
      const before = partials;
      for (const until = Date.now() + 2000; partials === before && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 5));
      if (partials === before) waitedOut++;
    };
    try {
      const stream = await readStream(
        CONTENT_ROUTE,
        `/api/campaigns/${id}/generate-content`,
        { id },
        owner.token,
        {},
        async (e) => {
          if (e.type === "partial") partials++;
        },
      );
      expect(stream.arrivals.at(-1)!.event.type).toBe("result");
    } finally {
      fake.chunkGate = null;
    }
    expect(partials).toBe(3);
    expect(waitedOut).toBe(0);
  });

  /** An answer that does not fit (a post over X's limit) for the first `times` calls, then the feature's reply. */
  const malformedFirst = (times: number) => {
    let calls = 0;
    return (call: FakeAiCall): FakeAiReply =>
      ++calls > times
        ? featureReply(call)
        : {
            text: JSON.stringify({
              socialPosts: [{ platform: "twitter", content: "x".repeat(300), hashtags: [] }],
              blogIdeas: [{ title: "a", description: "b" }],
              videoIdeas: [],
            }),
            inputTokens: 150,
            outputTokens: 60,
          };
  };

  it("an answer that does not fit is asked for once more: a retry line voids the partials, the second answer's partials and result follow; one log row with both attempts' tokens, credits once", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter", "bluesky"]);
    fake.reply = malformedFirst(1);
    fake.chunkDelayMs = 50;
    const stream = await readStream(
      CONTENT_ROUTE,
      `/api/campaigns/${id}/generate-content`,
      { id },
      owner.token,
      {},
      () => draftsOf(id),
    );
    const types = stream.arrivals.map((a) => a.event.type);
    const retryAt = types.indexOf("retry");
    expect(retryAt).toBeGreaterThan(0);
    expect(types.filter((t) => t === "retry")).toHaveLength(1);
    expect(types.slice(0, retryAt).every((t) => t === "partial")).toBe(true);
    expect(stream.arrivals[retryAt].event.message).toMatch(/did not fit/);
    const after = stream.arrivals.slice(retryAt + 1);
    expect(after.slice(0, -1).length).toBeGreaterThan(0);
    expect(after.slice(0, -1).every((a) => a.event.type === "partial")).toBe(true);
    // The second attempt's partials are its own, not the first answer's grown on.
    expect(after.at(-2)!.event.value.socialPosts.map((p: { platform: string }) => p.platform)).toEqual([
      "twitter",
      "bluesky",
    ]);
    expect(stream.arrivals.slice(0, -1).map((a) => a.seen)).toEqual(stream.arrivals.slice(0, -1).map(() => 0));
    expect(after.at(-1)!.event).toMatchObject({ type: "result", value: { counts: { social: 2, blog: 2, video: 2 } } });

    expect(await draftsOf(id)).toBe(6);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]).toMatchObject({ stream: true, structured: true, prompt: fake.calls[0].prompt });
    expect(await logsOf(owner.companyId)).toMatchObject([
      { task: "content_generation", credits: 6, success: true, inputTokens: 150 + 200, outputTokens: 60 + 80 },
    ]);
  });

  it("an answer that does not fit twice ends the stream with AI_BAD_OUTPUT after the retry line: nothing saved, no credit, both attempts' tokens", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter"]);
    fake.reply = malformedFirst(2);
    const res = await api.post(`/api/campaigns/${id}/generate-content`, {
      token: owner.token,
      body: {},
      headers: NDJSON,
    });
    expect(res.status).toBe(200);
    const events = res.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as StreamLine);
    const types = events.map((e) => e.type);
    expect(types.indexOf("retry")).toBeGreaterThan(types.indexOf("partial"));
    expect(types.lastIndexOf("partial")).toBeGreaterThan(types.indexOf("retry"));
    expect(types.filter((t) => t === "retry")).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: "error", error: "AI_BAD_OUTPUT" });
    expect(types).not.toContain("result");
    expect(fake.calls).toHaveLength(2);
    expect(await draftsOf(id)).toBe(0);
    expect((await logsOf(owner.companyId)).map((l) => [l.success, l.credits, l.inputTokens, l.outputTokens])).toEqual([
      [false, 0, 300, 120],
    ]);
    expect(
      await adminDb().auditLog.count({ where: { companyId: owner.companyId, action: "campaign.generate_content" } }),
    ).toBe(0);
  });

  it("a provider error on the second attempt ends the stream with AI_PROVIDER_ERROR: nothing saved, no credit", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter"]);
    const first = malformedFirst(1);
    fake.reply = (call) => (fake.calls.length === 1 ? first(call) : { status: 401, message: "bad key" });
    const res = await api.post(`/api/campaigns/${id}/generate-content`, {
      token: owner.token,
      body: {},
      headers: NDJSON,
    });
    const events = res.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as StreamLine);
    expect(events.map((e) => e.type)).toContain("retry");
    expect(events.at(-1)).toMatchObject({ type: "error", error: "AI_PROVIDER_ERROR" });
    expect(fake.calls).toHaveLength(2);
    expect(await draftsOf(id)).toBe(0);
    expect((await logsOf(owner.companyId)).map((l) => [l.success, l.credits])).toEqual([[false, 0]]);
  });

  it("a client that leaves mid-stream still finds the drafts: the generation goes on, saves them and is charged once", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter", "bluesky"]);
    fake.chunkDelayMs = CHUNK_DELAY;
    await leaveAfterFirstChunk(owner, id);
    expect(await draftsOf(id)).toBe(0);
    await expect.poll(() => draftsOf(id), { timeout: 10_000 }).toBe(6);
    await expect
      .poll(async () => (await logsOf(owner.companyId)).map((l) => [l.success, l.credits]), { timeout: 5_000 })
      .toEqual([[true, 6]]);
    expect(fake.calls).toHaveLength(1);
  });

  it("a client that leaves during an answer that does not fit still finds the drafts: asked again, saved and charged once", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter", "bluesky"]);
    fake.reply = malformedFirst(1);
    fake.chunkDelayMs = CHUNK_DELAY;
    await leaveAfterFirstChunk(owner, id);
    await expect.poll(() => draftsOf(id), { timeout: 10_000 }).toBe(6);
    await expect
      .poll(async () => (await logsOf(owner.companyId)).map((l) => [l.success, l.credits, l.inputTokens]), {
        timeout: 5_000,
      })
      .toEqual([[true, 6, 350]]);
    expect(fake.calls).toHaveLength(2);
  });

  it("an answer that cannot be saved ends the stream with our error, not the provider's: the campaign deleted meanwhile (404), a failing save (500); no credit", async () => {
    const owner = await signUp();
    const id = await newCampaign(owner, ["twitter"]);
    fake.chunkDelayMs = CHUNK_DELAY;
    let deleted = false;
    const stream = await readStream(
      CONTENT_ROUTE,
      `/api/campaigns/${id}/generate-content`,
      { id },
      owner.token,
      {},
      async () => {
        if (!deleted) {
          deleted = true;
          await adminDb().campaign.delete({ where: { id } });
        }
        return null;
      },
    );
    expect(stream.arrivals.at(-1)!.event).toMatchObject({ type: "error", error: "Campaign not found" });
    expect(await draftsOf(id)).toBe(0);

    const broken = await streamStructuredTask(
      { ctx: { db: forCompany(owner.companyId), companyId: owner.companyId }, action: "CONTENT_GENERATION" },
      "content_generation",
      { prompt: "Ideas for a spring campaign" },
      { schema: z.object({ socialPosts: z.array(z.unknown()) }).passthrough(), name: "content_generation" },
      () => {
        throw new Error("the disk is full");
      },
    );
    const lines = (await broken.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as StreamLine);
    expect(lines.at(-1)).toMatchObject({ type: "error", error: "Internal server error" });
    expect((await logsOf(owner.companyId)).map((l) => [l.success, l.credits])).toEqual([
      [false, 0],
      [false, 0],
    ]);
  });

  it("refusals before the stream are the JSON answers: over the limit 403, another company's campaign 404, provider error 502; no credit", async () => {
    const [owner, stranger] = [await signUp(), await signUp()];
    const id = await newCampaign(owner, ["twitter"]);
    const streamed = (user: TestUser) =>
      api.post(`/api/campaigns/${id}/generate-content`, { token: user.token, body: {}, headers: NDJSON });
    expect((await streamed(stranger)).status).toBe(404);
    fake.reply = () => ({ status: 401, message: "bad key" });
    const failed = await streamed(owner);
    expect([failed.status, failed.body.error]).toEqual([502, "AI_PROVIDER_ERROR"]);
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
    fake.reply = featureReply;
    fake.calls.length = 0;
    const refused = await streamed(owner);
    expect([refused.status, refused.body.error]).toEqual([403, "LIMIT_REACHED"]);
    expect(fake.calls).toHaveLength(0);
    expect(await draftsOf(id)).toBe(0);
    expect(
      (await logsOf(owner.companyId)).filter((l) => l.task === "content_generation").map((l) => l.credits),
    ).toEqual([0, 7]);
  });
});

describe("POST /api/generate-content-calendar, streamed", () => {
  const body = { startDate: "2027-03-01", endDate: "2027-03-14", platforms: ["LinkedIn"], postsPerWeek: 2 };

  it("ideas fill in as the model writes them; then {ideas} validated, the same as the JSON answer; credits once, nothing saved", async () => {
    const owner = await signUp();
    fake.chunkDelayMs = CHUNK_DELAY;
    const stream = await readStream(CALENDAR_ROUTE, "/api/generate-content-calendar", {}, owner.token, body);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain("application/x-ndjson");
    const partials = stream.arrivals.filter((a) => a.event.type === "partial");
    const last = stream.arrivals.at(-1)!;
    expect(partials.length).toBeGreaterThan(1);
    expect(last.at - partials[0].at).toBeGreaterThanOrEqual(CHUNK_DELAY);
    // The list grows: the first line holds fewer complete ideas than the answer.
    const counts = partials.map((p) => (p.event.value.ideas ?? []).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(3);
    expect(last.event).toEqual({
      type: "result",
      value: {
        ideas: [
          {
            date: "2027-03-01",
            platform: "linkedin",
            title: "Trail tips",
            description: "Three tips for wet trails.",
            contentType: "social",
          },
          expect.objectContaining({ date: "2027-03-03", contentType: "video" }),
          expect.objectContaining({ date: "2027-03-14", contentType: "blog" }),
        ],
      },
    });
    expect(fake.calls[0]).toMatchObject({ stream: true, structured: true });
    expect(await logsOf(owner.companyId)).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "content_calendar", credits: 4, success: true },
    ]);
    expect(await adminDb().socialPost.count({ where: { companyId: owner.companyId } })).toBe(0);

    fake.chunkDelayMs = 0;
    const json = await api.post("/api/generate-content-calendar", { token: owner.token, body });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toContain("application/json");
    expect(json.body).toEqual(last.event.value);
  });

  it("an idea outside the range, twice, ends the stream with AI_BAD_OUTPUT after one retry and no credit; over the limit: 403 JSON and no call", async () => {
    const owner = await signUp();
    fake.reply = () => ({
      text: JSON.stringify({
        ideas: [{ date: "2030-01-01", platform: "linkedin", title: "t", description: "d", contentType: "social" }],
      }),
    });
    const bad = await api.post("/api/generate-content-calendar", { token: owner.token, body, headers: NDJSON });
    expect(bad.status).toBe(200);
    const events = bad.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as StreamLine);
    expect(events.filter((e) => e.type === "retry")).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: "error", error: "AI_BAD_OUTPUT" });
    expect(events.some((e) => e.type === "result")).toBe(false);
    expect(fake.calls).toHaveLength(2);
    expect((await logsOf(owner.companyId)).map((l) => [l.success, l.credits])).toEqual([[false, 0]]);

    fake.calls.length = 0;
    const refused = await api.post("/api/generate-content-calendar", {
      token: owner.token,
      body: { startDate: "2027-01-01", endDate: "2027-03-31", postsPerWeek: 7 },
      headers: NDJSON,
    });
    expect([refused.status, refused.body.error]).toEqual([403, "LIMIT_REACHED"]);
    expect(fake.calls).toHaveLength(0);
  });
});
