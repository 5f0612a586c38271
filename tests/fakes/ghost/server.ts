import crypto from "node:crypto";
import { jwtVerify } from "jose";
import { FakeServer, type FakeRequest, type Reply } from "../social/shared/fake-server";

/**
 * A local Ghost Admin API (/ghost/api/admin/) checking the JWT made from an Admin API key
 * (HS256, kid = key id, aud "/admin/", at most 5 minutes):
 *   GET    /ghost/api/admin/posts/             {posts, meta}
 *   GET    /ghost/api/admin/posts/:id/         {posts: [post]}
 *   GET    /ghost/api/admin/posts/slug/:slug/  {posts: [post]}
 *   POST   /ghost/api/admin/posts/?source=html {posts: [{title, html, slug, status}]} → 201
 *   PUT    /ghost/api/admin/posts/:id/?source=html  needs the current updated_at (409 UpdateCollisionError)
 *   DELETE /ghost/api/admin/posts/:id/         204
 * Errors are Ghost's {errors: [{message, context, type}]}.
 */
export interface GhostPost {
  id: string;
  title: string;
  html: string;
  slug: string;
  status: string;
  url: string;
  updated_at: string;
}

const ghostError = (status: number, type: string, message: string, context: string | null = null): Reply => ({
  status,
  json: { errors: [{ message, context, type }] },
});

export async function startFakeGhost() {
  const keyId = crypto.randomBytes(12).toString("hex");
  const secret = crypto.randomBytes(32).toString("hex");
  const server = new FakeServer("Ghost", (failure) =>
    failure === "rate_limited"
      ? ghostError(429, "TooManyRequestsError", "Too many requests.")
      : ghostError(500, "InternalServerError", "An unexpected error occurred."),
  );
  const posts = new Map<string, GhostPost>();
  let clock = Date.parse("2026-01-01T00:00:00.000Z");

  async function authorized(req: FakeRequest): Promise<boolean> {
    const token = /^Ghost (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
    if (!token) return false;
    try {
      const { protectedHeader, payload } = await jwtVerify(token, Buffer.from(secret, "hex"), {
        audience: "/admin/",
        algorithms: ["HS256"],
      });
      return protectedHeader.kid === keyId && (payload.exp ?? 0) - (payload.iat ?? 0) <= 300;
    } catch {
      return false;
    }
  }
  const denied = ghostError(
    401,
    "UnauthorizedError",
    "Authorization failed",
    "Unable to determine the authenticated user or integration.",
  );
  const notFound = ghostError(404, "NotFoundError", "Post not found.");
  const one = (post: GhostPost, status = 200): Reply => ({ status, json: { posts: [post] } });
  const apply = (post: GhostPost, body: Partial<GhostPost>) => {
    Object.assign(post, {
      title: body.title ?? post.title,
      html: body.html ?? post.html,
      slug: body.slug ?? post.slug,
      status: body.status ?? post.status,
      updated_at: new Date((clock += 1000)).toISOString(),
    });
    post.url = `${server.url}/${post.slug}/`;
  };
  const guarded =
    (handler: (req: FakeRequest) => Reply) =>
    async (req: FakeRequest): Promise<Reply> =>
      (await authorized(req)) ? handler(req) : denied;

  server.on(
    "GET",
    "/ghost/api/admin/posts/",
    "list",
    guarded(() => ({
      status: 200,
      json: { posts: [...posts.values()].slice(0, 1), meta: { pagination: { page: 1, total: posts.size } } },
    })),
  );
  server.on(
    "GET",
    "/ghost/api/admin/posts/slug/:slug/",
    "by-slug",
    guarded((req) => {
      const post = [...posts.values()].find((p) => p.slug === req.params.slug);
      return post ? one(post) : notFound;
    }),
  );
  server.on(
    "GET",
    "/ghost/api/admin/posts/:id/",
    "read",
    guarded((req) => {
      const post = posts.get(req.params.id);
      return post ? one(post) : notFound;
    }),
  );
  server.on(
    "POST",
    "/ghost/api/admin/posts/",
    "create",
    guarded((req) => {
      const [body] = req.json()?.posts ?? [];
      if (!body?.title)
        return ghostError(422, "ValidationError", "Validation error, cannot save post.", "Title is required.");
      if (req.query.get("source") !== "html" && body.html)
        return ghostError(422, "ValidationError", "html is ignored without ?source=html");
      const post: GhostPost = {
        id: crypto.randomBytes(12).toString("hex"),
        title: "",
        html: "",
        slug: "",
        status: "draft",
        url: "",
        updated_at: "",
      };
      apply(post, body);
      posts.set(post.id, post);
      return one(post, 201);
    }),
  );
  server.on(
    "PUT",
    "/ghost/api/admin/posts/:id/",
    "update",
    guarded((req) => {
      const post = posts.get(req.params.id);
      if (!post) return notFound;
      const [body] = req.json()?.posts ?? [];
      if (body?.updated_at !== post.updated_at)
        return ghostError(409, "UpdateCollisionError", "Saving failed! Someone else is editing this post.");
      apply(post, body);
      return one(post);
    }),
  );
  server.on(
    "DELETE",
    "/ghost/api/admin/posts/:id/",
    "delete",
    guarded((req) => (posts.delete(req.params.id) ? { status: 204 } : notFound)),
  );

  await server.start();
  return {
    server,
    url: server.url,
    adminKey: `${keyId}:${secret}`,
    posts,
    host: new URL(server.url).host,
    close: () => server.close(),
  };
}

export type FakeGhost = Awaited<ReturnType<typeof startFakeGhost>>;
