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
 * Errors in Graph's shape {error: {code, message}}: 401 InvalidAuthenticationToken, 404, 429 with Retry-After.
 */
export const TEAMS_FAKE_CLIENT = { id: "00000000-fake-4000-8000-000000000001", secret: "teams-fake-secret" };
export const TEAMS_FAKE_TENANT = { id: "7f0c0000-fake-4000-8000-0000000000aa", displayName: "Northwind (fake Teams)" };

export interface TeamsPosted {
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

  const signedIn = (req: FakeRequest): Reply | null => {
    const header = String(req.headers.authorization ?? "");
    const check = tokens.check(header.startsWith("Bearer ") ? header.slice(7) : null);
    if ("problem" in check)
      return graphError(
        401,
        "InvalidAuthenticationToken",
        check.problem === "expired" ? "Lifetime validation failed, the token is expired." : "Access token is invalid.",
      );
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
    const message = req.json<Omit<TeamsPosted, "teamId" | "channelId">>();
    if (!message?.body?.content) return graphError(400, "BadRequest", "Message body cannot be empty");
    posted.push({ teamId: req.params.team, channelId: req.params.channel, ...message });
    return {
      status: 201,
      json: { id: String(Date.now()), messageType: "message", createdDateTime: new Date().toISOString(), ...message },
    };
  });

  await server.start(opts.port ?? 0);
  return {
    server,
    url: server.url,
    tokens,
    posted,
    teams,
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
