import crypto from "node:crypto";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore } from "../shared/oauth";

/**
 * A fake LinkedIn: OAuth 2.0 (client secret in the form, 60-day tokens, refresh tokens as for
 * partner apps), OpenID userinfo, and the versioned /rest API, which refuses a call without
 * `LinkedIn-Version` or `X-Restli-Protocol-Version: 2.0.0` and answers 426 to a retired version.
 * Images via initializeUpload and a PUT to the upload URL; posts answer 201 with x-restli-id.
 * Reading (the member's posts by author, a post's comments) needs `r_member_social`, which LinkedIn
 * grants to approved partners only: without it both answer 403 ACCESS_DENIED.
 */
export const LINKEDIN_FAKE_CLIENT = { id: "fake-linkedin-client", secret: "fake-linkedin-secret" };
export const LINKEDIN_FAKE_USER = {
  sub: "782bbtaQ",
  name: "Reach Member",
  given_name: "Reach",
  family_name: "Member",
  picture: "https://media.licdn.fake/p.jpg",
  locale: { country: "US", language: "en" },
};
/** Versions older than this are retired (426). */
export const LINKEDIN_FAKE_OLDEST_VERSION = "202510";

const liError = (
  status: number,
  code: string,
  message: string,
  serviceErrorCode?: number,
  headers?: Record<string, string>,
): Reply => ({
  status,
  json: { status, code, message, ...(serviceErrorCode ? { serviceErrorCode } : {}) },
  headers,
});

