import {
  classifyFailure,
  createHttpClient,
  ProviderError,
  type HttpClient,
  type HttpResponse,
} from "@/lib/integrations/http";
import { joinUrl } from "@/lib/integrations/social/config";
import {
  authorizationUrl,
  exchangeCode,
  refreshAccessToken,
  type OAuthClientConfig,
} from "@/lib/integrations/social/oauth";
import type { TokenSet } from "@/lib/integrations/social/types";
import type { TeamsConfig } from "./config";

/**
 * Microsoft Teams with plain fetch: the identity platform's authorization code flow (delegated
 * scopes a member may consent to alone, refresh tokens through offline_access) and Graph: the
 * organization, the signed-in member's joined teams and their channels, a channel message
 * carrying an Adaptive Card, and replacing that message (PATCH, which Graph allows the member who
 * sent it with ChannelMessage.ReadWrite). That scope needs an administrator's consent, so it is
 * not asked for at connect (a member could not connect otherwise): where an admin has granted it
 * to the app, tokens carry it and decided approvals are replaced; elsewhere Graph answers 403 and
 * only that replacement fails. A 429 is not waited for here: it comes back as rate_limited with
 * Graph's Retry-After.
 */

export const TEAMS_SCOPES = [
  "offline_access",
  "User.Read",
  "Team.ReadBasic.All",
  "Channel.ReadBasic.All",
  "ChannelMessage.Send",
];

export interface TeamsChannel {
  /** `<team id>/<channel id>`: a channel is addressed through its team. */
  id: string;
  name: string;
  isPrivate: boolean;
}

export interface TeamsMessage {
  text: string;
  card: Record<string, unknown>;
}

function http(config: TeamsConfig): HttpClient {
  return createHttpClient({
    network: "Microsoft Teams",
    timeoutMs: config.timeoutMs,
    maxAttempts: 2,
    maxRetryWaitSeconds: 0,
    retryRateLimitWithoutWait: false,
  });
}

function oauth(config: TeamsConfig): OAuthClientConfig {
  return {
    authUrl: config.authUrl,
    tokenUrl: config.tokenUrl,
    clientId: config.clientId ?? "",
    clientSecret: config.clientSecret,
    scopes: TEAMS_SCOPES,
    pkce: true,
    clientAuth: "body",
  };
}

export function teamsAuthorizeUrl(
  config: TeamsConfig,
  input: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(authorizationUrl(oauth(config), input));
  url.searchParams.set("response_mode", "query");
  return url.toString();
}

export const teamsExchangeCode = (
  config: TeamsConfig,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<TokenSet> => exchangeCode(http(config), oauth(config), input);

export const teamsRefresh = (config: TeamsConfig, refreshToken: string): Promise<TokenSet> =>
  refreshAccessToken(http(config), oauth(config), refreshToken);

interface GraphError {
  error?: { code?: string; message?: string };
}

function graphFailure(res: HttpResponse) {
  const error = res.json<GraphError>()?.error;
  return classifyFailure(res, "Microsoft Teams", {
    message: error?.message ?? `Microsoft Graph answered ${res.status}`,
    code: error?.code,
  });
}

async function graph<T>(
  config: TeamsConfig,
  token: string,
  op: string,
  path: string,
  json?: unknown,
  method: "POST" | "PATCH" = "POST",
): Promise<T> {
  const res = await http(config).request({
    op,
    method: json === undefined ? "GET" : method,
    url: joinUrl(config.apiUrl, path),
    headers: { authorization: `Bearer ${token}` },
    json,
    // Replacing a message with the same content twice leaves it as once.
    idempotent: method === "PATCH" ? true : undefined,
  });
  if (!res.ok) throw graphFailure(res);
  return res.json<T>() as T;
}

/** The tenant the member signed in from: its id and name name the connection. */
export async function teamsOrganization(config: TeamsConfig, token: string): Promise<{ id: string; name: string }> {
  const answer = await graph<{ value?: { id: string; displayName?: string }[] }>(
    config,
    token,
    "organization",
    "/organization?$select=id,displayName",
  );
  const org = answer.value?.[0];
  if (!org)
    throw new ProviderError("bad_request", "Microsoft Graph names no organization for this account", {
      network: "Microsoft Teams",
    });
  return { id: org.id, name: org.displayName ?? org.id };
}

/** Every channel of every team the member joined, named `Team / Channel`. */
export async function teamsChannels(config: TeamsConfig, token: string): Promise<TeamsChannel[]> {
  const teams = await graph<{ value?: { id: string; displayName?: string }[] }>(
    config,
    token,
    "joined-teams",
    "/me/joinedTeams",
  );
  const channels: TeamsChannel[] = [];
  for (const team of teams.value ?? []) {
    const answer = await graph<{ value?: { id: string; displayName?: string; membershipType?: string }[] }>(
      config,
      token,
      "channels",
      `/teams/${encodeURIComponent(team.id)}/channels`,
    );
    for (const c of answer.value ?? [])
      channels.push({
        id: `${team.id}/${c.id}`,
        name: `${team.displayName ?? team.id} / ${c.displayName ?? c.id}`,
        isPrivate: c.membershipType === "private",
      });
  }
  return channels;
}

/** A channel (`<team id>/<channel id>`) as the path of its messages. */
function messagesPath(channelId: string): string {
  const slash = channelId.indexOf("/");
  const team = channelId.slice(0, slash);
  const channel = channelId.slice(slash + 1);
  return `/teams/${encodeURIComponent(team)}/channels/${encodeURIComponent(channel)}/messages`;
}

/** A chatMessage whose body is the Adaptive Card, attached. */
function cardMessage(card: Record<string, unknown>) {
  const attachmentId = "reach-card";
  return {
    body: { contentType: "html", content: `<attachment id="${attachmentId}"></attachment>` },
    attachments: [
      { id: attachmentId, contentType: "application/vnd.microsoft.card.adaptive", content: JSON.stringify(card) },
    ],
  };
}

/** Posts an Adaptive Card to a channel (`<team id>/<channel id>`); answers the message's id. */
export async function teamsPostMessage(
  config: TeamsConfig,
  token: string,
  input: TeamsMessage & { channelId: string },
): Promise<{ id: string }> {
  const answer = await graph<{ id?: string }>(
    config,
    token,
    "post-message",
    messagesPath(input.channelId),
    cardMessage(input.card),
  );
  return { id: answer.id ?? "" };
}

/** Replaces the card of a message the member posted (its id from teamsPostMessage). Graph answers 204. */
export async function teamsUpdateMessage(
  config: TeamsConfig,
  token: string,
  input: TeamsMessage & { channelId: string; messageId: string },
): Promise<void> {
  await graph<unknown>(
    config,
    token,
    "update-message",
    `${messagesPath(input.channelId)}/${encodeURIComponent(input.messageId)}`,
    cardMessage(input.card),
    "PATCH",
  );
}
