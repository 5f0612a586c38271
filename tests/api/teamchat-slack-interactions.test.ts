import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { deliverChatMessage } from "@/lib/teamchat/deliver-chat-message";
import { SLACK_ACTIONS } from "@/lib/teamchat/messages";
import { interactionRequest } from "@/tests/fakes/slack/server";
import { api } from "../helpers/app";
import { chatFakes, connectChatOAuth, type ChatFakes } from "../helpers/chat-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let fakes: ChatFakes;
let owner: TestUser;
let editor: TestUser;
let reviewer: TestUser;
beforeAll(async () => {
  fakes = await chatFakes();
  owner = await signUp();
  [editor, reviewer] = await Promise.all([addMember(owner, "editor"), addMember(owner, "admin")]);
  // Slack members with the same e-mails as the company's.
  fakes.slack.members.set("U0EDITOR", editor.email);
  fakes.slack.members.set("U0REVIEWER", reviewer.email);
  fakes.slack.members.set("U0STRANGER", "someone-else@example.test");
  const { callback } = await connectChatOAuth(owner, "slack");
  expect(callback.status, callback.text).toBe(200);
  const put = await api.put(`/api/integrations/channels/${callback.body.connection.id}/settings`, {
    token: owner.token,
    body: { channels: ["C0APPROVE"], notifySettings: { approvalNeeded: { channelId: "C0APPROVE", enabled: true } } },
  });
  expect(put.status, put.text).toBe(200);
});

/** The approvalNeeded message the fake Slack received for the item (delivered now, as the background function would). */
async function postedFor(id: string) {
  const rows = await adminDb().chatDelivery.findMany({
    where: { companyId: owner.companyId, kind: "approvalNeeded" },
  });
  await Promise.all(rows.map((row) => deliverChatMessage(tenantCtxFor(owner.companyId), row.id)));
  const message = fakes.slack.posted.find((p) => p.blocks[1]?.elements?.[0]?.value === id);
  expect(message).toBeTruthy();
  // A copy: the fake replaces the posted one in place on chat.update.
  return structuredClone(message!);
}

