import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { discordConfig, discordExecuteWebhook } from "@/lib/integrations/discord";
import { isProviderError } from "@/lib/integrations/http";
import { deliverChatMessage } from "@/lib/teamchat/deliver-chat-message";
import { api } from "../helpers/app";
import { chatFakes, connectDiscord, type ChatFakes } from "../helpers/chat-fakes";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

// Discord's webhooks against the fake: an approval embed edited once decided, its rate-limit
// headers honoured before a 429 is earned, a deleted webhook (404) or a regenerated token (401)
// ending the connection.
let fakes: ChatFakes;
beforeAll(async () => {
  fakes = await chatFakes();
});
afterEach(() => {
  fakes.discord.setBucket(5, 2);
});

const message = (title: string) => ({ content: "", embeds: [{ title }] });

/** A company whose Discord gets every kind, with one approvalNeeded delivery queued for it. */
async function companyWithDiscord() {
  const owner = await signUp();
  const editor = await addMember(owner, "editor");
  const { hook, connection } = await connectDiscord(owner);
  const post = await api.post("/api/social-posts", {
    token: editor.token,
    body: { content: `Spring launch ${randomUUID().slice(0, 6)}`, platforms: ["bluesky"] },
  });
  const submitted = await api.post("/api/approvals", {
    token: editor.token,
    body: { contentType: "social", contentId: post.body.id },
  });
  expect(submitted.status, submitted.text).toBe(201);
  const delivery = await adminDb().chatDelivery.findFirstOrThrow({
    where: { companyId: owner.companyId, connectionId: connection.id, kind: "approvalNeeded" },
  });
  return {
    owner,
    hook,
    connectionId: connection.id as string,
    deliveryId: delivery.id,
    approvalId: submitted.body.id as string,
  };
}

/** Decides the item in the app; answers the one delivery queued to edit its Discord message. */
async function decide(owner: { token: string; companyId: string }, approvalId: string) {
  const res = await api.post(`/api/approvals/${approvalId}/reject`, {
    token: owner.token,
    body: { reason: "Off brand" },
  });
  expect(res.status, res.text).toBe(200);
  const settled = await adminDb().chatDelivery.findMany({
    where: {
      companyId: owner.companyId,
      kind: "approvalSettled",
      message: { path: ["approvalId"], equals: approvalId },
    },
  });
  expect(settled).toHaveLength(1);
  return settled[0].id;
}

