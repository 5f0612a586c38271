import crypto from "node:crypto";
import { xWeightedLength } from "@/lib/integrations/social/x/text";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore } from "../shared/oauth";

/**
 * A fake X API v2: OAuth 2.0 with PKCE (confidential client, Basic auth, rotating refresh tokens,
 * 2-hour access tokens), /2/users/me, /2/media/upload, /2/tweets, mentions, and direct messages
 * (GET /2/dm_events, POST /2/dm_conversations/with/:participant_id/messages; `dm.read` /
 * `dm.write` scopes, 403 without). Lists page newest first with max_results and pagination_token.
 * Errors in X's shapes; a 429 carries x-rate-limit-* headers and no Retry-After, as X's does.
 */
export const X_FAKE_CLIENT = { id: "fake-x-client", secret: "fake-x-secret" };
/** The webhook the fake app registered for the Account Activity API (its id is configuration). */
export const X_FAKE_WEBHOOK_ID = "1900000000000000001";
export const X_FAKE_USER = {
  id: "2244994945",
  name: "Reach Fake",
  username: "reach_fake",
  profile_image_url: "https://pbs.example/x.png",
};

const problem = (status: number, title: string, detail: string, extra: object = {}): Reply => ({
  status,
  json: {
    title,
    detail,
    type: status === 400 ? "https://api.twitter.com/2/problems/invalid-request" : "about:blank",
    status,
    ...extra,
  },
});

export interface FakeTweet {
  id: string;
  text: string;
  authorId: string;
  mediaIds: string[];
  inReplyTo: string | null;
  createdAt: string;
}

/** A DM event as GET /2/dm_events lists it (MessageCreate). */
export interface FakeDmEvent {
  id: string;
  event_type: "MessageCreate";
  text: string;
  sender_id: string;
  dm_conversation_id: string;
  participant_ids: string[];
  created_at: string;
}

/** A newest-first page of `all` after `pagination_token` (the id of the last item served), X's envelope. */
function page<T extends { id: string }>(all: T[], req: FakeRequest, max: number) {
  const limit = Math.min(max, Math.max(1, Number(req.query.get("max_results") ?? max)));
  const token = req.query.get("pagination_token");
  const start = token ? all.findIndex((t) => t.id === token) + 1 : 0;
  const items = all.slice(start, start + limit);
  const next = start + limit < all.length ? items.at(-1)?.id : undefined;
  return { items, meta: { result_count: items.length, ...(next ? { next_token: next } : {}) } };
}

