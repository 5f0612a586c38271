import crypto from "node:crypto";
import { isTid } from "@/lib/integrations/social/bluesky/record-key";
import { graphemeLength } from "@/lib/integrations/social/bluesky/text";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { TokenStore } from "../shared/oauth";

/**
 * A fake Bluesky PDS: createSession with an app password, refreshSession with the refresh JWT,
 * uploadBlob, createRecord (with or without a TID `rkey`)/getRecord/deleteRecord of app.bsky.feed.post,
 * getPosts, getProfile, listNotifications and resolveHandle. A createRecord at a key that already
 * holds a record answers 500, as the PDS does today (bluesky-social/atproto#3718). XRPC errors
 * `{error, message}`; an expired access JWT is
 * 400 ExpiredToken; 429s carry ratelimit-* headers. Bluesky refuses no duplicates: the
 * "duplicate" failure answers the 400 InvalidRequest it uses for refused records.
 */
export const BLUESKY_FAKE_USER = {
  did: "did:plc:fakereach0000000000000001",
  handle: "reach.bsky.fake",
  displayName: "Reach on Bluesky",
  avatar: "https://cdn.bsky.fake/avatar.jpg",
};
export const BLUESKY_FAKE_APP_PASSWORD = "abcd-efgh-ijkl-mnop";

const xrpcError = (status: number, error: string, message: string, headers?: Record<string, string>): Reply => ({
  status,
  json: { error, message },
  headers,
});

const jwt = (payload: object) =>
  [{ typ: "at+jwt", alg: "ES256K" }, payload]
    .map((p) => Buffer.from(JSON.stringify(p)).toString("base64url"))
    .join(".") +
  "." +
  crypto.randomBytes(16).toString("base64url");

export interface FakeSkeet {
  uri: string;
  cid: string;
  did: string;
  record: {
    text: string;
    createdAt: string;
    facets?: unknown[];
    embed?: { images?: { image: { ref: { $link: string } } }[] };
    reply?: { root: { uri: string }; parent: { uri: string } };
  };
}

