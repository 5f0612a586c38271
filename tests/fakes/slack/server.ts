import crypto from "node:crypto";
import { FakeServer, type FakeRequest, type Reply } from "../social/shared/fake-server";

/**
 * A local Slack speaking its Web API the way @slack/web-api calls it (POST, form-encoded, Bearer
 * token, HTTP 200 with `{ok: false, error}` for refusals, 429 with Retry-After for rate limits):
 *   GET/POST /oauth/v2/authorize   the consent page; approving redirects with code and state
 *   POST /api/oauth.v2.access      client_id, client_secret, code, redirect_uri → bot token, team, authed_user
 *   POST /api/conversations.list   channels {id, name, is_private}, cursor paging
 *   POST /api/chat.postMessage     channel, text, blocks (JSON) → {ok, channel, ts, message}; recorded
 *   POST /api/chat.update          channel, ts, text, blocks → replaces a posted message; recorded in `updated`
 *   POST /api/users.info           user → {user: {id, profile: {email}}}
 * Tests revoke the workspace (token_revoked), order 429s through `server.fail`, and sign interaction
 * requests the way Slack does (interactionRequest).
 */
export const SLACK_FAKE_CLIENT = { id: "1111.2222", secret: "slack-fake-secret" };
export const SLACK_FAKE_SIGNING_SECRET = "slack-fake-signing-secret";
export const SLACK_FAKE_TEAM = { id: "T0FAKE01", name: "Northwind (fake Slack)" };

export interface SlackPosted {
  channel: string;
  text: string;
  blocks: any[];
  ts: string;
}

interface Channel {
  id: string;
  name: string;
  is_private: boolean;
}

const ok = (json: Record<string, unknown>): Reply => ({ status: 200, json: { ok: true, ...json } });
const refused = (error: string): Reply => ({ status: 200, json: { ok: false, error } });

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakeSlack(opts: { port?: number } = {}) {
  const server = new FakeServer("Slack", (failure) =>
    failure === "rate_limited"
      ? { status: 429, headers: { "retry-after": "30" }, json: { ok: false, error: "ratelimited" } }
      : { status: 500, text: "Internal Server Error" },
  );
  const channels: Channel[] = [
    { id: "C0GENERAL", name: "general", is_private: false },
    { id: "C0APPROVE", name: "approvals", is_private: false },
    { id: "G0LEADS", name: "leads", is_private: true },
  ];
  /** Slack member id → e-mail, for users.info (the buttons' link to a member of the company). */
  const members = new Map<string, string>([["U0INSTALLER", "installer@example.com"]]);
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const posted: SlackPosted[] = [];
  /** Each chat.update, in order; the message in `posted` is replaced too. */
  const updated: SlackPosted[] = [];

  const authed = (req: FakeRequest): Reply | null => {
    const header = String(req.headers.authorization ?? "");
    const token = header.startsWith("Bearer ") ? header.slice(7) : (req.form().get("token") ?? "");
    if (!token) return refused("not_authed");
    if (!tokens.has(token)) return refused(token.startsWith("xoxb-") ? "token_revoked" : "invalid_auth");
    return null;
  };

  server.on("GET", "/oauth/v2/authorize", "authorize", (req) => {
    if (req.query.get("client_id") !== SLACK_FAKE_CLIENT.id) return { status: 400, text: "<h1>Invalid client_id</h1>" };
    const hidden = ["client_id", "redirect_uri", "state", "scope"]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(req.query.get(name) ?? "")}">`)
      .join("");
    return {
      status: 200,
      text: `<!doctype html><html><head><title>Slack (fake): install</title></head><body>
<h1>Reach is requesting permission to access the ${escapeHtml(SLACK_FAKE_TEAM.name)} workspace</h1>
<p>Scopes: ${escapeHtml(req.query.get("scope") ?? "")}</p>
<form method="post" action="/oauth/v2/authorize">${hidden}
<button name="decision" value="approve">Allow</button> <button name="decision" value="deny">Cancel</button></form></body></html>`,
    };
  });

  server.on("POST", "/oauth/v2/authorize", "authorize-decision", (req) => {
    const form = req.form();
    const redirect = new URL(form.get("redirect_uri") ?? "");
    redirect.searchParams.set("state", form.get("state") ?? "");
    if (form.get("decision") !== "approve") {
      redirect.searchParams.set("error", "access_denied");
    } else {
      const code = crypto.randomBytes(12).toString("hex");
      codes.set(code, form.get("redirect_uri") ?? "");
      redirect.searchParams.set("code", code);
    }
    return { status: 302, headers: { location: redirect.toString() } };
  });

  server.on("POST", "/api/oauth.v2.access", "oauth.v2.access", (req) => {
    const form = req.form();
    if (form.get("client_id") !== SLACK_FAKE_CLIENT.id || form.get("client_secret") !== SLACK_FAKE_CLIENT.secret)
      return refused("invalid_client_id");
    const redirectUri = codes.get(form.get("code") ?? "");
    codes.delete(form.get("code") ?? "");
    if (redirectUri === undefined) return refused("invalid_code");
    if (form.get("redirect_uri") && form.get("redirect_uri") !== redirectUri) return refused("bad_redirect_uri");
    const token = `xoxb-${crypto.randomBytes(10).toString("hex")}`;
    tokens.add(token);
    return ok({
      access_token: token,
      token_type: "bot",
      scope: "chat:write,chat:write.public,channels:read,groups:read,users:read,users:read.email",
      bot_user_id: "U0BOT",
      app_id: "A0REACH",
      team: SLACK_FAKE_TEAM,
      enterprise: null,
      is_enterprise_install: false,
      authed_user: { id: "U0INSTALLER" },
    });
  });

  server.on("POST", "/api/conversations.list", "conversations.list", (req) => {
    const denied = authed(req);
    if (denied) return denied;
    const form = req.form();
    const limit = Number(form.get("limit") ?? 100);
    const start = Number(form.get("cursor") || 0);
    const page = channels.slice(start, start + limit);
    const next = start + limit < channels.length ? String(start + limit) : "";
    return ok({
      channels: page.map((c) => ({ ...c, is_channel: !c.is_private, is_group: c.is_private, is_archived: false })),
      response_metadata: { next_cursor: next },
    });
  });

  server.on("POST", "/api/chat.postMessage", "chat.postMessage", (req) => {
    const denied = authed(req);
    if (denied) return denied;
    const form = req.form();
    const channel = form.get("channel") ?? "";
    if (!channels.some((c) => c.id === channel)) return refused("channel_not_found");
    const text = form.get("text") ?? "";
    const blocks = JSON.parse(form.get("blocks") ?? "[]");
    if (!text && blocks.length === 0) return refused("no_text");
    const ts = `${Math.floor(Date.now() / 1000)}.${String(posted.length).padStart(6, "0")}`;
    posted.push({ channel, text, blocks, ts });
    return ok({ channel, ts, message: { type: "message", text, blocks, bot_id: "B0REACH", ts } });
  });

  server.on("POST", "/api/chat.update", "chat.update", (req) => {
    const denied = authed(req);
    if (denied) return denied;
    const form = req.form();
    const channel = form.get("channel") ?? "";
    const ts = form.get("ts") ?? "";
    const message = posted.find((p) => p.channel === channel && p.ts === ts);
    if (!message) return refused(channels.some((c) => c.id === channel) ? "message_not_found" : "channel_not_found");
    message.text = form.get("text") ?? message.text;
    message.blocks = JSON.parse(form.get("blocks") ?? "[]");
    updated.push({ ...message });
    return ok({ channel, ts, text: message.text });
  });

  server.on("POST", "/api/users.info", "users.info", (req) => {
    const denied = authed(req);
    if (denied) return denied;
    const id = req.form().get("user") ?? "";
    const email = members.get(id);
    if (!email) return refused("user_not_found");
    return ok({ user: { id, team_id: SLACK_FAKE_TEAM.id, name: email.split("@")[0], profile: { email } } });
  });

  await server.start(opts.port ?? 0);
  return {
    server,
    url: server.url,
    posted,
    updated,
    members,
    channels,
    /** The workspace removed the app: its token stops working (token_revoked). */
    revoke: (token: string) => tokens.delete(token),
    env: (): Record<string, string> => ({
      SLACK_AUTH_URL: `${server.url}/oauth/v2/authorize`,
      SLACK_API_URL: `${server.url}/api`,
      SLACK_CLIENT_ID: SLACK_FAKE_CLIENT.id,
      SLACK_CLIENT_SECRET: SLACK_FAKE_CLIENT.secret,
      SLACK_SIGNING_SECRET: SLACK_FAKE_SIGNING_SECRET,
    }),
    close: () => server.close(),
  };
}

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;