export async function startFakeX(options: { port?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: 7200,
    issueRefreshToken: true,
    rotateRefreshToken: true,
    prefix: "x",
  });
  const tweets = new Map<string, FakeTweet>();
  const media = new Map<string, { data: Buffer; mimeType: string | null; category: string | null }>();
  const users = new Map([[X_FAKE_USER.id, X_FAKE_USER]]);
  /** Oldest first, as they happened. */
  const dmEvents: FakeDmEvent[] = [];
  let lastAt = 0;
  /** Each new tweet or DM strictly later than the one before, as on the network. */
  const nextAt = () => new Date((lastAt = Math.max(Date.now(), lastAt + 1))).toISOString();
  let nextId = 1790000000000000000n;
  const newId = () => String(nextId++);

  const server = new FakeServer("X", (failure) => {
    if (failure === "duplicate")
      return problem(403, "Forbidden", "You are not allowed to create a Tweet with duplicate content.");
    if (failure === "rate_limited") {
      const reset = Math.floor(Date.now() / 1000) + 15 * 60;
      return {
        ...problem(429, "Too Many Requests", "Too Many Requests"),
        headers: { "x-rate-limit-limit": "100", "x-rate-limit-remaining": "0", "x-rate-limit-reset": String(reset) },
      };
    }
    return problem(500, "Internal Server Error", "Internal Server Error");
  });

  addOAuth(server, {
    authorizePath: "/i/oauth2/authorize",
    tokenPath: "/2/oauth2/token",
    clients: (id) => (id === X_FAKE_CLIENT.id ? { secret: X_FAKE_CLIENT.secret } : undefined),
    clientAuth: "basic",
    pkceRequired: true,
    tokens,
    userId: X_FAKE_USER.id,
  });

  /** The user behind the bearer token, or X's 401. */
  const authed =
    (handler: (req: FakeRequest, userId: string) => Reply | Promise<Reply>, scope?: string) => (req: FakeRequest) => {
      const result = tokens.check(bearer(req));
      if ("problem" in result) return problem(401, "Unauthorized", "Unauthorized");
      if (scope && !result.scopes.includes(scope))
        return problem(403, "Forbidden", "You are not permitted to perform this action.", {
          type: "https://api.twitter.com/2/problems/not-authorized-for-resource",
        });
      return handler(req, result.userId);
    };

  /** Users as an expansion lists them: id, name and username, plus the fields `user.fields` asks for. */
  const expanded = (req: FakeRequest, ids: string[]) => {
    const asked = new Set((req.query.get("user.fields") ?? "").split(","));
    return [...new Set(ids)]
      .map((id) => users.get(id))
      .filter((u) => u !== undefined)
      .map((u) =>
        Object.fromEntries(Object.entries(u).filter(([k]) => ["id", "name", "username"].includes(k) || asked.has(k))),
      );
  };

  const withMetrics = (t: FakeTweet) => ({
    id: t.id,
    text: t.text,
    public_metrics: {
      retweet_count: 2,
      reply_count: 1,
      like_count: 5,
      quote_count: 1,
      bookmark_count: 0,
      impression_count: 120,
    },
  });

  server
    .on(
      "GET",
      "/2/users/me",
      "me",
      authed((_req, userId) => ({
        status: 200,
        json: {
          data: {
            ...users.get(userId),
            public_metrics: { followers_count: 321, following_count: 12, tweet_count: tweets.size, listed_count: 0 },
          },
        },
      })),
    )
    .on(
      "POST",
      "/2/media/upload",
      "media-upload",
      authed((req) => {
        const parts = req.multipart();
        const file = parts.get("media");
        if (!file || file.data.length === 0)
          return problem(400, "Invalid Request", "One or more parameters to your request was invalid.", {
            errors: [{ message: "media is required" }],
          });
        if (file.data.length > 5 * 1024 * 1024)
          return problem(400, "Invalid Request", "File size exceeds 5242880 bytes.");
        const id = newId();
        media.set(id, {
          data: file.data,
          mimeType: parts.get("media_type")?.data.toString() ?? file.contentType,
          category: parts.get("media_category")?.data.toString() ?? null,
        });
        return {
          status: 200,
          json: {
            data: {
              id,
              media_key: `3_${id}`,
              size: file.data.length,
              expires_after_secs: 86400,
              image: { image_type: file.contentType, w: 1, h: 1 },
            },
          },
        };
      }),
    )
    .on(
      "POST",
      "/2/tweets",
      "publish",
      authed((req, userId) => {
        const body =
          req.json<{ text?: string; media?: { media_ids?: string[] }; reply?: { in_reply_to_tweet_id?: string } }>() ??
          {};
        const text = body.text ?? "";
        const mediaIds = body.media?.media_ids ?? [];
        if (!text && mediaIds.length === 0)
          return problem(400, "Invalid Request", "One or more parameters to your request was invalid.", {
            errors: [{ message: "text or media is required" }],
          });
        if (xWeightedLength(text) > 280)
          return problem(403, "Forbidden", "You are not permitted to perform this action.", {
            errors: [{ message: "Tweet text is too long." }],
          });
        if (mediaIds.some((id) => !media.has(id)))
          return problem(400, "Invalid Request", "Your media IDs are invalid.");
        if ([...tweets.values()].some((t) => t.authorId === userId && t.text === text && text))
          return problem(403, "Forbidden", "You are not allowed to create a Tweet with duplicate content.");
        const replyTo = body.reply?.in_reply_to_tweet_id ?? null;
        if (replyTo && !tweets.has(replyTo))
          return problem(
            400,
            "Invalid Request",
            "The Tweet you are replying to has been deleted or is not visible to you.",
          );
        const tweet: FakeTweet = {
          id: newId(),
          text,
          authorId: userId,
          mediaIds,
          inReplyTo: replyTo,
          createdAt: nextAt(),
        };
        tweets.set(tweet.id, tweet);
        return { status: 201, json: { data: { id: tweet.id, text, edit_history_tweet_ids: [tweet.id] } } };
      }),
    )
    .on(
      "DELETE",
      "/2/tweets/:id",
      "delete",
      authed((req) => {
        const existed = tweets.delete(req.params.id);
        return existed
          ? { status: 200, json: { data: { deleted: true } } }
          : problem(404, "Not Found Error", `Could not find tweet with id: [${req.params.id}].`);
      }),
    )
    .on(
      "GET",
      "/2/tweets",
      "post-metrics",
      authed((req) => {
        const ids = (req.query.get("ids") ?? "").split(",");
        const found = ids.map((id) => tweets.get(id)).filter((t): t is FakeTweet => Boolean(t));
        const errors = ids
          .filter((id) => !tweets.has(id))
          .map((id) => ({
            value: id,
            detail: `Could not find tweet with ids: [${id}].`,
            title: "Not Found Error",
            resource_type: "tweet",
            parameter: "ids",
            resource_id: id,
            type: "https://api.twitter.com/2/problems/resource-not-found",
          }));
        return {
          status: 200,
          json: { ...(found.length ? { data: found.map(withMetrics) } : {}), ...(errors.length ? { errors } : {}) },
        };
      }),
    )
    .on(
      "GET",
      "/2/users/:id/tweets",
      "recent-posts",
      authed((req) => {
        const since = Date.parse(req.query.get("start_time") ?? "1970-01-01T00:00:00Z");
        const own = [...tweets.values()]
          .filter((t) => t.authorId === req.params.id && Date.parse(t.createdAt) >= since)
          .reverse();
        return {
          status: 200,
          json: {
            ...(own.length
              ? {
                  data: own.map((t) => ({
                    id: t.id,
                    text: t.text,
                    created_at: t.createdAt,
                    edit_history_tweet_ids: [t.id],
                  })),
                }
              : {}),
            meta: { result_count: own.length },
          },
        };
      }),
    )
    .on(
      "GET",
      "/2/users/:id/mentions",
      "inbox",
      authed((req) => {
        const all = [...tweets.values()]
          .filter((t) => t.authorId !== req.params.id && t.text.includes(`@${X_FAKE_USER.username}`))
          .reverse();
        const { items: mine, meta } = page(all, req, 100);
        const authors = expanded(
          req,
          mine.map((t) => t.authorId),
        );
        return {
          status: 200,
          json: {
            ...(mine.length
              ? {
                  data: mine.map((t) => ({
                    id: t.id,
                    text: t.text,
                    author_id: t.authorId,
                    created_at: t.createdAt,
                    ...(t.inReplyTo ? { referenced_tweets: [{ type: "replied_to", id: t.inReplyTo }] } : {}),
                  })),
                }
              : {}),
            ...(authors.length ? { includes: { users: authors } } : {}),
            meta,
          },
        };
      }),
    )
    .on(
      "GET",
      "/2/dm_events",
      "inbox-dms",
      authed((req, userId) => {
        const all = dmEvents.filter((e) => e.participant_ids.includes(userId)).reverse();
        const { items, meta } = page(all, req, 100);
        const senders = expanded(
          req,
          items.map((e) => e.sender_id),
        );
        return {
          status: 200,
          json: {
            ...(items.length ? { data: items } : {}),
            ...(senders.length ? { includes: { users: senders } } : {}),
            meta,
          },
        };
      }, "dm.read"),
    )
    .on(
      "POST",
      "/2/dm_conversations/with/:participant_id/messages",
      "reply-dm",
      authed((req, userId) => {
        const text = req.json<{ text?: string }>()?.text ?? "";
        if (!text)
          return problem(400, "Invalid Request", "One or more parameters to your request was invalid.", {
            errors: [{ message: "text is required" }],
          });
        const other = req.params.participant_id;
        if (!users.has(other)) return problem(400, "Invalid Request", `Could not find user with id: [${other}].`);
        const event = addDm(userId, other, text);
        return {
          status: 201,
          json: { data: { dm_conversation_id: event.dm_conversation_id, dm_event_id: event.id } },
        };
      }, "dm.write"),
    );

  /** A one-to-one conversation's id is the two user ids, lower first, joined by a dash (as X's are). */
  function addDm(senderId: string, recipientId: string, text: string): FakeDmEvent {
    const pair = [senderId, recipientId].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    const event: FakeDmEvent = {
      id: newId(),
      event_type: "MessageCreate",
      text,
      sender_id: senderId,
      dm_conversation_id: pair.join("-"),
      participant_ids: pair,
      created_at: nextAt(),
    };
    dmEvents.push(event);
    return event;
  }

  /** Users subscribed to the app's webhook (Account Activity API), by the user's own token. */
  const webhookSubscriptions = new Set<string>();
  server.on(
    "POST",
    "/2/account_activity/webhooks/:webhook_id/subscriptions/all",
    "subscribe-webhooks",
    authed((req, userId) => {
      if (req.params.webhook_id !== X_FAKE_WEBHOOK_ID)
        return problem(404, "Not Found Error", `Could not find webhook with id: [${req.params.webhook_id}].`);
      webhookSubscriptions.add(userId);
      return { status: 200, json: { data: { subscribed: true } } };
    }),
  );

  await server.start(options.port);

  return {
    server,
    tokens,
    tweets,
    media,
    dmEvents,
    webhookSubscriptions,
    url: server.url,
    /** Someone else (with `followers` followers) mentions, or replies to, our fake user. */
    addMention(text: string, inReplyTo: string | null = null, followers = 40) {
      const author = {
        id: crypto.randomInt(1e9).toString(),
        name: "Mention Person",
        username: "mention_person",
        profile_image_url: "https://pbs.example/m.png",
        public_metrics: { followers_count: followers, following_count: 10, tweet_count: 50, listed_count: 0 },
      };
      users.set(author.id, author);
      const tweet: FakeTweet = {
        id: newId(),
        text,
        authorId: author.id,
        mediaIds: [],
        inReplyTo,
        createdAt: nextAt(),
      };
      tweets.set(tweet.id, tweet);
      return tweet;
    },
    /** Someone sends our fake user a direct message; answers the DM event. */
    addDirectMessage(text: string, from = { id: "1500000000000000001", name: "Dee Em", username: "dee_em" }) {
      users.set(from.id, { ...from, profile_image_url: "https://pbs.example/dm.png" });
      return addDm(from.id, X_FAKE_USER.id, text);
    },
    env: () => ({
      TWITTER_API_URL: server.url,
      TWITTER_AUTH_URL: `${server.url}/i/oauth2/authorize`,
      TWITTER_TOKEN_URL: `${server.url}/2/oauth2/token`,
      TWITTER_CLIENT_ID: X_FAKE_CLIENT.id,
      TWITTER_CLIENT_SECRET: X_FAKE_CLIENT.secret,
      TWITTER_WEBHOOK_ID: X_FAKE_WEBHOOK_ID,
    }),
    close: () => server.close(),
  };
}

export type FakeX = Awaited<ReturnType<typeof startFakeX>>;
