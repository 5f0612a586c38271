import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { SLACK_FAKE_TEAM } from "@/tests/fakes/slack/server";
import { TEAMS_FAKE_TENANT } from "@/tests/fakes/teams/server";
import { api } from "../helpers/app";
import { chatFakes, connectChatOAuth, connectDiscord, type ChatFakes } from "../helpers/chat-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let fakes: ChatFakes;
let owner: TestUser;
let slackId: string;
beforeAll(async () => {
  fakes = await chatFakes();
  owner = await signUp();
  const { callback } = await connectChatOAuth(owner, "slack");
  expect(callback.status, callback.text).toBe(200);
  slackId = callback.body.connection.id;
});

const row = (id: string) => adminDb().chatConnection.findUniqueOrThrow({ where: { id } });

describe("Slack by OAuth", () => {
  it("starts at Slack's authorize page with our client, scopes and a state", async () => {
    const res = await api.post("/api/integrations/channels/connect/slack", { token: owner.token, body: {} });
    expect(res.status, res.text).toBe(200);
    const url = new URL(res.body.authUrl);
    expect(url.origin + url.pathname).toBe(`${fakes.slack.url}/oauth/v2/authorize`);
    expect(url.searchParams.get("client_id")).toBe(process.env.SLACK_CLIENT_ID);
    expect(url.searchParams.get("scope")).toContain("chat:write");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/integrations/channels/callback/slack");
    expect(url.searchParams.get("state")).toBe(res.body.state);
  });

  it("stores the workspace with its bot token sealed; no answer carries the token", async () => {
    const list = await api.get("/api/integrations/channels", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.connections).toEqual([
      {
        id: slackId,
        channelType: "slack",
        workspaceName: SLACK_FAKE_TEAM.name,
        channels: [],
        notifySettings: {},
        isActive: true,
        statusReason: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.text).not.toMatch(/xoxb-/);
    expect((await row(slackId)).secret).toMatch(/^enc:v1:/);
  });

  it("refuses a used state with 400, and a browser's return redirects to the settings page", async () => {
    const { back, callback } = await connectChatOAuth(owner, "slack");
    expect(callback.status).toBe(200);
    const again = await api.get(`${back.pathname}${back.search}`, { token: owner.token });
    expect(again.status).toBe(400);
    expect(again.body.details.state).toMatch(/invalid, expired or already used/);

    const declined = await connectChatOAuth(owner, "slack", "deny");
    expect(declined.callback.status).toBe(400);
    expect(declined.callback.body.message).toMatch(/declined/);

    const start = await api.post("/api/integrations/channels/connect/slack", {
      token: owner.token,
      body: { redirectUri: "/settings/team-chat?from=test" },
    });
    const { approveConsent } = await import("@/tests/fakes/social/shared/oauth");
    const browser = await approveConsent(start.body.authUrl);
    const res = await api.get(`${browser.pathname}${browser.search}`, { token: owner.token });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://localhost:3000/settings/team-chat?from=test&connected=slack");
    // Connecting the same workspace again renews the one connection.
    expect(await adminDb().chatConnection.count({ where: { companyId: owner.companyId } })).toBe(1);
  });

  it("lists the workspace's channels and keeps the picked ones with a channel per kind", async () => {
    const channels = await api.get(`/api/integrations/channels/${slackId}/channels`, { token: owner.token });
    expect(channels.status, channels.text).toBe(200);
    expect(channels.body.channels).toEqual([
      { id: "C0GENERAL", name: "general", isPrivate: false },
      { id: "C0APPROVE", name: "approvals", isPrivate: false },
      { id: "G0LEADS", name: "leads", isPrivate: true },
    ]);

    const put = await api.put(`/api/integrations/channels/${slackId}/settings`, {
      token: owner.token,
      body: {
        channels: ["C0APPROVE", { id: "G0LEADS" }],
        notifySettings: { approvalNeeded: { channelId: "C0APPROVE", enabled: true } },
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({
      channels: [
        { id: "C0APPROVE", name: "approvals", isPrivate: false },
        { id: "G0LEADS", name: "leads", isPrivate: true },
      ],
      notifySettings: { approvalNeeded: { channelId: "C0APPROVE", enabled: true } },
    });

    const more = await api.put(`/api/integrations/channels/${slackId}/settings`, {
      token: owner.token,
      body: { notifySettings: { postFailed: { channelId: "G0LEADS", enabled: false } } },
    });
    expect(more.body.notifySettings).toEqual({
      approvalNeeded: { channelId: "C0APPROVE", enabled: true },
      postFailed: { channelId: "G0LEADS", enabled: false },
    });
  });

  it("refuses unknown channels and kinds aimed outside the picked channels, changing nothing", async () => {
    const before = await row(slackId);
    const unknown = await api.put(`/api/integrations/channels/${slackId}/settings`, {
      token: owner.token,
      body: { channels: ["C0NOPE"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.channels).toMatch(/C0NOPE/);
    const outside = await api.put(`/api/integrations/channels/${slackId}/settings`, {
      token: owner.token,
      body: { notifySettings: { reportReady: { channelId: "C0GENERAL", enabled: true } } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.details).toEqual({
      "notifySettings.reportReady.channelId": "must be one of the connection's channels",
    });
    expect(await row(slackId)).toEqual(before);
  });

  it("sends a test message with blocks and a link back into the app; Slack's refusal is a 502", async () => {
    const sent = fakes.slack.posted.length;
    const res = await api.post(`/api/integrations/channels/${slackId}/test`, { token: owner.token, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true });
    const message = fakes.slack.posted[sent];
    expect(message.channel).toBe("C0APPROVE");
    expect(message.blocks[1].elements[0].url).toBe("http://localhost:3000/settings/team-chat");

    const refused = await api.post(`/api/integrations/channels/${slackId}/test`, {
      token: owner.token,
      body: { channelId: "C0NOPE" },
    });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ error: "CHAT_PROVIDER_ERROR", message: expect.stringMatching(/channel_not_found/) });
  });

  it("answers 503 naming what to set when Slack is not configured", async () => {
    const clientId = process.env.SLACK_CLIENT_ID;
    delete process.env.SLACK_CLIENT_ID;
    try {
      const res = await api.post("/api/integrations/channels/connect/slack", { token: owner.token, body: {} });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        error: "CHAT_NOT_CONFIGURED",
        message: expect.stringMatching(/SLACK_CLIENT_ID/),
      });
    } finally {
      process.env.SLACK_CLIENT_ID = clientId;
    }
  });

  it("lets only members with integrations:manage connect, change or delete; any member lists", async () => {
    const editor = await addMember(owner, "editor");
    expect((await api.get("/api/integrations/channels", { token: editor.token })).status).toBe(200);
    const res = await api.post("/api/integrations/channels/connect/slack", { token: editor.token, body: {} });
    expect(res.status).toBe(403);
  });
});

describe("Microsoft Teams by OAuth", () => {
  it("connects with PKCE, names the tenant, lists joined teams' channels and posts an Adaptive Card", async () => {
    const user = await signUp();
    const { authUrl, callback } = await connectChatOAuth(user, "teams");
    expect(new URL(authUrl).searchParams.get("code_challenge_method")).toBe("S256");
    expect(callback.status, callback.text).toBe(200);
    const { id, workspaceName } = callback.body.connection;
    expect(workspaceName).toBe(TEAMS_FAKE_TENANT.displayName);

    const channels = await api.get(`/api/integrations/channels/${id}/channels`, { token: user.token });
    expect(channels.body.channels).toEqual([
      { id: `${fakes.teams.teams[0].id}/19:general@thread.tacv2`, name: "Marketing / General", isPrivate: false },
      { id: `${fakes.teams.teams[0].id}/19:reviews@thread.tacv2`, name: "Marketing / Reviews", isPrivate: true },
    ]);
    const general = channels.body.channels[0].id;
    await api.put(`/api/integrations/channels/${id}/settings`, {
      token: user.token,
      body: { channels: [general], notifySettings: { approvalNeeded: { channelId: general, enabled: true } } },
    });

    // An access token about to end is renewed first, and the new one kept.
    await adminDb().chatConnection.update({ where: { id }, data: { tokenExpiresAt: new Date(Date.now() - 1000) } });
    const refreshes = fakes.teams.tokens.refreshCount;
    const res = await api.post(`/api/integrations/channels/${id}/test`, { token: user.token, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(fakes.teams.tokens.refreshCount).toBe(refreshes + 1);
    expect((await row(id)).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const message = fakes.teams.posted.at(-1)!;
    expect(message.channelId).toBe("19:general@thread.tacv2");
    expect(message.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(JSON.parse(message.attachments[0].content)).toMatchObject({
      type: "AdaptiveCard",
      actions: [{ type: "Action.OpenUrl" }],
    });
  });
});

describe("Discord by webhook URL", () => {
  it("checks the URL with a test message, then stores it sealed with its one channel for every kind", async () => {
    const user = await signUp();
    const { hook, connection } = await connectDiscord(user);
    expect(fakes.discord.posted.at(-1)).toMatchObject({
      webhookId: hook.id,
      embeds: [{ title: "Reach is connected" }],
    });
    expect(connection).toMatchObject({
      channelType: "discord",
      workspaceName: "Reach alerts",
      channels: [{ id: hook.id, name: "Reach alerts", isPrivate: false }],
      notifySettings: { approvalNeeded: { channelId: hook.id, enabled: true } },
    });
    const stored = await row(connection.id);
    expect(stored.secret).not.toContain(hook.url);
    const list = await api.get("/api/integrations/channels", { token: user.token });
    expect(list.text).not.toContain(hook.url.split("/").at(-1));
  });

  it("refuses a URL outside DISCORD_API_URL/webhooks, a deleted webhook or no URL with 400, storing nothing", async () => {
    const user = await signUp();
    const hook = fakes.discord.createWebhook();
    fakes.discord.deleteWebhook(hook.id);
    for (const webhookUrl of [hook.url, "https://example.com/api/webhooks/1/abc", undefined]) {
      const res = await api.post("/api/integrations/channels/connect/discord", {
        token: user.token,
        body: { webhookUrl },
      });
      expect(res.status, String(webhookUrl)).toBe(400);
    }
    expect(await adminDb().chatConnection.count({ where: { companyId: user.companyId } })).toBe(0);
  });

  it("deletes a connection with its secret; a second delete is 404", async () => {
    const user = await signUp();
    const { connection } = await connectDiscord(user);
    const res = await api.delete(`/api/integrations/channels/${connection.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await adminDb().chatConnection.count({ where: { id: connection.id } })).toBe(0);
    expect((await api.delete(`/api/integrations/channels/${connection.id}`, { token: user.token })).status).toBe(404);
  });
});
