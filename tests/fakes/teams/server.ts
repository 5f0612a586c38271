import crypto from "node:crypto";
import { FakeServer, type FakeRequest, type Reply } from "../social/shared/fake-server";
import { addOAuth, TokenStore } from "../social/shared/oauth";

/**
 * A local Microsoft identity platform and Microsoft Graph v1.0 for Teams:
 *   GET/POST /common/oauth2/v2.0/authorize   consent page (authorization code, PKCE S256 required)
 *   POST /common/oauth2/v2.0/token            authorization_code and refresh_token grants (client secret in the form; refresh tokens rotate)
 *   GET  /v1.0/organization                   the tenant {value: [{id, displayName}]}
 *   GET  /v1.0/me/joinedTeams                 {value: [{id, displayName}]}
 *   GET  /v1.0/teams/:team/channels           {value: [{id, displayName, membershipType}]}
 *   POST /v1.0/teams/:team/channels/:channel/messages   a chatMessage (body, attachments) → 201; recorded
 *   PATCH /v1.0/teams/:team/channels/:channel/messages/:id   replace body and attachments → 204; only with
 *        ChannelMessage.ReadWrite, which the fake tenant's admin granted (else 403 Forbidden); recorded in `updated`
 * Errors in Graph's shape {error: {code, message}}: 401 InvalidAuthenticationToken, 404, 429 with Retry-After.
 */
export const TEAMS_FAKE_CLIENT = { id: "00000000-fake-4000-8000-000000000001", secret: "teams-fake-secret" };
export const TEAMS_FAKE_TENANT = { id: "7f0c0000-fake-4000-8000-0000000000aa", displayName: "Northwind (fake Teams)" };

export interface TeamsPosted {
  /** The chatMessage id Graph answered. */
  id: string;
  teamId: string;
  channelId: string;
  body: { contentType: string; content: string };
  attachments: { id: string; contentType: string; content: string }[];
}

const graphError = (status: number, code: string, message: string): Reply => ({
  status,
  json: { error: { code, message, innerError: { "request-id": crypto.randomUUID() } } },
});

