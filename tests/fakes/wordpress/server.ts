import { FakeServer, type FakeRequest, type Reply } from "../social/shared/fake-server";

/**
 * A local WordPress REST API (wp-json/wp/v2) with application passwords (Basic auth):
 *   GET    /wp-json/wp/v2/users/me            the user
 *   GET    /wp-json/wp/v2/posts?slug=&status= posts with that slug (any listed status)
 *   POST   /wp-json/wp/v2/posts               create {title, content, slug, status} → 201 post
 *   PUT    /wp-json/wp/v2/posts/:id           update → 200 post (404 rest_post_invalid_id)
 *   DELETE /wp-json/wp/v2/posts/:id           to the trash → 200; again → 410 rest_already_trashed
 * Errors are WordPress's {code, message, data: {status}}; bad credentials 401 incorrect_password.
 */
export interface WpPost {
  id: number;
  title: string;
  content: string;
  slug: string;
  status: string;
  link: string;
}

const wpError = (status: number, code: string, message: string): Reply => ({
  status,
  json: { code, message, data: { status } },
});

export async function startFakeWordPress(opts: { username?: string; password?: string } = {}) {
  const username = opts.username ?? "editor";
  const password = opts.password ?? "abcd EFGH ijkl MNOP qrst UVWX";
  const server = new FakeServer("WordPress", (failure) =>
    failure === "rate_limited"
      ? wpError(429, "rest_too_many_requests", "Too many requests.")
      : wpError(500, "internal_server_error", "There has been a critical error on this website."),
  );
  const posts = new Map<number, WpPost>();
  let nextId = 100;

  const authorized = (req: FakeRequest) =>
    req.headers.authorization === `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
  const denied = wpError(401, "incorrect_password", "The provided password is an invalid application password.");
  const view = (post: WpPost) => ({
    id: post.id,
    slug: post.slug,
    status: post.status,
    link: post.link,
    title: { raw: post.title, rendered: post.title },
    content: { raw: post.content, rendered: post.content },
  });
  const apply = (post: WpPost, body: Partial<Record<"title" | "content" | "slug" | "status", string>>) => {
    Object.assign(post, {
      title: body.title ?? post.title,
      content: body.content ?? post.content,
      slug: body.slug ?? post.slug,
      status: body.status ?? post.status,
    });
    post.link = `${server.url}/${post.slug}/`;
  };

  server.on("GET", "/wp-json/wp/v2/users/me", "me", (req) =>
    authorized(req) ? { status: 200, json: { id: 1, name: username, slug: username } } : denied,
  );
  server.on("GET", "/wp-json/wp/v2/posts", "list", (req) => {
    if (!authorized(req)) return denied;
    const statuses = (req.query.get("status") ?? "publish").split(",");
    const slug = req.query.get("slug");
    const found = [...posts.values()].filter((p) => (!slug || p.slug === slug) && statuses.includes(p.status));
    return { status: 200, json: found.map(view) };
  });
  server.on("POST", "/wp-json/wp/v2/posts", "create", (req) => {
    if (!authorized(req)) return denied;
    const body = req.json();
    if (!body?.title) return wpError(400, "empty_content", "Content, title, and excerpt are empty.");
    const post: WpPost = { id: nextId++, title: "", content: "", slug: "", status: "draft", link: "" };
    apply(post, body);
    posts.set(post.id, post);
    return { status: 201, json: view(post) };
  });
  server.on("PUT", "/wp-json/wp/v2/posts/:id", "update", (req) => {
    if (!authorized(req)) return denied;
    const post = posts.get(Number(req.params.id));
    if (!post || post.status === "trash") return wpError(404, "rest_post_invalid_id", "Invalid post ID.");
    apply(post, req.json());
    return { status: 200, json: view(post) };
  });
  server.on("DELETE", "/wp-json/wp/v2/posts/:id", "delete", (req) => {
    if (!authorized(req)) return denied;
    const post = posts.get(Number(req.params.id));
    if (!post) return wpError(404, "rest_post_invalid_id", "Invalid post ID.");
    if (post.status === "trash") return wpError(410, "rest_already_trashed", "The post has already been deleted.");
    post.status = "trash";
    return { status: 200, json: view(post) };
  });

  await server.start();
  return {
    server,
    url: server.url,
    username,
    password,
    posts,
    host: new URL(server.url).host,
    close: () => server.close(),
  };
}

export type FakeWordPress = Awaited<ReturnType<typeof startFakeWordPress>>;