async function pendingItem(author = editor) {
  const post = await api.post("/api/social-posts", {
    token: author.token,
    body: { content: `Launch ${randomUUID().slice(0, 6)}`, platforms: ["bluesky"] },
  });
  const res = await api.post("/api/approvals", {
    token: author.token,
    body: { contentType: "social", contentId: post.body.id },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

function click(
  userId: string,
  actionId: string,
  value: string,
  options: Parameters<typeof interactionRequest>[1] = {},
  message?: Parameters<typeof interactionRequest>[0]["message"],
) {
  const { body, headers } = interactionRequest({ userId, actionId, value, message }, options);
  return api.post("/api/integrations/channels/slack/interactions", { rawBody: body, headers });
}

const status = async (id: string) => (await adminDb().approval.findUniqueOrThrow({ where: { id } })).status;

describe("Slack interactions", () => {
  it("approves as the member with the Slack user's e-mail, in the history and the audit log", async () => {
    const id = await pendingItem();
    const res = await click("U0REVIEWER", SLACK_ACTIONS.approve, id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toMatch(/approved/);
    const item = await api.get(`/api/approvals/${id}`, { token: owner.token });
    expect(item.body).toMatchObject({ status: "approved", reviewedBy: reviewer.userId });
    expect(item.body.history.at(-1)).toMatchObject({ action: "approved", userId: reviewer.userId });
    const audit = await adminDb().auditLog.findFirst({
      where: { companyId: owner.companyId, action: "approval.approve", targetId: id },
    });
    expect(audit?.actorId).toBe(reviewer.userId);
    // A second click meets the state the first one left: 409, nothing changes.
    expect((await click("U0REVIEWER", SLACK_ACTIONS.requestChanges, id)).status).toBe(409);
    expect(await status(id)).toBe("approved");
  });

  it("replaces the clicked message: who decided what instead of the buttons, the link kept", async () => {
    const id = await pendingItem();
    const message = await postedFor(id);
    const before = fakes.slack.updated.length;
    const res = await click("U0REVIEWER", SLACK_ACTIONS.requestChanges, id, {}, message);
    expect(res.status, res.text).toBe(200);
    expect(fakes.slack.updated.length).toBe(before + 1);
    const updated = fakes.slack.updated.at(-1)!;
    expect(updated).toMatchObject({ channel: "C0APPROVE", ts: message.ts });
    expect(res.body.text).toBe("Team Mate asked for changes to this content.");
    expect(updated.text).toBe(`${message.text}\nTeam Mate asked for changes to this content.`);
    expect(updated.blocks[0]).toEqual(message.blocks[0]);
    expect(updated.blocks[1]).toMatchObject({ type: "context", elements: [{ text: res.body.text }] });
    const buttons = updated.blocks.flatMap(
      (b: { elements?: { action_id?: string }[] }) => b.elements?.map((e) => e.action_id) ?? [],
    );
    expect(buttons).toContain("open");
    expect(buttons).not.toContain(SLACK_ACTIONS.approve);
    expect(buttons).not.toContain(SLACK_ACTIONS.requestChanges);
  });

  it("a decision in the app replaces the Slack message too: the outcome, who decided, no buttons", async () => {
    const id = await pendingItem();
    const message = await postedFor(id);
    const res = await api.post(`/api/approvals/${id}/reject`, { token: reviewer.token, body: { reason: "Off brand" } });
    expect(res.status, res.text).toBe(200);
    const settled = await adminDb().chatDelivery.findMany({
      where: { companyId: owner.companyId, kind: "approvalSettled", message: { path: ["approvalId"], equals: id } },
    });
    expect(settled).toHaveLength(1);
    const before = fakes.slack.updated.length;
    const ctx = tenantCtxFor(owner.companyId);
    expect(await deliverChatMessage(ctx, settled[0].id)).toBe("sent");
    expect(fakes.slack.updated.length).toBe(before + 1);
    const updated = fakes.slack.updated.at(-1)!;
    expect(updated).toMatchObject({ channel: "C0APPROVE", ts: message.ts });
    expect(updated.text).toBe(`${message.text}\nTeam Mate rejected this content.`);
    expect(updated.blocks[0]).toEqual(message.blocks[0]);
    expect(updated.blocks[1]).toMatchObject({
      type: "context",
      elements: [{ text: "Team Mate rejected this content." }],
    });
    const buttons = updated.blocks.flatMap(
      (b: { elements?: { action_id?: string }[] }) => b.elements?.map((e) => e.action_id) ?? [],
    );
    expect(buttons.filter(Boolean)).toEqual(["open"]);
    // Replaced once: a repeated event finds it done.
    expect(await deliverChatMessage(ctx, settled[0].id)).toBe("not needed");
  });

  it("replaces an approval message only once it is sent; one never sent has nothing to replace", async () => {
    const waiting = await pendingItem();
    const never = await pendingItem();
    const ctx = tenantCtxFor(owner.companyId);
    for (const id of [waiting, never])
      expect((await api.post(`/api/approvals/${id}/approve`, { token: reviewer.token, body: {} })).status).toBe(200);
    const rows = await adminDb().chatDelivery.findMany({
      where: { companyId: owner.companyId, kind: { in: ["approvalNeeded", "approvalSettled"] } },
    });
    const about = (id: string, kind: string) =>
      rows.find((r) => r.kind === kind && (r.message as { approvalId: string }).approvalId === id)!;
    // The message is still queued: the replacement waits for it (retried later) ...
    expect(await deliverChatMessage(ctx, about(waiting, "approvalSettled").id)).toBe("retry");
    expect(await deliverChatMessage(ctx, about(waiting, "approvalNeeded").id)).toBe("sent");
    expect(await deliverChatMessage(ctx, about(waiting, "approvalSettled").id)).toBe("sent");
    expect(fakes.slack.updated.at(-1)!.text).toMatch(/Team Mate approved this content\.$/);
    // ... and one that failed for good is not replaced.
    await adminDb().chatDelivery.update({
      where: { id: about(never, "approvalNeeded").id },
      data: { status: "failed" },
    });
    expect(await deliverChatMessage(ctx, about(never, "approvalSettled").id)).toBe("skipped");
  });

  it("keeps the decision when Slack refuses to update the message (it was deleted)", async () => {
    const id = await pendingItem();
    const message = await postedFor(id);
    const before = fakes.slack.updated.length;
    const res = await click("U0REVIEWER", SLACK_ACTIONS.approve, id, {}, { ...message, ts: "1.000000" });
    expect(res.status, res.text).toBe(200);
    expect(await status(id)).toBe("approved");
    expect(fakes.slack.updated.length).toBe(before);
  });

  it("asks for changes from the other button", async () => {
    const id = await pendingItem();
    const res = await click("U0REVIEWER", SLACK_ACTIONS.requestChanges, id);
    expect(res.status, res.text).toBe(200);
    expect(await status(id)).toBe("changes_requested");
  });

  it("refuses a missing, wrong or stale signature with 401 and changes nothing", async () => {
    const id = await pendingItem();
    const { body } = interactionRequest({ userId: "U0REVIEWER", actionId: SLACK_ACTIONS.approve, value: id });
    const unsigned = await api.post("/api/integrations/channels/slack/interactions", {
      rawBody: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(401);
    expect((await click("U0REVIEWER", SLACK_ACTIONS.approve, id, { secret: "not-the-secret" })).status).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await click("U0REVIEWER", SLACK_ACTIONS.approve, id, { timestamp: stale })).status).toBe(401);
    expect(await status(id)).toBe("pending");
  });

  it("holds the clicker to the API's checks: linked member, content:approve, never their own content", async () => {
    const id = await pendingItem();
    const stranger = await click("U0STRANGER", SLACK_ACTIONS.approve, id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toMatch(/not linked/);
    const author = await click("U0EDITOR", SLACK_ACTIONS.approve, id);
    expect(author.status).toBe(403);
    expect(author.body.error).toMatch(/content:approve/);
    expect((await click("U0REVIEWER", SLACK_ACTIONS.approve, randomUUID())).status).toBe(404);
    expect(await status(id)).toBe("pending");
    const own = await pendingItem(reviewer);
    const self = await click("U0REVIEWER", SLACK_ACTIONS.approve, own);
    expect(self.status).toBe(403);
    expect(self.body.error).toMatch(/your own content/);
    expect(await status(own)).toBe("pending");
  });

  it("acknowledges other clicks (the link button) without acting", async () => {
    const res = await click("U0REVIEWER", "open", "");
    expect(res.status).toBe(200);
  });
});
