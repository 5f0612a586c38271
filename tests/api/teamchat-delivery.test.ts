import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { notifyMembers } from "@/lib/notifications/notifications";
import { deliverChatMessage } from "@/lib/teamchat/deliver-chat-message";
import { SLACK_ACTIONS } from "@/lib/teamchat/messages";
import { openChatSecret } from "@/lib/teamchat/sealed-secret";
import { api } from "../helpers/app";
import { chatFakes, connectChatOAuth, connectDiscord, type ChatFakes } from "../helpers/chat-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let fakes: ChatFakes;
beforeAll(async () => {
  fakes = await chatFakes();
});

/** A company with Slack (approvals to #approvals) and Discord (every kind), and an editor who submits posts. */
async function companyWithChats() {
  const owner = await signUp();
  const editor = await addMember(owner, "editor");
  const { callback } = await connectChatOAuth(owner, "slack");
  const slackId: string = callback.body.connection.id;
  const put = await api.put(`/api/integrations/channels/${slackId}/settings`, {
    token: owner.token,
    body: {
      channels: ["C0APPROVE"],
      notifySettings: {
        approvalNeeded: { channelId: "C0APPROVE", enabled: true },
        approvalDecided: { channelId: "C0APPROVE", enabled: true },
        postFailed: { channelId: "C0APPROVE", enabled: false },
      },
    },
  });
  expect(put.status, put.text).toBe(200);
  const discord = await connectDiscord(owner);
  return { owner, editor, slackId, discordId: discord.connection.id as string, hook: discord.hook };
}

