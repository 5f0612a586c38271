import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { deliverChatMessage } from "@/lib/teamchat/deliver-chat-message";
import { api } from "../helpers/app";
import { chatFakes, connectChatOAuth, type ChatFakes } from "../helpers/chat-fakes";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

// Microsoft Teams against the fake identity platform and Graph: an approval delivered as an
// Adaptive Card and replaced once decided, Graph's 429 waited out as Retry-After asks, an access
// token Microsoft ended early renewed once, and a revoked consent ending the connection. The revocation is last: it ends every
// token of this file's fake.
let fakes: ChatFakes;
beforeAll(async () => {
  fakes = await chatFakes();
});

/** A company whose Teams gets approvals in Marketing / General, with one approvalNeeded delivery queued. */
async function companyWithTeams() {
  const owner = await signUp();
  const editor = await addMember(owner, "editor");
  const { callback, authUrl } = await connectChatOAuth(owner, "teams");
  expect(callback.status, callback.text).toBe(200);
  // Only scopes a member may consent to alone: ChannelMessage.ReadWrite needs an admin's.
  expect(new URL(authUrl).searchParams.get("scope")?.split(" ")).toEqual([
    "offline_access",
    "User.Read",
    "Team.ReadBasic.All",
    "Channel.ReadBasic.All",
    "ChannelMessage.Send",
  ]);
  const connectionId = callback.body.connection.id as string;
  const general = `${fakes.teams.teams[0].id}/19:general@thread.tacv2`;
  const put = await api.put(`/api/integrations/channels/${connectionId}/settings`, {
    token: owner.token,
    body: { channels: [general], notifySettings: { approvalNeeded: { channelId: general, enabled: true } } },
  });
  expect(put.status, put.text).toBe(200);
  const content = `Spring launch ${randomUUID().slice(0, 6)}`;
  const post = await api.post("/api/social-posts", {
    token: editor.token,
    body: { content, platforms: ["bluesky"] },
  });
  const submitted = await api.post("/api/approvals", {
    token: editor.token,
    body: { contentType: "social", contentId: post.body.id },
  });
  expect(submitted.status, submitted.text).toBe(201);
  const delivery = await adminDb().chatDelivery.findFirstOrThrow({
    where: { companyId: owner.companyId, connectionId, kind: "approvalNeeded" },
  });
  return { owner, connectionId, deliveryId: delivery.id, content, approvalId: submitted.body.id as string };
}

const deliver = (companyId: string, deliveryId: string) => deliverChatMessage(tenantCtxFor(companyId), deliveryId);

