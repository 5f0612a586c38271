import { startFakeDiscord, type FakeDiscord } from "@/tests/fakes/discord/server";
import { startFakeSlack, type FakeSlack } from "@/tests/fakes/slack/server";
import { startFakeTeams, type FakeTeams } from "@/tests/fakes/teams/server";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { api } from "./app";
import type { TestUser } from "./users";

export interface ChatFakes {
  slack: FakeSlack;
  teams: FakeTeams;
  discord: FakeDiscord;
}

let running: Promise<ChatFakes> | null = null;

/**
 * The fake Slack, Teams and Discord, started once per test process with the environment that
 * points the app at them (the Discord fake's host let through the outbound guard).
 */
export function chatFakes(): Promise<ChatFakes> {
  running ??= Promise.all([startFakeSlack(), startFakeTeams(), startFakeDiscord()]).then(([slack, teams, discord]) => {
    const { OUTBOUND_ALLOW_HOSTS: discordHost, ...discordEnv } = discord.env();
    const allowed = [process.env.OUTBOUND_ALLOW_HOSTS, discordHost].filter(Boolean).join(",");
    Object.assign(process.env, slack.env(), teams.env(), discordEnv, {
      OUTBOUND_ALLOW_HOSTS: allowed,
      TEAMCHAT_HTTP_TIMEOUT_MS: "1500",
    });
    return { slack, teams, discord };
  });
  return running;
}

/** Connects Slack or Teams the way a browser does (connect, the fake's consent page, the callback asking for JSON). */
export async function connectChatOAuth(
  user: TestUser,
  type: "slack" | "teams",
  decision: "approve" | "deny" = "approve",
) {
  await chatFakes();
  const start = await api.post(`/api/integrations/channels/connect/${type}`, { token: user.token, body: {} });
  if (start.status !== 200) throw new Error(`connect ${type} failed: ${start.status} ${start.text}`);
  const back = await approveConsent(start.body.authUrl, decision);
  const callback = await api.get(`${back.pathname}${back.search}`, {
    token: user.token,
    headers: { accept: "application/json" },
  });
  return { authUrl: start.body.authUrl as string, back, callback };
}

/** Connects a new webhook of the fake Discord; answers the connection. */
export async function connectDiscord(user: TestUser) {
  const { discord } = await chatFakes();
  const hook = discord.createWebhook();
  const res = await api.post("/api/integrations/channels/connect/discord", {
    token: user.token,
    body: { webhookUrl: hook.url },
  });
  if (res.status !== 200) throw new Error(`connect discord failed: ${res.status} ${res.text}`);
  return { hook, connection: res.body.connection };
}
