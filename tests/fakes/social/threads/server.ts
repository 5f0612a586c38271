import { threadsLength } from "@/lib/integrations/social/threads/text";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore } from "../shared/oauth";
import { checkAny, graphError, insights, mediaHost, metaFailures, sinceOf, tokenProblem } from "../meta/graph-fake";

/**
 * A fake Threads API (graph.threads.net): the authorization window and code exchange (with
 * `user_id`), th_exchange_token for a 60-day token and th_refresh_token for a token that has not
 * expired; containers (TEXT, IMAGE fetched from `image_url`, CAROUSEL, `reply_to_id`) that are
 * IN_PROGRESS when first asked, threads_publish, insights, mentions, delete.
 */
export const THREADS_FAKE_CLIENT = { id: "fake-threads-app", secret: "fake-threads-secret" };
export const THREADS_FAKE_USER = { id: "25000000000000001", username: "reach.threads", name: "Reach on Threads" };
const V = "/v1.0";

interface Container {
  id: string;
  status: "IN_PROGRESS" | "FINISHED" | "ERROR" | "PUBLISHED";
  error: string | null;
  polls: number;
  text: string;
  replyTo: string | null;
  image: Buffer | null;
  children: string[];
}
interface ThreadsPost {
  id: string;
  username: string;
  text: string;
  images: Buffer[];
  replyTo: string | null;
  createdAt: Date;
  mentionsUs: boolean;
}

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "+0000");

