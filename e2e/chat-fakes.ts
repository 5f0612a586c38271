import { SLACK_FAKE_CLIENT, SLACK_FAKE_SIGNING_SECRET } from "../tests/fakes/slack/server";
import { TEAMS_FAKE_CLIENT } from "../tests/fakes/teams/server";

/**
 * The fake team chats for browser journeys, at fixed ports next to the app's (Slack, Teams and
 * Discord on base+0..+2, base = app + 1500), so playwright.config.ts can point the server at them
 * before a spec starts them (e2e/use-chat-fakes.ts).
 */
export const chatFakesBasePort = (appPort: number) => appPort + 1500;

export function chatFakesEnv(appPort: number): Record<string, string> {
  const base = chatFakesBasePort(appPort);
  const url = (offset: number) => `http://127.0.0.1:${base + offset}`;
  return {
    SLACK_AUTH_URL: `${url(0)}/oauth/v2/authorize`,
    SLACK_API_URL: `${url(0)}/api`,
    SLACK_CLIENT_ID: SLACK_FAKE_CLIENT.id,
    SLACK_CLIENT_SECRET: SLACK_FAKE_CLIENT.secret,
    SLACK_SIGNING_SECRET: SLACK_FAKE_SIGNING_SECRET,
    TEAMS_AUTH_URL: `${url(1)}/common/oauth2/v2.0/authorize`,
    TEAMS_TOKEN_URL: `${url(1)}/common/oauth2/v2.0/token`,
    TEAMS_API_URL: `${url(1)}/v1.0`,
    TEAMS_CLIENT_ID: TEAMS_FAKE_CLIENT.id,
    TEAMS_CLIENT_SECRET: TEAMS_FAKE_CLIENT.secret,
    DISCORD_API_URL: `${url(2)}/api`,
  };
}

/** The Discord fake's host, for OUTBOUND_ALLOW_HOSTS (webhook URLs go through the outbound guard). */
export const chatFakesAllowedHost = (appPort: number) => `127.0.0.1:${chatFakesBasePort(appPort) + 2}`;
