import { test } from "@playwright/test";
import { startFakeDiscord, type FakeDiscord } from "../tests/fakes/discord/server";
import { startFakeSlack, type FakeSlack } from "../tests/fakes/slack/server";
import { startFakeTeams, type FakeTeams } from "../tests/fakes/teams/server";
import { chatFakesBasePort } from "./chat-fakes";

export interface ChatFakes {
  slack: FakeSlack;
  teams: FakeTeams;
  discord: FakeDiscord;
}

/**
 * Starts the fake Slack, Teams and Discord for the spec that calls it (before its tests, closed
 * after) at the addresses playwright.config.ts gave the server; the returned function reads them.
 */
export function useChatFakes(): () => ChatFakes {
  let fakes: ChatFakes | undefined;
  test.beforeAll(async () => {
    const base = chatFakesBasePort(Number(process.env.E2E_PORT ?? 3200));
    const [slack, teams, discord] = await Promise.all([
      startFakeSlack({ port: base }),
      startFakeTeams({ port: base + 1 }),
      startFakeDiscord({ port: base + 2 }),
    ]);
    fakes = { slack, teams, discord };
  });
  test.afterAll(async () => {
    await Promise.all([fakes?.slack.close(), fakes?.teams.close(), fakes?.discord.close()]);
  });
  return () => fakes!;
}
