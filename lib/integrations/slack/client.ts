import { LogLevel, WebClient, type WebAPICallError } from "@slack/web-api";
import { ProviderError } from "@/lib/integrations/http";
import type { SlackConfig } from "./config";

/**
 * Slack through its own SDK (@slack/web-api): OAuth v2 (`oauth.v2.access`), `conversations.list`,
 * `chat.postMessage`, `chat.update` and `users.info`. Calls are not retried here: a rate limit comes back at once as
 * rate_limited with Slack's Retry-After, so the delivery queue waits for it instead of a request.
 */

/** What the bot needs: post (also in public channels it was not invited to), list channels, read members' e-mail for the buttons. */
export const SLACK_SCOPES = [
  "chat:write",
  "chat:write.public",
  "channels:read",
  "groups:read",
  "users:read",
  "users:read.email",
];

/** Slack's words for a token that no longer works: the workspace must be connected again. */
const REVOKED = new Set([
  "token_revoked",
  "invalid_auth",
  "account_inactive",
  "not_authed",
  "token_expired",
  "team_not_found",
]);

export interface SlackInstall {
  botToken: string;
  teamId: string;
  teamName: string;
  /** The Slack user who installed the app. */
  installerId: string | null;
}

export interface SlackChannel {
  id: string;
  name: string;
  isPrivate: boolean;
}

export interface SlackMessage {
  text: string;
  blocks: unknown[];
}

function webClient(config: SlackConfig, token?: string): WebClient {
  return new WebClient(token, {
    slackApiUrl: `${config.apiUrl.replace(/\/+$/, "")}/`,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: config.timeoutMs,
    logLevel: LogLevel.ERROR,
  });
}

/** Slack's failure in the classification every external call ends in. */
export function slackError(err: unknown, write = false): ProviderError {
  const e = err as Partial<WebAPICallError> & { message?: string };
  const details = { network: "Slack" };
  switch (e.code) {
    case "slack_webapi_platform_error": {
      const code = (e as { data: { error: string } }).data.error;
      if (REVOKED.has(code))
        return new ProviderError("needs_reconnect", `Slack no longer accepts our access (${code})`, {
          ...details,
          code,
        });
      return new ProviderError("bad_request", `Slack refused the request (${code})`, { ...details, code });
    }
    case "slack_webapi_rate_limited_error":
      return new ProviderError("rate_limited", "Slack asks us to slow down", {
        ...details,
        status: 429,
        retryAfterSeconds: (e as { retryAfter: number }).retryAfter,
      });
    case "slack_webapi_http_error": {
      const status = (e as { statusCode: number }).statusCode;
      const kind = status >= 500 ? (write ? "outcome_unknown" : "transient") : "bad_request";
      return new ProviderError(kind, `Slack answered ${status}`, { ...details, status });
    }
    default:
      return new ProviderError(
        write ? "outcome_unknown" : "transient",
        `Slack could not be reached (${e.message})`,
        details,
      );
  }
}

async function call<T>(work: () => Promise<T>, write = false): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw slackError(err, write);
  }
}

export function slackAuthorizeUrl(config: SlackConfig, input: { redirectUri: string; state: string }): string {
  const url = new URL(config.authUrl);
  url.searchParams.set("client_id", config.clientId ?? "");
  url.searchParams.set("scope", SLACK_SCOPES.join(","));
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("state", input.state);
  return url.toString();
}

export async function slackExchangeCode(
  config: SlackConfig,
  input: { code: string; redirectUri: string },
): Promise<SlackInstall> {
  const answer = await call(() =>
    webClient(config).oauth.v2.access({
      client_id: config.clientId ?? "",
      client_secret: config.clientSecret ?? "",
      code: input.code,
      redirect_uri: input.redirectUri,
    }),
  );
  if (!answer.access_token || !answer.team?.id)
    throw new ProviderError("bad_request", "Slack's answer carried no bot token", { network: "Slack" });
  return {
    botToken: answer.access_token,
    teamId: answer.team.id,
    teamName: answer.team.name ?? answer.team.id,
    installerId: answer.authed_user?.id ?? null,
  };
}

/** Public and private channels the bot can see, archived ones left out (at most 1,000). */
export async function slackChannels(config: SlackConfig, token: string): Promise<SlackChannel[]> {
  const client = webClient(config, token);
  const channels: SlackChannel[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 5; page++) {
    const answer = await call(() =>
      client.conversations.list({
        types: "public_channel,private_channel",
        exclude_archived: true,
        limit: 200,
        cursor,
      }),
    );
    for (const c of answer.channels ?? [])
      if (c.id) channels.push({ id: c.id, name: c.name ?? c.id, isPrivate: Boolean(c.is_private) });
    cursor = answer.response_metadata?.next_cursor || undefined;
    if (!cursor) break;
  }
  return channels;
}

export async function slackPostMessage(
  config: SlackConfig,
  token: string,
  input: SlackMessage & { channel: string },
): Promise<{ ts: string }> {
  const answer = await call(
    () =>
      webClient(config, token).chat.postMessage({
        channel: input.channel,
        text: input.text,
        blocks: input.blocks as never,
        unfurl_links: false,
      }),
    true,
  );
  return { ts: answer.ts ?? "" };
}

/** Replaces a message the app posted (the approval message once decided, without its buttons). */
export async function slackUpdateMessage(
  config: SlackConfig,
  token: string,
  input: SlackMessage & { channel: string; ts: string },
): Promise<void> {
  await call(
    () =>
      webClient(config, token).chat.update({
        channel: input.channel,
        ts: input.ts,
        text: input.text,
        blocks: input.blocks as never,
      }),
    true,
  );
}

/** The e-mail of a member of the workspace, which links them to a member of the company; null when Slack has none. */
export async function slackUserEmail(config: SlackConfig, token: string, userId: string): Promise<string | null> {
  const answer = await call(() => webClient(config, token).users.info({ user: userId }));
  return answer.user?.profile?.email?.toLowerCase() ?? null;
}