/**
 * A click on a message button as Slack sends it to the app's interactivity URL: form-encoded
 * `payload`, signed `v0=` HMAC-SHA256 of `v0:<timestamp>:<body>` with the signing secret. Given the
 * posted message the button is on, the payload names it (container, channel, message) as Slack does.
 */
export function interactionRequest(
  input: { userId: string; actionId: string; value: string; teamId?: string; message?: SlackPosted },
  options: { secret?: string; timestamp?: number } = {},
): { body: string; headers: Record<string, string> } {
  const payload = {
    type: "block_actions",
    team: { id: input.teamId ?? SLACK_FAKE_TEAM.id, domain: "northwind" },
    user: { id: input.userId, team_id: input.teamId ?? SLACK_FAKE_TEAM.id },
    api_app_id: "A0REACH",
    trigger_id: "1.2.3",
    response_url: "https://hooks.slack.com/actions/T0FAKE01/1/abc",
    actions: [{ type: "button", action_id: input.actionId, block_id: "b1", value: input.value, action_ts: "1.2" }],
    ...(input.message
      ? {
          container: { type: "message", message_ts: input.message.ts, channel_id: input.message.channel },
          channel: { id: input.message.channel, name: "approvals" },
          message: { type: "message", ts: input.message.ts, text: input.message.text, blocks: input.message.blocks },
        }
      : {}),
  };
  const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = `v0=${crypto
    .createHmac("sha256", options.secret ?? SLACK_FAKE_SIGNING_SECRET)
    .update(`v0:${timestamp}:${body}`)
    .digest("hex")}`;
  return {
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-slack-request-timestamp": timestamp,
      "x-slack-signature": signature,
    },
  };
}