async function submitPost(author: TestUser) {
  const post = await api.post("/api/social-posts", {
    token: author.token,
    body: { content: `Spring launch ${randomUUID().slice(0, 6)}`, platforms: ["bluesky"] },
  });
  const res = await api.post("/api/approvals", {
    token: author.token,
    body: { contentType: "social", contentId: post.body.id },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

const deliveries = (companyId: string, kind: string) =>
  adminDb().chatDelivery.findMany({ where: { companyId, kind }, orderBy: { createdAt: "asc" } });

async function deliverAll(companyId: string, kind: string) {
  const ctx = tenantCtxFor(companyId);
  const rows = await deliveries(companyId, kind);
  return Promise.all(rows.map((d) => deliverChatMessage(ctx, d.id)));
}

// Each test connects a company's Slack and Discord through their fakes first: a few seconds on a busy machine.
describe("team chat delivery", { timeout: 60_000 }, () => {
  it("queues a notification per connection that wants its kind, each with its own due event", async () => {
    const { owner, editor, slackId, discordId } = await companyWithChats();
    const item = await submitPost(editor);
    const rows = await deliveries(owner.companyId, "approvalNeeded");
    expect(rows.map((r) => [r.connectionId, r.channelId, r.status])).toEqual(
      expect.arrayContaining([
        [slackId, "C0APPROVE", "pending"],
        [discordId, expect.any(String), "pending"],
      ]),
    );
    expect(rows).toHaveLength(2);
    const events = await adminDb().outbox.count({
      where: { event: "teamchat/delivery.due", companyId: owner.companyId },
    });
    expect(events).toBe(2);

    expect((await deliverAll(owner.companyId, "approvalNeeded")).sort()).toEqual(["sent", "sent"]);
    const slackMessage = fakes.slack.posted.findLast((p) => p.blocks[1]?.elements?.[0]?.value === item.id)!;
    expect(slackMessage.channel).toBe("C0APPROVE");
    expect(slackMessage.text).toMatch(/asks for your approval/);
    expect(slackMessage.blocks[1].elements.map((e: { action_id: string }) => e.action_id)).toEqual([
      SLACK_ACTIONS.approve,
      SLACK_ACTIONS.requestChanges,
      "open",
    ]);
    expect(slackMessage.blocks[1].elements[2].url).toBe(`http://localhost:3000/approvals/${item.id}`);
    expect(fakes.discord.posted.at(-1)!.embeds[0]).toMatchObject({
      title: expect.stringMatching(/asks for your approval/),
      url: `http://localhost:3000/approvals/${item.id}`,
    });
    // Sent once: a repeated event finds the delivery done.
    expect(await deliverAll(owner.companyId, "approvalNeeded")).toEqual(["not needed", "not needed"]);
  });

  it("sends a kind only where it is turned on, with no member to tell in the app", async () => {
    const { owner, slackId, discordId } = await companyWithChats();
    await notifyMembers(tenantCtxFor(owner.companyId), [], {
      kind: "postFailed",
      title: "A post to Bluesky failed",
      body: "Bluesky refused the post",
      link: "/calendar",
    });
    const rows = await deliveries(owner.companyId, "postFailed");
    expect(rows.map((r) => r.connectionId)).toEqual([discordId]);
    expect(rows.map((r) => r.connectionId)).not.toContain(slackId);
    expect(await deliverAll(owner.companyId, "postFailed")).toEqual(["sent"]);
    expect(fakes.discord.posted.at(-1)!.embeds[0]).toMatchObject({
      title: "A post to Bluesky failed",
      description: "Bluesky refused the post",
      url: "http://localhost:3000/calendar",
    });
  });

  it("waits what a 429 asks (Slack's Retry-After, Discord's retry_after), then sends", async () => {
    const { owner, editor } = await companyWithChats();
    await submitPost(editor);
    fakes.slack.server.fail("rate_limited", "chat.postMessage", 1, { retryAfterSeconds: 7 });
    fakes.discord.server.fail("rate_limited", "execute", 1);
    const started = Date.now();
    expect(await deliverAll(owner.companyId, "approvalNeeded")).toEqual(["retry", "retry"]);

    const due = await adminDb().outbox.findMany({
      where: { event: "teamchat/delivery.due", companyId: owner.companyId, dueAt: { gt: new Date(started) } },
      orderBy: { dueAt: "asc" },
    });
    // Each due time is the asked wait after its attempt, which fell between `started` and `settled`.
    const settled = Date.now();
    expect(due).toHaveLength(2);
    for (const [row, wait] of [
      [due[0], 3],
      [due[1], 7],
    ] as const) {
      expect(row.dueAt.getTime()).toBeGreaterThanOrEqual(started + wait * 1000);
      expect(row.dueAt.getTime()).toBeLessThanOrEqual(settled + wait * 1000);
    }
    const rows = await deliveries(owner.companyId, "approvalNeeded");
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.lastError)).toBe(true);

    expect(await deliverAll(owner.companyId, "approvalNeeded")).toEqual(["sent", "sent"]);
  });

  it("a revoked workspace goes inactive and the company is told; the other connection still gets its message", async () => {
    const { owner, editor, slackId } = await companyWithChats();
    await submitPost(editor);
    const rows = await deliveries(owner.companyId, "approvalNeeded");
    const slackRow = rows.find((r) => r.connectionId === slackId)!;
    const discordRow = rows.find((r) => r.connectionId !== slackId)!;
    const stored = await adminDb().chatConnection.findFirstOrThrow({ where: { id: slackId } });
    fakes.slack.revoke(openChatSecret(stored.id, "secret", stored.secret));
    const ctx = tenantCtxFor(owner.companyId);
    expect(await deliverChatMessage(ctx, slackRow.id)).toBe("failed");
    expect(await deliverChatMessage(ctx, discordRow.id)).toBe("sent");

    const connection = await adminDb().chatConnection.findFirstOrThrow({ where: { id: slackId } });
    expect(connection.isActive).toBe(false);
    expect(connection.statusReason).toMatch(/token_revoked/);
    const notice = await adminDb().notice.findFirst({
      where: { companyId: owner.companyId, subjectKey: `chat-connection:${slackId}` },
    });
    expect(notice?.title).toMatch(/Reconnect Slack/);
    // Nothing more is queued for it, and the API says why.
    await submitPost(editor);
    expect(
      (await deliveries(owner.companyId, "approvalNeeded")).filter((r) => r.connectionId === slackId),
    ).toHaveLength(1);
    const test = await api.post(`/api/integrations/channels/${slackId}/test`, { token: owner.token, body: {} });
    expect(test.status).toBe(409);
    expect(test.body.error).toBe("CONNECTION_INACTIVE");
  });

  it("a deleted Discord webhook makes its connection inactive", async () => {
    const { owner, editor, discordId, hook } = await companyWithChats();
    await submitPost(editor);
    fakes.discord.deleteWebhook(hook.id);
    const row = (await deliveries(owner.companyId, "approvalNeeded")).find((r) => r.connectionId === discordId)!;
    expect(await deliverChatMessage(tenantCtxFor(owner.companyId), row.id)).toBe("failed");
    const connection = await adminDb().chatConnection.findFirstOrThrow({ where: { id: discordId } });
    expect(connection).toMatchObject({ isActive: false, statusReason: expect.stringMatching(/webhook was deleted/) });
  });
});