export async function startFakeLinkedIn(options: { port?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: 60 * 86400,
    issueRefreshToken: true,
    rotateRefreshToken: false,
    prefix: "li",
  });
  const posts = new Map<
    string,
    { commentary: string; author: string; imageIds: string[]; body: Record<string, unknown>; createdAt: number }
  >();
  const images = new Map<string, { owner: string; data: Buffer | null }>();
  /** Comments as GET /rest/socialActions/:urn/comments lists them, oldest first. */
  const comments: {
    object: string;
    text: string;
    urn: string;
    actor: string;
    time: number;
    parentComment: string | null;
  }[] = [];
  let lastAt = 0;
  const nextAt = () => (lastAt = Math.max(Date.now(), lastAt + 1));
  const addComment = (object: string, text: string, actor: string, parentComment: string | null = null) => {
    const urn = `urn:li:comment:(${object},${7400000000000000000n + BigInt(comments.length + 1)})`;
    const comment = { object, text, urn, actor, time: nextAt(), parentComment };
    comments.push(comment);
    return comment;
  };
  let nextShare = 7300000000000000000n;

  const server = new FakeServer("LinkedIn", (failure) => {
    if (failure === "duplicate")
      return liError(422, "DUPLICATE_POST", `Content is a duplicate of urn:li:share:${nextShare - 1n}`);
    // LinkedIn's daily quotas answer 429 without a Retry-After.
    if (failure === "rate_limited")
      return liError(
        429,
        "TOO_MANY_REQUESTS",
        "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.",
      );
    return liError(500, "INTERNAL_SERVER_ERROR", "Internal Server Error");
  });

  addOAuth(server, {
    authorizePath: "/oauth/v2/authorization",
    tokenPath: "/oauth/v2/accessToken",
    clients: (id) => (id === LINKEDIN_FAKE_CLIENT.id ? { secret: LINKEDIN_FAKE_CLIENT.secret } : undefined),
    clientAuth: "body",
    pkceRequired: false,
    tokens,
    userId: LINKEDIN_FAKE_USER.sub,
    tokenReply: (issued) => ({
      id_token: "eyJhbGciOiJSUzI1NiJ9.e30.fake",
      ...(issued.refreshToken ? { refresh_token_expires_in: 31536000 } : {}),
    }),
  });

  const authed = (req: FakeRequest): Reply | null => {
    const result = tokens.check(bearer(req));
    if (!("problem" in result)) return null;
    return result.problem === "expired"
      ? liError(401, "EXPIRED_ACCESS_TOKEN", "The token used in the request has expired", 65600)
      : liError(401, "REVOKED_ACCESS_TOKEN", "The token used in the request has been revoked by the user", 65601);
  };

  /** Every /rest call: a token, an active LinkedIn-Version, and Rest.li 2.0. */
  const restCall = (handler: (req: FakeRequest) => Reply) => (req: FakeRequest) => {
    const version = String(req.headers["linkedin-version"] ?? "");
    if (!version)
      return liError(
        400,
        "VERSION_MISSING",
        "A version must be present. Please specify a version by adding the LinkedIn-Version header.",
      );
    if (!/^\d{6}(\.\d{2})?$/.test(version) || version < LINKEDIN_FAKE_OLDEST_VERSION)
      return liError(426, "NONEXISTENT_VERSION", `Requested version ${version} is not active`);
    if (req.headers["x-restli-protocol-version"] !== "2.0.0")
      return liError(400, "ILLEGAL_ARGUMENT", "X-Restli-Protocol-Version 2.0.0 is required");
    return authed(req) ?? handler(req);
  };
  /** A read that needs r_member_social. */
  const reading = (handler: (req: FakeRequest) => Reply) =>
    restCall((req) => {
      const grant = tokens.check(bearer(req));
      if ("scopes" in grant && !grant.scopes.includes("r_member_social"))
        return liError(403, "ACCESS_DENIED", "Not enough permissions to access: partnerApiSocialActions.GET_ALL");
      return handler(req);
    });

  const person = `urn:li:person:${LINKEDIN_FAKE_USER.sub}`;

  server
    .on(
      "GET",
      "/v2/userinfo",
      "profile",
      (req) => authed(req) ?? { status: 200, json: { ...LINKEDIN_FAKE_USER, email_verified: true } },
    )
    .on(
      "POST",
      "/rest/images",
      "image-init",
      restCall((req) => {
        if (req.query.get("action") !== "initializeUpload") return liError(400, "ILLEGAL_ARGUMENT", "Unknown action");
        const owner = req.json<{ initializeUploadRequest?: { owner?: string } }>()?.initializeUploadRequest?.owner;
        if (owner !== person) return liError(403, "ACCESS_DENIED", "Not enough permissions to access: owner");
        const id = `D4E10AQ${crypto.randomBytes(6).toString("hex")}`;
        images.set(`urn:li:image:${id}`, { owner, data: null });
        return {
          status: 200,
          json: {
            value: {
              uploadUrlExpiresAt: Date.now() + 3600_000,
              uploadUrl: `${server.url}/dms-uploads/${id}`,
              image: `urn:li:image:${id}`,
            },
          },
        };
      }),
    )
    .on("PUT", "/dms-uploads/:id", "image-upload", (req) => {
      const image = images.get(`urn:li:image:${req.params.id}`);
      if (!image) return { status: 404, text: "" };
      image.data = req.body;
      return { status: 201, text: "" };
    })
    .on(
      "POST",
      "/rest/posts",
      "publish",
      restCall((req) => {
        const body = req.json<Record<string, any>>() ?? {};
        if (body.author !== person)
          return liError(403, "ACCESS_DENIED", "Not enough permissions to access: partnerApiPostsExternal.CREATE");
        if (typeof body.commentary !== "string" || body.commentary.length > 3000)
          return liError(422, "UNPROCESSABLE_ENTITY", "/commentary :: length must be at most 3000");
        if (body.lifecycleState !== "PUBLISHED" || !body.distribution?.feedDistribution)
          return liError(422, "UNPROCESSABLE_ENTITY", "/distribution :: required field missing");
        const ids: string[] = body.content?.media
          ? [body.content.media.id]
          : (body.content?.multiImage?.images ?? []).map((i: { id: string }) => i.id);
        if (ids.some((id) => !images.get(id)?.data))
          return liError(422, "UNPROCESSABLE_ENTITY", "/content/media/id :: image is not uploaded");
        const urn = `urn:li:share:${nextShare++}`;
        posts.set(urn, { commentary: body.commentary, author: body.author, imageIds: ids, body, createdAt: nextAt() });
        return { status: 201, headers: { "x-restli-id": urn, "x-linkedin-id": urn }, text: "" };
      }),
    )
    .on(
      "DELETE",
      "/rest/posts/:urn",
      "delete",
      restCall((req) =>
        posts.delete(req.params.urn) ? { status: 204, text: "" } : liError(404, "NOT_FOUND", "Post not found"),
      ),
    )
    .on(
      "GET",
      "/rest/memberCreatorPostAnalytics",
      "post-metrics",
      restCall((req) => {
        const entity = req.query.get("entity") ?? "";
        const urn = entity.match(/^\((?:share|ugcPost):(.+)\)$/)?.[1];
        if (req.query.get("q") !== "entity" || !urn) return liError(400, "ILLEGAL_ARGUMENT", "Invalid entity");
        if (!posts.has(urn)) return liError(404, "NOT_FOUND", "Entity not found");
        const counts: Record<string, number> = {
          IMPRESSION: 250,
          MEMBERS_REACHED: 180,
          REACTION: 12,
          COMMENT: 3,
          RESHARE: 2,
        };
        const type = req.query.get("queryType") ?? "";
        return {
          status: 200,
          json: {
            paging: { start: 0, count: 10, links: [] },
            elements: [
              {
                count: counts[type] ?? 0,
                metricType: { "com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1": type },
                targetEntity: { share: urn },
              },
            ],
          },
        };
      }),
    )
    .on(
      "GET",
      "/rest/memberFollowersCount",
      "account-metrics",
      restCall(() => ({
        status: 200,
        json: { paging: { start: 0, count: 10, links: [] }, elements: [{ memberFollowersCount: 512 }] },
      })),
    )
    .on(
      "POST",
      "/rest/socialActions/:urn/comments",
      "reply",
      restCall((req) => {
        const body =
          req.json<{ actor?: string; object?: string; message?: { text?: string }; parentComment?: string }>() ?? {};
        // A reply to a comment is posted under the comment, on the comment's post, naming its parentComment.
        const parent = comments.find((c) => c.urn === req.params.urn);
        if (
          parent ? body.object !== parent.object || body.parentComment !== parent.urn : body.object !== req.params.urn
        )
          return liError(422, "UNPROCESSABLE_ENTITY", "/object :: does not match the commented entity");
        if (!posts.has(body.object!)) return liError(404, "NOT_FOUND", "Post not found");
        const comment = addComment(body.object!, body.message?.text ?? "", body.actor ?? person, parent?.urn ?? null);
        return {
          status: 201,
          headers: { "x-restli-id": comment.urn },
          json: { id: comment.urn, actor: body.actor, object: body.object, message: body.message },
        };
      }),
    );

  server
    .on(
      "GET",
      "/rest/posts",
      "inbox-posts",
      reading((req) => {
        const author = req.query.get("author");
        if (req.query.get("q") !== "author" || !author)
          return liError(400, "ILLEGAL_ARGUMENT", "q=author needs author");
        const count = Math.min(100, Number(req.query.get("count") ?? 10));
        const mine = [...posts.entries()].filter(([, p]) => p.author === author).reverse();
        return {
          status: 200,
          json: {
            paging: { start: 0, count, total: mine.length, links: [] },
            elements: mine.slice(0, count).map(([id, p]) => ({
              id,
              author: p.author,
              commentary: p.commentary,
              createdAt: p.createdAt,
              lastModifiedAt: p.createdAt,
              publishedAt: p.createdAt,
              lifecycleState: "PUBLISHED",
              visibility: "PUBLIC",
            })),
          },
        };
      }),
    )
    .on(
      "GET",
      "/rest/socialActions/:urn/comments",
      "inbox",
      reading((req) => {
        if (!posts.has(req.params.urn) && !comments.some((c) => c.urn === req.params.urn))
          return liError(404, "NOT_FOUND", "Entity not found");
        const start = Number(req.query.get("start") ?? 0);
        const count = Math.min(100, Number(req.query.get("count") ?? 10));
        const on = comments.filter((c) => c.object === req.params.urn || c.parentComment === req.params.urn);
        return {
          status: 200,
          json: {
            paging: { start, count, total: on.length, links: [] },
            elements: on.slice(start, start + count).map((c) => ({
              actor: c.actor,
              commentUrn: c.urn,
              $URN: c.urn,
              id: c.urn.match(/,(\d+)\)$/)![1],
              created: { actor: c.actor, time: c.time },
              lastModified: { actor: c.actor, time: c.time },
              message: { text: c.text, attributes: [] },
              object: c.object,
              ...(c.parentComment ? { parentComment: c.parentComment } : {}),
            })),
          },
        };
      }),
    );

  await server.start(options.port);

  return {
    server,
    tokens,
    posts,
    images,
    comments,
    /** Someone comments on one of the member's posts; answers the comment. */
    addComment: (postUrn: string, text: string, actor = "urn:li:person:commenter01") =>
      addComment(postUrn, text, actor),
    url: server.url,
    env: () => ({
      LINKEDIN_API_URL: server.url,
      LINKEDIN_AUTH_URL: `${server.url}/oauth/v2/authorization`,
      LINKEDIN_TOKEN_URL: `${server.url}/oauth/v2/accessToken`,
      LINKEDIN_CLIENT_ID: LINKEDIN_FAKE_CLIENT.id,
      LINKEDIN_CLIENT_SECRET: LINKEDIN_FAKE_CLIENT.secret,
    }),
    close: () => server.close(),
  };
}

export type FakeLinkedIn = Awaited<ReturnType<typeof startFakeLinkedIn>>;
