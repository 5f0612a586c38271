import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";
import { storeInboxItems } from "@/lib/inbox/store-items";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { useOwnDatabase } from "../helpers/admin";
import { api } from "../helpers/app";
import { connectAccount } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";
import { startFakeAi, type FakeAiReply } from "../fakes/ai/server";

// AI configuration and plans are global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi({ apiKeys: ["sk-platform"] });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

const THREE = ["Yes! We ship to Canada in 3-5 days.", "We do, {{name}}-free: 3-5 days to Canada.", "Canada, yes."];
const answer = (suggestions: string[]): FakeAiReply => ({
  text: JSON.stringify({ suggestions }),
  inputTokens: 200,
  outputTokens: 60,
});

let owner: TestUser;
let accountId: string;

function networkItem(text: string, opts: Partial<NetworkItem> = {}): NetworkItem {
  return {
    id: `at://did:plc:customer/app.bsky.feed.post/${randomUUID()}`,
    kind: "mention",
    text,
    createdAt: new Date(),
    url: null,
    author: { id: "did:plc:customer", username: "customer.bsky.fake", displayName: "Cara Customer", avatarUrl: null },
    subjectPostId: null,
    ...opts,
  };
}

/** A stored mention of the user's company (the owner's by default); answers its id. */
async function mention(text: string, user = owner, account = accountId) {
  const { ids } = await storeInboxItems(tenantCtxFor(user.companyId), account, [networkItem(text)]);
  return ids[0];
}

const suggest = (user: TestUser, id: string, body: Record<string, unknown> = {}) =>
  api.post(`/api/inbox/${id}/suggest-reply`, { token: user.token, body });
const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId, task: "inbox_reply" }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  owner = await signUp();
  accountId = (await connectAccount(owner, "bluesky")).id;
});

beforeEach(async () => {
  fake.reply = () => answer(THREE);
  fake.calls.length = 0;
  fake.delayMs = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("POST /api/inbox/:id/suggest-reply", () => {
  it("answers up to three suggestions from the conversation within Bluesky's length; one QUICK_REFINE credit; nothing sent", async () => {
    const id = await mention("@shop.bsky.fake do you ship to Canada?");
    const res = await suggest(owner, id, { instruction: "mention the delivery time" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: THREE });

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ api: "openai", apiKey: "sk-platform", structured: true });
    expect(call.body.response_format.json_schema.schema.properties.suggestions).toMatchObject({
      type: "array",
      maxItems: 3,
    });
    expect(call.prompt).toContain("Cara Customer (@customer.bsky.fake): @shop.bsky.fake do you ship to Canada?");
    expect(call.prompt).toContain("mention the delivery time");
    expect(call.prompt).toMatch(/bluesky\): at most 300/);

    expect((await logsOf(owner.companyId)).map((l) => [l.actionType, l.success, l.credits])).toEqual([
      ["QUICK_REFINE", true, 1],
    ]);
    // A draft only: the item is as it was, no reply stored.
    const item = await api.get(`/api/inbox/${id}`, { token: owner.token });
    expect(item.body).toMatchObject({ status: "UNREAD", replies: [] });
  });

  it("one or two suggestions are fine; four, or one over the network's length, are refused as AI_BAD_OUTPUT without a credit", async () => {
    const id = await mention("@shop.bsky.fake is the shop open on Sunday?");
    fake.reply = () => answer(["Yes, 9 to 5."]);
    expect((await suggest(owner, id, { instruction: "one" })).body).toEqual({ suggestions: ["Yes, 9 to 5."] });

    for (const bad of [["a", "b", "c", "d"], ["x".repeat(301)]]) {
      fake.calls.length = 0;
      fake.reply = () => answer(bad);
      const res = await suggest(owner, id, { instruction: `bad ${bad.length}` });
      expect([res.status, res.body.error]).toEqual([502, "AI_BAD_OUTPUT"]);
      expect(fake.calls).toHaveLength(2); // asked once more, then refused
    }
    expect((await logsOf(owner.companyId)).slice(-3).map((l) => [l.success, l.credits])).toEqual([
      [true, 1],
      [false, 0],
      [false, 0],
    ]);
  });

  it("a provider failure: 502 AI_PROVIDER_ERROR and no credit", async () => {
    const user = await signUp();
    const id = await mention("@shop.bsky.fake where is my order?", user, (await connectAccount(user, "bluesky")).id);
    fake.reply = () => ({ status: 500, message: "The model is down" });
    const res = await suggest(user, id);
    expect([res.status, res.body.error]).toEqual([502, "AI_PROVIDER_ERROR"]);
    expect(fake.calls.length).toBeGreaterThan(0);
    const logs = await logsOf(user.companyId);
    expect(logs.map((l) => l.credits)).not.toContain(1);
    expect(logs.some((l) => l.success)).toBe(false);
  });

  it("no provider configured: 503 AI_NOT_CONFIGURED, no call, no credit", async () => {
    const id = await mention("@shop.bsky.fake any vegan options?");
    const before = (await logsOf(owner.companyId)).length;
    const saved = { url: process.env.OPENAI_API_URL, key: process.env.OPENAI_API_KEY };
    delete process.env.OPENAI_API_URL;
    delete process.env.OPENAI_API_KEY;
    try {
      const res = await suggest(owner, id);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: "AI_NOT_CONFIGURED", message: expect.any(String) });
    } finally {
      process.env.OPENAI_API_URL = saved.url;
      process.env.OPENAI_API_KEY = saved.key;
    }
    expect(fake.calls).toHaveLength(0);
    expect(await logsOf(owner.companyId)).toHaveLength(before);
  });

  it("a plan without AI: 403 LIMIT_REACHED before any model call", async () => {
    const user = await signUp();
    const id = await mention("@shop.bsky.fake hello?", user, (await connectAccount(user, "bluesky")).id);
    await adminDb().package.create({
      data: {
        id: "inbox-no-ai",
        name: "No AI",
        plans: { create: [{ featureId: "ai_generation", enabled: false, value: 0 }] },
      },
    });
    await adminDb().company.update({ where: { id: user.companyId }, data: { packageId: "inbox-no-ai" } });
    await clearConfigCaches();
    const res = await suggest(user, id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "QUICK_REFINE" });
    expect(fake.calls).toHaveLength(0);
    expect(await logsOf(user.companyId)).toHaveLength(0);
  });

  it("another company's item: 404, no call; a viewer: 403; bad input: 400; all without a credit", async () => {
    const id = await mention("@shop.bsky.fake do you have gift cards?");
    const stranger = await signUp();
    const viewer = await addMember(owner, "viewer");
    const before = (await logsOf(owner.companyId)).length;

    const foreign = await suggest(stranger, id);
    expect(foreign.status).toBe(404);
    expect((await suggest(viewer, id)).status).toBe(403);
    expect((await suggest(owner, randomUUID())).status).toBe(404);
    expect((await suggest(owner, "not-a-uuid")).status).toBe(400);
    expect((await suggest(owner, id, { instruction: 42 })).status).toBe(400);
    expect((await suggest(owner, id, { instruction: "x".repeat(5000) })).status).toBe(400);

    expect(fake.calls).toHaveLength(0);
    expect(await logsOf(stranger.companyId)).toHaveLength(0);
    expect(await logsOf(owner.companyId)).toHaveLength(before);
  });
});