export async function startFakeTeams(opts: { port?: number } = {}) {
  const server = new FakeServer("Microsoft Teams", (failure) =>
    failure === "rate_limited"
      ? { ...graphError(429, "TooManyRequests", "Too many requests"), headers: { "retry-after": "30" } }
      : graphError(503, "ServiceNotAvailable", "The service is temporarily unavailable"),
  );
  const tokens = new TokenStore({
    accessTtlSeconds: 3600,
    issueRefreshToken: true,
    rotateRefreshToken: true,
    prefix: "teams",
  });
  addOAuth(server, {
    authorizePath: "/common/oauth2/v2.0/authorize",
    tokenPath: "/common/oauth2/v2.0/token",
    clients: (id) => (id === TEAMS_FAKE_CLIENT.id ? { secret: TEAMS_FAKE_CLIENT.secret } : undefined),
    clientAuth: "body",
    pkceRequired: true,
    tokens,
    userId: "member-1",
    tokenReply: () => ({ token_type: "Bearer", ext_expires_in: 3600 }),
  });
  const teams = [{ id: "a1b2c3d4-0000-4000-8000-00000000team", displayName: "Marketing" }];
  const channels: Record<string, { id: string; displayName: string; membershipType: string }[]> = {
    [teams[0].id]: [
      { id: "19:general@thread.tacv2", displayName: "General", membershipType: "standard" },
      { id: "19:reviews@thread.tacv2", displayName: "Reviews", membershipType: "private" },
    ],
  };
  const posted: TeamsPosted[] = [];
  /** Each PATCH of a message, in order; the message in `posted` is replaced too. */
  const updated: TeamsPosted[] = [];
  let sent = 0;
  /**
   * Scopes an administrator granted the app for the whole tenant: every token carries them, asked
   * for or not, as Microsoft's do. ChannelMessage.ReadWrite needs an admin's consent.
   */
  const adminConsented = new Set(["ChannelMessage.ReadWrite"]);
  /** A scope every token is treated as lacking, as when no admin consented to it. */
  let withheld: string | null = null;

  /** Graph's refusal of the request's token, or null when it may go on (and `scope` was consented, if named). */
  const signedIn = (req: FakeRequest, scope?: string): Reply | null => {
    const header = String(req.headers.authorization ?? "");
    const check = tokens.check(header.startsWith("Bearer ") ? header.slice(7) : null);
    if ("problem" in check)
      return graphError(
        401,
        "InvalidAuthenticationToken",
        check.problem === "expired" ? "Lifetime validation failed, the token is expired." : "Access token is invalid.",
      );
    if (scope && ((!check.scopes.includes(scope) && !adminConsented.has(scope)) || withheld === scope))
      return graphError(403, "Forbidden", `Missing scope permissions on the request. API requires ${scope}.`);
    return null;
  };

  server.on("GET", "/v1.0/organization", "organization", (req) => {
    return signedIn(req) ?? { status: 200, json: { value: [TEAMS_FAKE_TENANT] } };
  });
  server.on("GET", "/v1.0/me/joinedTeams", "joined-teams", (req) => {
    return signedIn(req) ?? { status: 200, json: { value: teams } };
  });
  server.on("GET", "/v1.0/teams/:team/channels", "channels", (req) => {
    const denied = signedIn(req);
    if (denied) return denied;
    const list = channels[req.params.team];
    return list ? { status: 200, json: { value: list } } : graphError(404, "NotFound", "No team found with Group Id");
  });
  server.on("POST", "/v1.0/teams/:team/channels/:channel/messages", "post-message", (req) => {
    const denied = signedIn(req);
    if (denied) return denied;
    if (!channels[req.params.team]?.some((c) => c.id === req.params.channel))
      return graphError(404, "NotFound", "Channel not found");
    const message = req.json<Omit<TeamsPosted, "id" | "teamId" | "channelId">>();
    if (!message?.body?.content) return graphError(400, "BadRequest", "Message body cannot be empty");
    const id = `${Date.now()}${String(++sent).padStart(4, "0")}`;
    posted.push({ id, teamId: req.params.team, channelId: req.params.channel, ...message });
    return {
      status: 201,
      json: { id, messageType: "message", createdDateTime: new Date().toISOString(), ...message },
    };
  });
  server.on("PATCH", "/v1.0/teams/:team/channels/:channel/messages/:id", "update-message", (req) => {
    const denied = signedIn(req, "ChannelMessage.ReadWrite");
    if (denied) return denied;
    const message = posted.find(
      (p) => p.id === req.params.id && p.teamId === req.params.team && p.channelId === req.params.channel,
    );
    if (!message) return graphError(404, "NotFound", "Message not found");
    const change = req.json<Partial<Omit<TeamsPosted, "id" | "teamId" | "channelId">>>();
    if (change?.body && !change.body.content) return graphError(400, "BadRequest", "Message body cannot be empty");
    if (change?.body) message.body = change.body;
    if (change?.attachments) message.attachments = change.attachments;
    updated.push(structuredClone(message));
    return { status: 204 };
  });

  await server.start(opts.port ?? 0);
  return {
    server,
    url: server.url,
    tokens,
    posted,
    updated,
    teams,
    /** Tokens lack `scope` from now on (null: they have what was consented again). */
    withholdScope: (scope: string | null) => {
      withheld = scope;
    },
    env: (): Record<string, string> => ({
      TEAMS_AUTH_URL: `${server.url}/common/oauth2/v2.0/authorize`,
      TEAMS_TOKEN_URL: `${server.url}/common/oauth2/v2.0/token`,
      TEAMS_API_URL: `${server.url}/v1.0`,
      TEAMS_CLIENT_ID: TEAMS_FAKE_CLIENT.id,
      TEAMS_CLIENT_SECRET: TEAMS_FAKE_CLIENT.secret,
    }),
    close: () => server.close(),
  };
}

export type FakeTeams = Awaited<ReturnType<typeof startFakeTeams>>;
