import crypto from "node:crypto";
import { mastodonLength } from "@/lib/integrations/social/mastodon/text";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore, type OAuthClient } from "../shared/oauth";

/**
 * A fake Mastodon instance: apps registered through POST /api/v1/apps, OAuth with optional PKCE,
 * non-expiring tokens, /api/v2/instance with its own limits (600 characters here, so clients
 * must read them), media processed asynchronously (202, then 206, then 200), statuses honouring
 * Idempotency-Key, and mention notifications with Link pagination. Errors are `{error}`; a 429
 * carries X-RateLimit-Reset as an ISO time. Mastodon refuses no duplicates: the "duplicate"
 * failure answers the 422 it uses for refused statuses.
 */
export const MASTODON_FAKE_USER = {
  id: "109000000000000001",
  username: "reach",
  acct: "reach",
  display_name: "Reach on Mastodon",
  avatar: "https://files.mastodon.fake/avatar.png",
};
export const MASTODON_FAKE_MAX_CHARACTERS = 600;

const error = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  json: { error: message },
  headers,
});

interface FakeStatus {
  id: string;
  text: string;
  mediaIds: string[];
  inReplyTo: string | null;
  accountId: string;
  visibility: string;
  createdAt: string;
}

export async function startFakeMastodon(options: { port?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: null,
    issueRefreshToken: false,
    rotateRefreshToken: false,
    prefix: "masto",
  });
  const apps = new Map<string, OAuthClient & { name: string }>();
  const statuses = new Map<string, FakeStatus>();
  const media = new Map<string, { data: Buffer; description: string | null; checks: number }>();
  const idempotency = new Map<string, string>();
  const accounts = new Map([[MASTODON_FAKE_USER.id, MASTODON_FAKE_USER]]);
  const followers = new Map<string, number>();
  let nextId = 110000000000000000n;
  const newId = () => String(nextId++);

  const server = new FakeServer("Mastodon", (failure) => {
    if (failure === "duplicate") return error(422, "Validation failed: This status was refused by the server");
    if (failure === "rate_limited") {
      return error(429, "Too many requests", {
        "x-ratelimit-limit": "300",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": new Date(Date.now() + 5 * 60_000).toISOString(),
      });
    }
    return error(500, "Something went wrong on our end.");
  });

  addOAuth(server, {
    authorizePath: "/oauth/authorize",
    tokenPath: "/oauth/token",
    clients: (id) => apps.get(id),
    clientAuth: "body",
    pkceRequired: false,
    tokens,
    userId: MASTODON_FAKE_USER.id,
  });

  const authed = (handler: (req: FakeRequest, userId: string) => Reply) => (req: FakeRequest) => {
    const result = tokens.check(bearer(req));
    return "problem" in result ? error(401, "The access token is invalid") : handler(req, result.userId);
  };

  const accountJson = (id: string) => {
    const a = accounts.get(id)!;
    return {
      ...a,
      url: `${server.url}/@${a.username}`,
      followers_count: followers.get(id) ?? 88,
      following_count: 9,
      statuses_count: [...statuses.values()].filter((s) => s.accountId === id).length,
    };
  };
  const statusJson = (s: FakeStatus) => ({
    id: s.id,
    uri: `${server.url}/users/${accounts.get(s.accountId)!.username}/statuses/${s.id}`,
    url: `${server.url}/@${accounts.get(s.accountId)!.username}/${s.id}`,
    content: `<p>${s.text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`,
    created_at: s.createdAt,
    visibility: s.visibility,
    in_reply_to_id: s.inReplyTo,
    account: accountJson(s.accountId),
    media_attachments: s.mediaIds.map((id) => ({ id, type: "image" })),
    replies_count: 1,
    reblogs_count: 3,
    favourites_count: 9,
  });
  const mediaJson = (id: string, ready: boolean) => ({
    id,
    type: "image",
    url: ready ? `${server.url}/media/${id}.png` : null,
    preview_url: `${server.url}/media/${id}-small.png`,
    description: media.get(id)!.description,
  });

  server
    .on("POST", "/api/v1/apps", "register-app", (req) => {
      const body = String(req.headers["content-type"]).includes("json")
        ? req.json<Record<string, string | string[]>>()
        : Object.fromEntries(req.form());
      const redirectUris = [body.redirect_uris]
        .flat()
        .flatMap((u) => String(u ?? "").split(/\s+/))
        .filter(Boolean);
      if (!body.client_name || redirectUris.length === 0)
        return error(422, "Validation failed: Name can't be blank, Redirect URI can't be blank");
      const app = { name: String(body.client_name), secret: crypto.randomBytes(16).toString("hex"), redirectUris };
      const clientId = crypto.randomBytes(16).toString("hex");
      apps.set(clientId, app);
      return {
        status: 200,
        json: {
          id: newId(),
          name: app.name,
          website: body.website ?? null,
          scopes: String(body.scopes ?? "read").split(" "),
          redirect_uri: redirectUris.join("\n"),
          redirect_uris: redirectUris,
          client_id: clientId,
          client_secret: app.secret,
          client_secret_expires_at: 0,
        },
      };
    })
    .on("GET", "/api/v2/instance", "instance", () => ({
      status: 200,
      json: {
        domain: new URL(server.url).host,
        title: "Fake Mastodon",
        version: "4.3.0",
        configuration: {
          statuses: {
            max_characters: MASTODON_FAKE_MAX_CHARACTERS,
            max_media_attachments: 4,
            characters_reserved_per_url: 23,
          },
          media_attachments: {
            supported_mime_types: ["image/jpeg", "image/png", "image/gif", "image/webp", "video/mp4"],
            image_size_limit: 16777216,
            image_matrix_limit: 33177600,
          },
        },
      },
    }))
    .on(
      "GET",
      "/api/v1/accounts/verify_credentials",
      "profile",
      authed((_req, userId) => ({ status: 200, json: accountJson(userId) })),
    )
    .on(
      "POST",
      "/api/v2/media",
      "upload-media",
      authed((req) => {
        const parts = req.multipart();
        const file = parts.get("file");
        if (!file || file.data.length === 0) return error(422, "Validation failed: File can't be blank");
        const id = newId();
        media.set(id, { data: file.data, description: parts.get("description")?.data.toString() ?? null, checks: 0 });
        return { status: 202, json: mediaJson(id, false) };
      }),
    )
    .on(
      "GET",
      "/api/v1/media/:id",
      "media-status",
      authed((req) => {
        const item = media.get(req.params.id);
        if (!item) return error(404, "Record not found");
        item.checks++;
        return item.checks >= 2
          ? { status: 200, json: mediaJson(req.params.id, true) }
          : { status: 206, json: mediaJson(req.params.id, false) };
      }),
    )
    .on(
      "POST",
      "/api/v1/statuses",
      "publish",
      authed((req, userId) => {
        const key = String(req.headers["idempotency-key"] ?? "");
        if (key && idempotency.has(`${userId}:${key}`))
          return { status: 200, json: statusJson(statuses.get(idempotency.get(`${userId}:${key}`)!)!) };
        const body =
          req.json<{ status?: string; media_ids?: string[]; in_reply_to_id?: string; visibility?: string }>() ?? {};
        const mediaIds = body.media_ids ?? [];
        if (!body.status && mediaIds.length === 0) return error(422, "Validation failed: Text can't be blank");
        if (mastodonLength(body.status ?? "") > MASTODON_FAKE_MAX_CHARACTERS)
          return error(422, `Validation failed: Text character limit of ${MASTODON_FAKE_MAX_CHARACTERS} exceeded`);
        if (mediaIds.some((id) => !media.has(id)))
          return error(422, "Validation failed: Media attachments are invalid");
        if (mediaIds.some((id) => media.get(id)!.checks < 2))
          return error(422, "Cannot attach files that have not finished processing. Try again in a moment!");
        if (body.in_reply_to_id && !statuses.has(body.in_reply_to_id)) return error(404, "Record not found");
        const status: FakeStatus = {
          id: newId(),
          text: body.status ?? "",
          mediaIds,
          inReplyTo: body.in_reply_to_id ?? null,
          accountId: userId,
          visibility: body.visibility ?? "public",
          createdAt: new Date().toISOString(),
        };
        statuses.set(status.id, status);
        if (key) idempotency.set(`${userId}:${key}`, status.id);
        return { status: 200, json: statusJson(status) };
      }),
    )
    .on(
      "GET",
      "/api/v1/statuses/:id",
      "post-metrics",
      authed((req) =>
        statuses.has(req.params.id)
          ? { status: 200, json: statusJson(statuses.get(req.params.id)!) }
          : error(404, "Record not found"),
      ),
    )
    .on(
      "DELETE",
      "/api/v1/statuses/:id",
      "delete",
      authed((req) => {
        const s = statuses.get(req.params.id);
        if (!s) return error(404, "Record not found");
        statuses.delete(req.params.id);
        return { status: 200, json: { ...statusJson(s), text: s.text } };
      }),
    )
    .on(
      "GET",
      "/api/v1/accounts/:id/statuses",
      "recent-posts",
      authed((req) => {
        const own = [...statuses.values()]
          .filter((s) => s.accountId === req.params.id)
          .reverse()
          .slice(0, Number(req.query.get("limit") ?? 20));
        return { status: 200, json: own.map(statusJson) };
      }),
    )
    .on(
      "GET",
      "/api/v1/notifications",
      "inbox",
      authed((req, userId) => {
        const maxId = req.query.get("max_id");
        const limit = Number(req.query.get("limit") ?? 40);
        const mentions = [...statuses.values()]
          .filter((s) => s.accountId !== userId && s.text.includes(`@${MASTODON_FAKE_USER.username}`))
          .filter((s) => !maxId || BigInt(s.id) < BigInt(maxId))
          .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
          .slice(0, limit);
        const page = mentions.map((s) => ({
          id: `n${s.id}`,
          type: "mention",
          created_at: s.createdAt,
          account: accountJson(s.accountId),
          status: statusJson(s),
        }));
        const last = mentions.at(-1);
        const headers: Record<string, string> = last
          ? {
              link: `<${server.url}/api/v1/notifications?max_id=${last.id}>; rel="next", <${server.url}/api/v1/notifications?min_id=${mentions[0].id}>; rel="prev"`,
            }
          : {};
        return { status: 200, json: page, headers };
      }),
    );

  await server.start(options.port);
  const host = new URL(server.url).host;

  return {
    server,
    tokens,
    statuses,
    media,
    apps,
    url: server.url,
    /** A status of another account's (with `followerCount` followers) that mentions our fake user. */
    addMention(text: string, visibility = "public", followerCount = 88) {
      const friend = {
        id: "109000000000000002",
        username: "friend",
        acct: "friend@elsewhere.fake",
        display_name: "A Friend",
        avatar: "https://files.mastodon.fake/friend.png",
      };
      accounts.set(friend.id, friend);
      followers.set(friend.id, followerCount);
      const status: FakeStatus = {
        id: newId(),
        text,
        mediaIds: [],
        inReplyTo: null,
        accountId: friend.id,
        visibility,
        createdAt: new Date().toISOString(),
      };
      statuses.set(status.id, status);
      return status;
    },
    /** The app's environment: a Mastodon instance on loopback must be let through the outbound guard. */
    env: () => ({ OUTBOUND_ALLOW_HOSTS: host }),
    close: () => server.close(),
  };
}

export type FakeMastodon = Awaited<ReturnType<typeof startFakeMastodon>>;