/** Decides the item in the app; answers the one delivery queued to replace its Teams message. */
async function decide(owner: { token: string; companyId: string }, approvalId: string) {
  const res = await api.post(`/api/approvals/${approvalId}/approve`, { token: owner.token, body: {} });
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

describe("Microsoft Teams delivery", { timeout: 60_000 }, () => {
  it("posts an approval as an Adaptive Card with a link back into the app", async () => {
    const { owner, deliveryId, content, approvalId } = await companyWithTeams();
    expect(await deliver(owner.companyId, deliveryId)).toBe("sent");
    const message = fakes.teams.posted.at(-1)!;
    expect(message.channelId).toBe("19:general@thread.tacv2");
    const card = JSON.parse(message.attachments[0].content);
    expect(card.body.map((b: { text: string }) => b.text)).toEqual(["Team Mate asks for your approval", content]);
    expect(card.actions[0]).toMatchObject({
      type: "Action.OpenUrl",
      url: expect.stringMatching(`/approvals/${approvalId}$`),
    });
  });

  it("replaces the approval card once decided in the app: who decided, the text and the link kept", async () => {
    const { owner, deliveryId, content, approvalId } = await companyWithTeams();
    expect(await deliver(owner.companyId, deliveryId)).toBe("sent");
    const original = structuredClone(fakes.teams.posted.at(-1)!);
    const before = fakes.teams.updated.length;
    const settledId = await decide(owner, approvalId);
    expect(await deliver(owner.companyId, settledId)).toBe("sent");
    expect(fakes.teams.updated.length).toBe(before + 1);
    const updated = fakes.teams.updated.at(-1)!;
    expect(updated).toMatchObject({ id: original.id, teamId: original.teamId, channelId: original.channelId });
    const card = JSON.parse(updated.attachments[0].content);
    expect(card.body.map((b: { text: string }) => b.text)).toEqual([
      "Team Mate asks for your approval",
      content,
      "Test User approved this content.",
    ]);
    expect(card.actions).toEqual(JSON.parse(original.attachments[0].content).actions);
    // Replaced once: a repeated event finds it done, and nothing new was posted.
    const posted = fakes.teams.posted.length;
    expect(await deliver(owner.companyId, settledId)).toBe("not needed");
    expect(fakes.teams.updated.length).toBe(before + 1);
    expect(fakes.teams.posted.length).toBe(posted);
  });

  it("a tenant whose admin did not grant ChannelMessage.ReadWrite (403) fails only that replacement; the connection stays", async () => {
    const { owner, connectionId, deliveryId, approvalId } = await companyWithTeams();
    expect(await deliver(owner.companyId, deliveryId)).toBe("sent");
    // The scope needs an admin's consent; the app does not ask for it at connect, so members can connect alone.
    fakes.teams.withholdScope("ChannelMessage.ReadWrite");
    const before = fakes.teams.updated.length;
    const settledId = await decide(owner, approvalId);
    const outcome = await deliver(owner.companyId, settledId).finally(() => fakes.teams.withholdScope(null));
    expect(outcome).toBe("failed");
    expect(fakes.teams.updated.length).toBe(before);
    const settled = await adminDb().chatDelivery.findUniqueOrThrow({ where: { id: settledId } });
    expect(settled.lastError).toMatch(/ChannelMessage\.ReadWrite/);
    expect(await adminDb().chatConnection.findFirstOrThrow({ where: { id: connectionId } })).toMatchObject({
      isActive: true,
    });
  });

  it("waits what Graph's 429 asks (Retry-After), then sends", async () => {
    const { owner, deliveryId } = await companyWithTeams();
    fakes.teams.server.fail("rate_limited", "post-message", 1);
    const started = Date.now();
    expect(await deliver(owner.companyId, deliveryId)).toBe("retry");
    const settled = Date.now();
    const due = await adminDb().outbox.findFirstOrThrow({
      where: { event: "teamchat/delivery.due", companyId: owner.companyId, dueAt: { gt: new Date(started) } },
    });
    expect(due.dueAt.getTime()).toBeGreaterThanOrEqual(started + 30_000);
    expect(due.dueAt.getTime()).toBeLessThanOrEqual(settled + 30_000);
    const sent = fakes.teams.posted.length;
    expect(await deliver(owner.companyId, deliveryId)).toBe("sent");
    expect(fakes.teams.posted.length).toBe(sent + 1);
  });

  it("renews an access token Microsoft ended early (401) once, and sends", async () => {
    const { owner, connectionId, deliveryId } = await companyWithTeams();
    fakes.teams.tokens.expireAccessTokens();
    const refreshes = fakes.teams.tokens.refreshCount;
    expect(await deliver(owner.companyId, deliveryId)).toBe("sent");
    expect(fakes.teams.tokens.refreshCount).toBe(refreshes + 1);
    expect(await adminDb().chatConnection.findFirstOrThrow({ where: { id: connectionId } })).toMatchObject({
      isActive: true,
    });
  });

  it("a revoked consent makes the connection inactive and tells the company; nothing else breaks", async () => {
    const { owner, connectionId, deliveryId } = await companyWithTeams();
    fakes.teams.tokens.revokeAll();
    expect(await deliver(owner.companyId, deliveryId)).toBe("failed");
    const connection = await adminDb().chatConnection.findFirstOrThrow({ where: { id: connectionId } });
    expect(connection.isActive).toBe(false);
    expect(connection.statusReason).toBeTruthy();
    const notice = await adminDb().notice.findFirst({
      where: { companyId: owner.companyId, subjectKey: `chat-connection:${connectionId}` },
    });
    expect(notice?.title).toMatch(/Reconnect Microsoft Teams/);
    const channels = await api.get(`/api/integrations/channels/${connectionId}/channels`, { token: owner.token });
    expect(channels.status).toBe(409);
    expect(channels.body.error).toBe("CONNECTION_INACTIVE");
    expect((await api.get("/api/integrations/channels", { token: owner.token })).status).toBe(200);
  });
});
