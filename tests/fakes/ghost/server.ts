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
 *   POST   /ghost/api/admin/images/upload/     multipart file (+ purpose, ref) → 201 {images: [{url, ref}]};
 *          a name already taken gets -1, -2 … before its extension, as Ghost's storage does
 *   GET    /content/images/:year/:month/:file  the uploaded image (public, no key), 404 once deleted
 * Posts take tags as [{name}] or names (missing tags are created), feature_image and
 * custom_excerpt (at most 300 characters). Errors are Ghost's {errors: [{message, context, type}]}.
 */
export interface GhostPost {
  id: string;
  title: string;
  html: string;
  slug: string;
  status: string;
  url: string;
  updated_at: string;
  tags: { name: string; slug: string }[];
  feature_image: string | null;
  custom_excerpt: string | null;
}

export interface GhostImage {
  url: string;
  ref: string | null;
  contentType: string | null;
  bytes: Buffer;
  deleted?: boolean;
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
  const images: GhostImage[] = [];
  const tagOf = (tag: unknown) => {
    const name = String(typeof tag === "string" ? tag : ((tag as { name?: unknown })?.name ?? "")).trim();
    return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-") };
  };
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
  const tooLongExcerpt = (body: { custom_excerpt?: unknown }) =>
    typeof body.custom_excerpt === "string" && body.custom_excerpt.length > 300
      ? ghostError(
          422,
          "ValidationError",
          "Validation error, cannot save post.",
          "custom_excerpt is too long (max 300)",
        )
      : null;
  const apply = (post: GhostPost, body: Partial<Omit<GhostPost, "tags">> & { tags?: unknown[] }) => {
    Object.assign(post, {
      title: body.title ?? post.title,
      html: body.html ?? post.html,
      slug: body.slug ?? post.slug,
      status: body.status ?? post.status,
      tags: body.tags ? body.tags.map(tagOf).filter((t) => t.name) : post.tags,
      feature_image: body.feature_image !== undefined ? body.feature_image : post.feature_image,
      custom_excerpt: body.custom_excerpt !== undefined ? body.custom_excerpt : post.custom_excerpt,
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
      const refused = tooLongExcerpt(body);
      if (refused) return refused;
      const post: GhostPost = {
        id: crypto.randomBytes(12).toString("hex"),
        title: "",
        html: "",
        slug: "",
        status: "draft",
        url: "",
        updated_at: "",
        tags: [],
        feature_image: null,
        custom_excerpt: null,
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
      const refused = tooLongExcerpt(body);
      if (refused) return refused;
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

  server.on(
    "POST",
    "/ghost/api/admin/images/upload/",
    "upload-image",
    guarded((req) => {
      const parts = req.multipart();
      const file = parts.get("file");
      if (!file?.data.length) return ghostError(422, "ValidationError", "Please select an image.");
      if (!file.contentType?.startsWith("image/"))
        return ghostError(415, "UnsupportedMediaTypeError", "Please select a valid image.");
      const purpose = parts.get("purpose")?.data.toString() ?? "image";
      if (purpose !== "image") return ghostError(422, "ValidationError", "Validation error: purpose");
      const ref = parts.get("ref")?.data.toString() ?? null;
      const name = file.filename ?? "image";
      const dot = name.lastIndexOf(".");
      const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
      const taken = (candidate: string) => images.some((i) => i.url === candidate);
      let url = `${server.url}/content/images/2026/01/${name}`;
      for (let n = 1; taken(url); n++) url = `${server.url}/content/images/2026/01/${stem}-${n}${ext}`;
      images.push({ url, ref, contentType: file.contentType, bytes: file.data });
      return { status: 201, json: { images: [{ url, ref }] } };
    }),
  );

  server.on("GET", "/content/images/:year/:month/:file", "image", (req) => {
    const image = images.find((i) => !i.deleted && new URL(i.url).pathname === req.path);
    if (!image) return { status: 404, text: "Not Found" };
    return {
      status: 200,
      headers: { "content-type": image.contentType ?? "application/octet-stream" },
      body: image.bytes,
    };
  });

  await server.start();
  return {
    server,
    url: server.url,
    adminKey: `${keyId}:${secret}`,
    posts,
    images,
    /** Someone deleted the image from Ghost's storage: its URL answers 404 from now on. */
    deleteImage: (url: string) => {
      const image = images.find((i) => i.url === url);
      if (image) image.deleted = true;
    },
    host: new URL(server.url).host,
    close: () => server.close(),
  };
}

export type FakeGhost = Awaited<ReturnType<typeof startFakeGhost>>;