describe("Discord webhooks", { timeout: 60_000 }, () => {
  it("edits the approval message once decided in the app: who decided, the title and link kept", async () => {
    const { owner, hook, deliveryId, approvalId } = await companyWithDiscord();
    const ctx = tenantCtxFor(owner.companyId);
    expect(await deliverChatMessage(ctx, deliveryId)).toBe("sent");
    const original = structuredClone(fakes.discord.posted.filter((p) => p.webhookId === hook.id).at(-1)!);
    const row = await adminDb().chatDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(row.remoteId).toBe(original.id);
    const before = fakes.discord.edited.length;
    const settledId = await decide(owner, approvalId);
    expect(await deliverChatMessage(ctx, settledId)).toBe("sent");
    expect(fakes.discord.edited.length).toBe(before + 1);
    const edited = fakes.discord.edited.at(-1)!;
    expect(edited.id).toBe(original.id);
    expect(edited.embeds[0]).toMatchObject({
      title: original.embeds[0].title,
      description: original.embeds[0].description,
      url: original.embeds[0].url,
      fields: [{ name: "Decision", value: "Test User rejected this content." }],
    });
    expect(edited.embeds[0].color).not.toBe(original.embeds[0].color);
    // Edited once: a repeated event finds it done.
    expect(await deliverChatMessage(ctx, settledId)).toBe("not needed");
    expect(fakes.discord.edited.length).toBe(before + 1);
  });

  it("a message deleted in Discord fails only its edit: the webhook's connection stays", async () => {
    const { owner, connectionId, deliveryId, approvalId } = await companyWithDiscord();
    const ctx = tenantCtxFor(owner.companyId);
    expect(await deliverChatMessage(ctx, deliveryId)).toBe("sent");
    const row = await adminDb().chatDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    fakes.discord.deleteMessage(row.remoteId!);
    const settledId = await decide(owner, approvalId);
    expect(await deliverChatMessage(ctx, settledId)).toBe("failed");
    const settled = await adminDb().chatDelivery.findUniqueOrThrow({ where: { id: settledId } });
    expect(settled.lastError).toMatch(/message was deleted/);
    expect(await adminDb().chatConnection.findFirstOrThrow({ where: { id: connectionId } })).toMatchObject({
      isActive: true,
    });
  });

  it("waits out X-RateLimit-Reset-After once a webhook's bucket is empty, instead of earning a 429", async () => {
    fakes.discord.setBucket(2, 1.5);
    const hook = fakes.discord.createWebhook("Bucket test");
    const config = await discordConfig();
    const refusedBefore = fakes.discord.rateLimited();
    const started = Date.now();
    for (let i = 1; i <= 5; i++) await discordExecuteWebhook(config, hook.url, message(`Message ${i}`));
    // Five messages at two per 1.5 s: two full waits for a reset.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_800);
    expect(fakes.discord.rateLimited()).toBe(refusedBefore);
    expect(fakes.discord.posted.filter((p) => p.webhookId === hook.id).map((p) => p.embeds[0].title)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);
  });

  it("hands a long wait to the delivery queue: retried at the reset, nothing sent to Discord meanwhile", async () => {
    // The connection's test message empties a bucket of one for 30 s.
    fakes.discord.setBucket(1, 30);
    const filledFrom = Date.now();
    const { owner, deliveryId } = await companyWithDiscord();
    const sent = fakes.discord.posted.length;
    const refusedBefore = fakes.discord.rateLimited();

    const started = Date.now();
    expect(await deliverChatMessage(tenantCtxFor(owner.companyId), deliveryId)).toBe("retry");
    expect(fakes.discord.posted.length).toBe(sent);
    expect(fakes.discord.rateLimited()).toBe(refusedBefore);
    const due = await adminDb().outbox.findFirstOrThrow({
      where: { event: "teamchat/delivery.due", companyId: owner.companyId, dueAt: { gt: new Date(started) } },
    });
    // Due when the bucket resets: 30 s after the test message, whole seconds rounded up.
    expect(due.dueAt.getTime()).toBeGreaterThanOrEqual(filledFrom + 29_000);
    expect(due.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 31_000);
    const row = await adminDb().chatDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/rate limit/) });
  });

  it("a 429 names its retry_after, and the next send to that webhook waits for it", async () => {
    const hook = fakes.discord.createWebhook("429 test");
    const config = await discordConfig();
    fakes.discord.server.fail("rate_limited", "execute", 1);
    const refused = await discordExecuteWebhook(config, hook.url, message("Refused")).catch((err) => err);
    expect(isProviderError(refused, "rate_limited")).toBe(true);
    expect(refused.retryAfterSeconds).toBe(3);
    // The fake's 429 said retry_after 2.5: the next send waits for it in place.
    const started = Date.now();
    await discordExecuteWebhook(config, hook.url, message("After the wait"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_300);
    expect(fakes.discord.posted.at(-1)!.embeds[0].title).toBe("After the wait");
  });

  it("a regenerated webhook token (401) makes the connection inactive and tells the company", async () => {
    const { owner, hook, connectionId, deliveryId } = await companyWithDiscord();
    fakes.discord.resetWebhookToken(hook.id);
    expect(await deliverChatMessage(tenantCtxFor(owner.companyId), deliveryId)).toBe("failed");
    const connection = await adminDb().chatConnection.findFirstOrThrow({ where: { id: connectionId } });
    expect(connection).toMatchObject({ isActive: false, statusReason: expect.stringMatching(/token changed/) });
    const notice = await adminDb().notice.findFirst({
      where: { companyId: owner.companyId, subjectKey: `chat-connection:${connectionId}` },
    });
    expect(notice?.title).toMatch(/Reconnect Discord/);
    // The channel list and the test message say it must be connected again.
    const test = await api.post(`/api/integrations/channels/${connectionId}/test`, { token: owner.token, body: {} });
    expect(test.status).toBe(409);
  });

  it("refuses to connect a webhook whose token is wrong, storing nothing", async () => {
    const owner = await signUp();
    const hook = fakes.discord.createWebhook("Wrong token");
    fakes.discord.resetWebhookToken(hook.id);
    const res = await api.post("/api/integrations/channels/connect/discord", {
      token: owner.token,
      body: { webhookUrl: hook.url },
    });
    expect(res.status).toBe(400);
    expect(await adminDb().chatConnection.count({ where: { companyId: owner.companyId } })).toBe(0);
  });
});
