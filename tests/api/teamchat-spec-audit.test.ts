import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { api } from "../helpers/app";
import { chatFakes, connectDiscord, type ChatFakes } from "../helpers/chat-fakes";
import { signUp, type TestUser } from "../helpers/users";

/** Rules of platform-api.md and decisions.md "Team chat" that no other test pins down. */

let fakes: ChatFakes;
let owner: TestUser;

beforeAll(async () => {
  fakes = await chatFakes();
  owner = await signUp();
});

const connections = (user: TestUser) => adminDb().chatConnection.count({ where: { companyId: user.companyId } });

describe("connecting", () => {
  it("an OAuth state is good for 10 minutes: one older answers 400 and stores nothing", async () => {
    const user = await signUp();
    const start = await api.post("/api/integrations/channels/connect/slack", { token: user.token, body: {} });
    expect(start.status, start.text).toBe(200);
    const row = await adminDb().socialAuthState.findFirstOrThrow({
      where: { companyId: user.companyId, platform: "chat:slack" },
    });
    // createdAt is the database's clock, expiresAt the app's: a few milliseconds apart.
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 10 * 60_000)).toBeLessThan(1000);
    await adminDb().socialAuthState.update({
      where: { id: row.id },
      data: { createdAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) },
    });
    const back = await approveConsent(start.body.authUrl);
    const res = await api.get(`${back.pathname}${back.search}`, {
      token: user.token,
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty("state");
    expect(await connections(user)).toBe(0);
  });

  it("a kind other than slack, teams or discord answers 400; Discord has no OAuth callback (404)", async () => {
    const res = await api.post("/api/integrations/channels/connect/whatsapp", { token: owner.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty("type");
    const callback = await api.get("/api/integrations/channels/callback/discord", {
      token: owner.token,
      query: { state: "x", code: "y" },
    });
    expect(callback.status).toBe(404);
    expect(await connections(owner)).toBe(0);
  });

  it("refuses a redirectUri on another site with 400, storing no state", async () => {
    const res = await api.post("/api/integrations/channels/connect/slack", {
      token: owner.token,
      body: { redirectUri: "https://evil.example/after" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty("redirectUri");
    expect(
      await adminDb().socialAuthState.count({ where: { companyId: owner.companyId, platform: "chat:slack" } }),
    ).toBe(0);
  });

  it("a Discord webhook answers {success: true} and one channel, the webhook's id, also from GET .../channels", async () => {
    const user = await signUp();
    const hook = fakes.discord.createWebhook("Audit hook");
    const res = await api.post("/api/integrations/channels/connect/discord", {
      token: user.token,
      body: { webhookUrl: hook.url },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    const channels = await api.get(`/api/integrations/channels/${res.body.connection.id}/channels`, {
      token: user.token,
    });
    expect(channels.status, channels.text).toBe(200);
    expect(channels.body).toEqual({ channels: [{ id: hook.id, name: "Audit hook", isPrivate: false }] });
  });
});

describe("settings", () => {
  it("keeps every notification kind's {channelId, enabled}; a connection lists them", async () => {
    const user = await signUp();
    const { hook, connection } = await connectDiscord(user);
    const kinds = ["newComment", "approvalNeeded", "approvalDecided", "postFailed", "reportReady"];
    const notifySettings = Object.fromEntries(
      kinds.map((kind, n) => [kind, { channelId: hook.id, enabled: n % 2 === 0 }]),
    );
    const put = await api.put(`/api/integrations/channels/${connection.id}/settings`, {
      token: user.token,
      body: { notifySettings },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.notifySettings).toEqual(notifySettings);
    const list = await api.get("/api/integrations/channels", { token: user.token });
    expect(list.body.connections).toMatchObject([
      {
        id: connection.id,
        channelType: "discord",
        workspaceName: expect.any(String),
        channels: [{ id: hook.id }],
        notifySettings,
        isActive: true,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("test {channelId} sends to that channel: 200 {success: true}", async () => {
    const user = await signUp();
    const { hook, connection } = await connectDiscord(user);
    const sent = fakes.discord.posted.length;
    const res = await api.post(`/api/integrations/channels/${connection.id}/test`, {
      token: user.token,
      body: { channelId: hook.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(fakes.discord.posted.slice(sent)).toMatchObject([{ webhookId: hook.id }]);
  });
});