export async function startFakeThreads(options: { port?: number } = {}) {
  const shortTokens = new TokenStore({
    accessTtlSeconds: 3600,
    issueRefreshToken: false,
    rotateRefreshToken: false,
    prefix: "THs",
  });
  const longTokens = new TokenStore({
    accessTtlSeconds: 5_184_000,
    issueRefreshToken: false,
    rotateRefreshToken: false,
    prefix: "THl",
  });
  const containers = new Map<string, Container>();
  const posts = new Map<string, ThreadsPost>();
  let next = 18000000000000000n;
  const nextId = () => String(next++);
  let refreshCount = 0;

  const server = new FakeServer("Threads", metaFailures);
  const cdn = mediaHost(server);

  addOAuth(server, {
    authorizePath: "/oauth/authorize",
    tokenPath: "/oauth/access_token",
    clients: (id) => (id === THREADS_FAKE_CLIENT.id ? { secret: THREADS_FAKE_CLIENT.secret } : undefined),
    clientAuth: "body",
    pkceRequired: false,
    tokens: shortTokens,
    userId: THREADS_FAKE_USER.id,
    scopesSeparator: ",",
    tokenReply: () => ({ user_id: Number(THREADS_FAKE_USER.id) }),
  });

  const authed = (req: FakeRequest, handler: () => Reply | Promise<Reply>) => {
    const result = checkAny([longTokens, shortTokens], bearer(req));
    return "problem" in result ? tokenProblem(result.problem) : handler();
  };
  const ours = (req: FakeRequest, handler: () => Reply | Promise<Reply>) =>
    authed(req, () =>
      req.params.node === THREADS_FAKE_USER.id || req.params.node === "me"
        ? handler()
        : graphError(400, 100, `Unsupported request. Object with ID '${req.params.node}' does not exist.`, {
            error_subcode: 33,
          }),
    );
  const list = <T>(data: T[]) => ({ data, paging: { cursors: { before: "QVFIUmJ", after: "QVFIUnd" } } });
  const postJson = (p: ThreadsPost) => ({
    id: p.id,
    text: p.text,
    username: p.username,
    timestamp: iso(p.createdAt),
    permalink: `https://www.threads.com/@${p.username}/post/${p.id}`,
    media_type: p.images.length > 1 ? "CAROUSEL_ALBUM" : p.images.length ? "IMAGE" : "TEXT_POST",
    ...(p.replyTo ? { replied_to: { id: p.replyTo }, is_reply: true } : { is_reply: false }),
  });

  async function fill(container: Container, url: string) {
    const got = await cdn.fetch(url);
    if ("error" in got) {
      container.status = "ERROR";
      container.error = got.error;
    } else if (!/^image\/(jpeg|png)/.test(got.contentType)) {
      container.status = "ERROR";
      container.error = "Unsupported image format: use JPEG or PNG";
    } else {
      container.image = got.data;
      container.status = "FINISHED";
    }
  }

  const tokenAnswer = (accessToken: string) => ({
    status: 200,
    json: { access_token: accessToken, token_type: "bearer", expires_in: 5183944 },
  });

  server
    .on("GET", `${V}/access_token`, "token-exchange", (req) => {
      if (req.query.get("grant_type") !== "th_exchange_token") return graphError(400, 100, "Unsupported grant_type");
      if (req.query.get("client_secret") !== THREADS_FAKE_CLIENT.secret)
        return graphError(400, 101, "Error validating client secret.");
      const short = shortTokens.check(req.query.get("access_token"));
      if ("problem" in short) return tokenProblem(short.problem);
      return tokenAnswer(longTokens.issue({ userId: short.userId, scopes: [] }).accessToken);
    })
    .on("GET", `${V}/refresh_access_token`, "token-refresh", (req) => {
      if (req.query.get("grant_type") !== "th_refresh_token") return graphError(400, 100, "Unsupported grant_type");
      const current = longTokens.check(req.query.get("access_token"));
      if ("problem" in current) return tokenProblem(current.problem);
      refreshCount++;
      return tokenAnswer(longTokens.issue({ userId: current.userId, scopes: [] }).accessToken);
    })
    .on("POST", `${V}/:node/threads`, "create-container", (req) =>
      ours(req, () => {
        const form = req.form();
        const type = form.get("media_type");
        const text = form.get("text") ?? "";
        if (threadsLength(text) > 500)
          return graphError(400, 100, "(#100) Param text must be at most 500 characters long.");
        const replyTo = form.get("reply_to_id");
        if (replyTo && !posts.has(replyTo)) return graphError(400, 100, "(#100) Invalid reply_to_id");
        const container: Container = {
          id: nextId(),
          status: "IN_PROGRESS",
          error: null,
          polls: 0,
          text,
          replyTo,
          image: null,
          children: [],
        };
        if (type === "TEXT") {
          if (!text) return graphError(400, 100, "(#100) The parameter text is required for TEXT posts");
          container.status = "FINISHED";
        } else if (type === "IMAGE") {
          const url = form.get("image_url");
          if (!url) return graphError(400, 100, "(#100) The parameter image_url is required");
          void fill(container, url);
        } else if (type === "CAROUSEL") {
          container.children = (form.get("children") ?? "").split(",").filter(Boolean);
          if (container.children.length < 2 || container.children.length > 20)
            return graphError(400, 100, "(#100) A carousel takes 2 to 20 children");
          container.status = "FINISHED";
        } else {
          return graphError(400, 100, "(#100) media_type must be TEXT, IMAGE, VIDEO or CAROUSEL");
        }
        containers.set(container.id, container);
        return { status: 200, json: { id: container.id } };
      }),
    )
    .on("POST", `${V}/:node/threads_publish`, "publish", (req) =>
      ours(req, () => {
        const container = containers.get(req.form().get("creation_id") ?? req.query.get("creation_id") ?? "");
        if (!container) return graphError(400, 100, "(#100) Invalid parameter creation_id");
        if (container.status !== "FINISHED")
          return graphError(400, 24, "The requested resource does not exist", { error_subcode: 4279009 });
        const images = container.children.length
          ? container.children.map((c) => containers.get(c)?.image).filter((b): b is Buffer => Boolean(b))
          : container.image
            ? [container.image]
            : [];
        const post: ThreadsPost = {
          id: nextId(),
          username: THREADS_FAKE_USER.username,
          text: container.text,
          images,
          replyTo: container.replyTo,
          createdAt: new Date(),
          mentionsUs: false,
        };
        posts.set(post.id, post);
        container.status = "PUBLISHED";
        return { status: 200, json: { id: post.id } };
      }),
    )
    .on("GET", `${V}/:node/threads`, "recent-posts", (req) =>
      ours(req, () => {
        const since = sinceOf(req.query.get("since"));
        const data = [...posts.values()]
          .filter((p) => p.username === THREADS_FAKE_USER.username && p.createdAt.getTime() >= since)
          .reverse()
          .map(postJson);
        return { status: 200, json: list(data) };
      }),
    )
    .on("GET", `${V}/:node/mentions`, "inbox", (req) =>
      ours(req, () => ({
        status: 200,
        json: list(
          [...posts.values()]
            .filter((p) => p.mentionsUs)
            .reverse()
            .map(postJson),
        ),
      })),
    )
    .on("GET", `${V}/:node/threads_insights`, "account-metrics", (req) =>
      ours(req, () => ({
        status: 200,
        json: {
          data: [
            {
              name: "followers_count",
              period: "day",
              title: "followers_count",
              total_value: { value: 321 },
              id: `${THREADS_FAKE_USER.id}/insights/followers_count/day`,
            },
          ],
        },
      })),
    )
    .on("GET", `${V}/:node/insights`, "post-metrics", (req) =>
      authed(req, () =>
        posts.has(req.params.node)
          ? {
              status: 200,
              json: insights(
                req.params.node,
                { views: 512, likes: 40, replies: 6, reposts: 3, quotes: 1, shares: 2 },
                req.query.get("metric"),
              ),
            }
          : graphError(400, 100, "(#100) Object does not exist", { error_subcode: 33 }),
      ),
    )
    .on("GET", `${V}/:node`, "node", (req) =>
      authed(req, () => {
        const id = req.params.node;
        if (id === "me")
          return {
            status: 200,
            json: { ...THREADS_FAKE_USER, threads_profile_picture_url: "https://scontent.fake/threads.jpg" },
          };
        const container = containers.get(id);
        if (container) {
          container.polls++;
          const status = container.polls === 1 && container.status === "FINISHED" ? "IN_PROGRESS" : container.status;
          return { status: 200, json: { id, status, ...(container.error ? { error_message: container.error } : {}) } };
        }
        const post = posts.get(id);
        if (post) return { status: 200, json: postJson(post) };
        return graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, {
          error_subcode: 33,
        });
      }),
    )
    .on("DELETE", `${V}/:node`, "delete", (req) =>
      authed(req, () =>
        posts.delete(req.params.node)
          ? { status: 200, json: { success: true, deleted_id: req.params.node } }
          : graphError(400, 100, "(#100) Object does not exist", { error_subcode: 33 }),
      ),
    );

  await server.start(options.port);

  return {
    server,
    tokens: {
      expireAccessTokens: () => [shortTokens, longTokens].forEach((s) => s.expireAccessTokens()),
      revokeAll: () => [shortTokens, longTokens].forEach((s) => s.revokeAll()),
      get refreshCount() {
        return refreshCount;
      },
    },
    posts,
    containers,
    url: server.url,
    host: (data: Uint8Array, contentType: string) => cdn.host(data, contentType),
    /** Someone else's public post that mentions the connected profile. */
    addMention(text: string): ThreadsPost {
      const post = {
        id: nextId(),
        username: "casey.customer",
        text,
        images: [],
        replyTo: null,
        createdAt: new Date(),
        mentionsUs: true,
      };
      posts.set(post.id, post);
      return post;
    },
    env: () => ({
      THREADS_API_URL: `${server.url}${V}`,
      THREADS_AUTH_URL: `${server.url}/oauth/authorize`,
      THREADS_TOKEN_URL: `${server.url}/oauth/access_token`,
      THREADS_CLIENT_ID: THREADS_FAKE_CLIENT.id,
      THREADS_CLIENT_SECRET: THREADS_FAKE_CLIENT.secret,
    }),
    close: () => server.close(),
  };
}

export type FakeThreads = Awaited<ReturnType<typeof startFakeThreads>>;