export async function startFakeBluesky(options: { port?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: 2 * 3600,
    issueRefreshToken: true,
    rotateRefreshToken: true,
    prefix: "bsky",
    mint: (kind, expiresAt) =>
      jwt({
        scope: kind === "access" ? "com.atproto.appPass" : "com.atproto.refresh",
        sub: BLUESKY_FAKE_USER.did,
        jti: crypto.randomUUID(),
        ...(expiresAt ? { exp: Math.floor(expiresAt / 1000) } : {}),
      }),
  });
  const posts = new Map<string, FakeSkeet>();
  const blobs = new Map<string, { data: Buffer; mimeType: string }>();
  const notifications: object[] = [];
  /**
   * The notifications of some reasons and each one's place, kept until the list changes: paging
   * through 100,000 (the inbox sync bench) must not filter and search them all on every page.
   */
  let listed: { key: string; matching: unknown[]; position: Map<string, number> } | null = null;
  const listing = (reasons: string[]) => {
    const key = `${reasons.join(",")}:${notifications.length}:${(notifications[0] as { uri?: string } | undefined)?.uri}`;
    if (listed?.key !== key) {
      const matching = notifications.filter(
        (n) => !reasons.length || reasons.includes((n as { reason: string }).reason),
      );
      listed = { key, matching, position: new Map(matching.map((n, i) => [(n as { uri: string }).uri, i])) };
    }
    return listed;
  };
  let appPassword: string | null = BLUESKY_FAKE_APP_PASSWORD;
  let createSessionCalls = 0;

  const server = new FakeServer("Bluesky", (failure) => {
    if (failure === "duplicate")
      return xrpcError(400, "InvalidRequest", "Invalid app.bsky.feed.post record: duplicate post refused");
    if (failure === "rate_limited") {
      const reset = Math.floor(Date.now() / 1000) + 3600;
      return xrpcError(429, "RateLimitExceeded", "Rate Limit Exceeded", {
        "ratelimit-limit": "5000",
        "ratelimit-remaining": "0",
        "ratelimit-reset": String(reset),
        "ratelimit-policy": "5000;w=3600",
      });
    }
    return xrpcError(500, "InternalServerError", "Internal Server Error");
  });

  const session = (issued: { accessToken: string; refreshToken: string | null }) => ({
    status: 200,
    json: {
      accessJwt: issued.accessToken,
      refreshJwt: issued.refreshToken,
      handle: BLUESKY_FAKE_USER.handle,
      did: BLUESKY_FAKE_USER.did,
      active: true,
    },
  });

  const authed = (handler: (req: FakeRequest) => Reply) => (req: FakeRequest) => {
    const result = tokens.check(bearer(req));
    if ("problem" in result)
      return result.problem === "expired"
        ? xrpcError(400, "ExpiredToken", "Token has expired")
        : xrpcError(401, "AuthenticationRequired", "Authentication Required");
    return handler(req);
  };

  const postView = (p: FakeSkeet) => ({
    uri: p.uri,
    cid: p.cid,
    author: { did: p.did, handle: p.did === BLUESKY_FAKE_USER.did ? BLUESKY_FAKE_USER.handle : "friend.bsky.fake" },
    record: { $type: "app.bsky.feed.post", ...p.record },
    replyCount: 1,
    repostCount: 2,
    likeCount: 7,
    quoteCount: 0,
    indexedAt: p.record.createdAt,
  });

  server
    .on("POST", "/xrpc/com.atproto.server.createSession", "create-session", (req) => {
      createSessionCalls++;
      const { identifier, password } = req.json<{ identifier?: string; password?: string }>() ?? {};
      const known = [BLUESKY_FAKE_USER.handle, BLUESKY_FAKE_USER.did].includes(identifier ?? "");
      if (!known || !appPassword || password !== appPassword)
        return xrpcError(401, "AuthenticationRequired", "Invalid identifier or password");
      return session(tokens.issue({ userId: BLUESKY_FAKE_USER.did, scopes: [] }));
    })
    .on("POST", "/xrpc/com.atproto.server.refreshSession", "refresh-session", (req) => {
      const issued = tokens.useRefreshToken(bearer(req) ?? "");
      return issued ? session(issued) : xrpcError(400, "ExpiredToken", "Token has been revoked");
    })
    .on(
      "GET",
      "/xrpc/app.bsky.actor.getProfile",
      "profile",
      authed((req) =>
        req.query.get("actor") === BLUESKY_FAKE_USER.did || req.query.get("actor") === BLUESKY_FAKE_USER.handle
          ? {
              status: 200,
              json: { ...BLUESKY_FAKE_USER, followersCount: 42, followsCount: 17, postsCount: posts.size },
            }
          : xrpcError(400, "InvalidRequest", "Profile not found"),
      ),
    )
    .on("GET", "/xrpc/com.atproto.identity.resolveHandle", "resolve-handle", (req) =>
      req.query.get("handle") === "friend.bsky.fake"
        ? { status: 200, json: { did: "did:plc:friend000000000000000001" } }
        : xrpcError(400, "InvalidRequest", "Unable to resolve handle"),
    )
    .on(
      "POST",
      "/xrpc/com.atproto.repo.uploadBlob",
      "upload-blob",
      authed((req) => {
        if (req.body.length > 1_000_000)
          return xrpcError(
            400,
            "BlobTooLarge",
            "This file is too large. It is 1.01MB but the maximum size is 976.56KB.",
          );
        const link = `bafkrei${crypto.createHash("sha256").update(req.body).digest("hex").slice(0, 52)}`;
        const mimeType = String(req.headers["content-type"] ?? "application/octet-stream");
        blobs.set(link, { data: req.body, mimeType });
        return {
          status: 200,
          json: { blob: { $type: "blob", ref: { $link: link }, mimeType, size: req.body.length } },
        };
      }),
    )
    .on(
      "POST",
      "/xrpc/com.atproto.repo.createRecord",
      "publish",
      authed((req) => {
        const body =
          req.json<{
            repo?: string;
            collection?: string;
            rkey?: string;
            record?: FakeSkeet["record"] & { $type?: string };
          }>() ?? {};
        if (body.repo !== BLUESKY_FAKE_USER.did)
          return xrpcError(400, "InvalidRequest", "Input/repo must be the authenticated account");
        if (body.collection !== "app.bsky.feed.post" || body.record?.$type !== "app.bsky.feed.post")
          return xrpcError(400, "InvalidRequest", "Invalid collection");
        const record = body.record;
        if (typeof record.text !== "string" || !record.createdAt)
          return xrpcError(
            400,
            "InvalidRequest",
            'Invalid app.bsky.feed.post record: Record must have the property "createdAt"',
          );
        if (graphemeLength(record.text) > 300)
          return xrpcError(
            400,
            "InvalidRequest",
            "Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes",
          );
        const images = record.embed?.images ?? [];
        if (images.length > 4)
          return xrpcError(
            400,
            "InvalidRequest",
            "Invalid app.bsky.feed.post record: Record/embed/images must not have more than 4 elements",
          );
        if (images.some((i) => !blobs.has(i.image.ref.$link)))
          return xrpcError(400, "InvalidRequest", "Could not find blob");
        if (record.reply && (!posts.has(record.reply.parent.uri) || !posts.has(record.reply.root.uri)))
          return xrpcError(400, "InvalidRequest", "Reply parent not found");
        if (body.rkey !== undefined && !isTid(body.rkey))
          return xrpcError(400, "InvalidRequest", "Invalid record key: must be a TID");
        const rkey = body.rkey ?? `3l${crypto.randomBytes(6).toString("hex").slice(0, 11)}`;
        const uri = `at://${BLUESKY_FAKE_USER.did}/app.bsky.feed.post/${rkey}`;
        if (posts.has(uri)) return xrpcError(500, "InternalServerError", "Internal Server Error");
        const post: FakeSkeet = {
          uri,
          cid: `bafyrei${crypto.randomBytes(20).toString("hex")}`,
          did: BLUESKY_FAKE_USER.did,
          record,
        };
        posts.set(post.uri, post);
        return {
          status: 200,
          json: {
            uri: post.uri,
            cid: post.cid,
            commit: { cid: `bafyrei${crypto.randomBytes(8).toString("hex")}`, rev: rkey },
            validationStatus: "valid",
          },
        };
      }),
    )
    .on(
      "GET",
      "/xrpc/com.atproto.repo.getRecord",
      "find-record",
      authed((req) => {
        const post = posts.get(`at://${req.query.get("repo")}/${req.query.get("collection")}/${req.query.get("rkey")}`);
        return post
          ? {
              status: 200,
              json: { uri: post.uri, cid: post.cid, value: { $type: "app.bsky.feed.post", ...post.record } },
            }
          : xrpcError(400, "RecordNotFound", "Could not locate record");
      }),
    )
    .on(
      "POST",
      "/xrpc/com.atproto.repo.deleteRecord",
      "delete",
      authed((req) => {
        const { repo, rkey } = req.json<{ repo?: string; rkey?: string }>() ?? {};
        posts.delete(`at://${repo}/app.bsky.feed.post/${rkey}`);
        return { status: 200, json: { commit: { cid: "bafyreidelete", rev: "rev" } } };
      }),
    )
    .on(
      "GET",
      "/xrpc/app.bsky.feed.getPosts",
      "post-metrics",
      authed((req) => ({
        status: 200,
        json: {
          posts: req.query
            .getAll("uris")
            .map((uri) => posts.get(uri))
            .filter((p): p is FakeSkeet => Boolean(p))
            .map(postView),
        },
      })),
    )
    .on(
      "GET",
      "/xrpc/com.atproto.repo.listRecords",
      "recent-posts",
      authed((req) => {
        const records = [...posts.values()]
          .filter((p) => p.did === req.query.get("repo"))
          .reverse()
          .slice(0, Number(req.query.get("limit") ?? 50));
        return {
          status: 200,
          json: {
            records: records.map((p) => ({
              uri: p.uri,
              cid: p.cid,
              value: { $type: "app.bsky.feed.post", ...p.record },
            })),
          },
        };
      }),
    )
    .on(
      "GET",
      "/xrpc/app.bsky.notification.listNotifications",
      "inbox",
      authed((req) => {
        const { matching, position } = listing(req.query.getAll("reasons"));
        // Newest first, `limit` (1-100, default 50) a page; the cursor names the last one served, so arrivals never shift later pages.
        const limit = Math.min(100, Math.max(1, Number(req.query.get("limit") ?? 50)));
        const cursor = req.query.get("cursor");
        const start = cursor ? (position.get(cursor) ?? -1) + 1 : 0;
        const page = matching.slice(start, start + limit);
        const more = start + limit < matching.length;
        return {
          status: 200,
          json: {
            notifications: page,
            ...(more ? { cursor: (page.at(-1) as { uri: string }).uri } : {}),
            priority: false,
            seenAt: new Date().toISOString(),
          },
        };
      }),
    );

  await server.start(options.port);
  let lastMentionAt = 0;

  return {
    server,
    tokens,
    posts,
    blobs,
    url: server.url,
    createSessionCalls: () => createSessionCalls,
    /** The user deleted the app password: sessions and the password stop working. */
    revokeAll() {
      tokens.revokeAll();
      appPassword = null;
    },
    /**
     * A mention now, or at `options.at` (history from before an account connected); with `replyTo`
     * (a post's uri), a reply to that post.
     */
    addMention(text: string, options: { at?: Date; replyTo?: string } = {}) {
      // Each mention strictly later than the one before, as on the network: mentions added in one
      // millisecond would otherwise tie, and the inbox's newest-first order would be the ids' order.
      if (!options.at) lastMentionAt = Math.max(Date.now(), lastMentionAt + 1);
      const at = (options.at ?? new Date(lastMentionAt)).toISOString();
      const uri = `at://did:plc:friend000000000000000001/app.bsky.feed.post/3m${crypto.randomBytes(5).toString("hex")}`;
      const cid = `bafyrei${crypto.randomBytes(20).toString("hex")}`;
      posts.set(uri, {
        uri,
        cid,
        did: "did:plc:friend000000000000000001",
        record: { text, createdAt: at },
      });
      // Newest first, as the network lists them: an older mention goes after those newer than it.
      const place = notifications.findIndex((n) => (n as { indexedAt: string }).indexedAt < at);
      notifications.splice(place === -1 ? notifications.length : place, 0, {
        uri,
        cid,
        author: { did: "did:plc:friend000000000000000001", handle: "friend.bsky.fake", displayName: "A Friend" },
        reason: options.replyTo ? "reply" : "mention",
        ...(options.replyTo ? { reasonSubject: options.replyTo } : {}),
        record: { $type: "app.bsky.feed.post", text, createdAt: at },
        isRead: false,
        indexedAt: at,
        labels: [],
      });
      return uri;
    },
    /** `count` mentions from as many authors, one a second back from now (older than every notification so far). */
    addNotifications(count: number) {
      const oldest = Date.now() - notifications.length * 1000;
      for (let i = 0; i < count; i++) {
        const did = `did:plc:bulk${String(i).padStart(20, "0")}`;
        const at = new Date(oldest - (i + 1) * 1000).toISOString();
        notifications.push({
          uri: `at://${did}/app.bsky.feed.post/3b${i.toString(36).padStart(11, "0")}`,
          cid: `bafyreibulk${i}`,
          author: { did, handle: `bulk${i}.bsky.fake`, displayName: `Bulk ${i}` },
          reason: "mention",
          record: { $type: "app.bsky.feed.post", text: `Mention number ${i}: when does it ship?`, createdAt: at },
          isRead: false,
          indexedAt: at,
          labels: [],
        });
      }
    },
    env: () => ({ BLUESKY_API_URL: server.url }),
    close: () => server.close(),
  };
}

export type FakeBluesky = Awaited<ReturnType<typeof startFakeBluesky>>;
