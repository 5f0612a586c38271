import { FakeServer, type FakeRequest, type Reply } from "../social/shared/fake-server";

/**
 * A local WordPress REST API (wp-json/wp/v2) with application passwords (Basic auth):
 *   GET    /wp-json/wp/v2/users/me            the user
 *   GET    /wp-json/wp/v2/posts?slug=&status= posts with that slug (any listed status)
 *   POST   /wp-json/wp/v2/posts               create {title, content, slug, status} → 201 post
 *                                             (held until released after holdNextCreate())
 *   PUT    /wp-json/wp/v2/posts/:id           update → 200 post (404 rest_post_invalid_id)
 *   DELETE /wp-json/wp/v2/posts/:id           to the trash → 200; again → 410 rest_already_trashed;
 *                                             ?force=true deletes it (trashed or not) → 200 {deleted, previous}
 *   GET    /wp-json/wp/v2/{tags,categories}?search=   terms whose name contains the text (names HTML-escaped)
 *   POST   /wp-json/wp/v2/{tags,categories}   {name} → 201 term; a name taken → 400 term_exists {data: {term_id}}
 *   POST   /wp-json/wp/v2/media               the file as the body, Content-Disposition: attachment;
 *                                             filename="…", Content-Type the image's → 201 {id, source_url, media_type}
 *   GET    /wp-json/wp/v2/media/:id           the attachment → 200; deleted or never there → 404 rest_post_invalid_id
 * Posts take tags and categories as term ids and featured_media as an attachment id (400
 * rest_invalid_param for unknown ones). Errors are WordPress's {code, message, data: {status}};
 * bad credentials 401 incorrect_password.
 */
export interface WpPost {
  id: number;
  title: string;
  content: string;
  slug: string;
  status: string;
  link: string;
  excerpt: string;
  tags: number[];
  categories: number[];
  featured_media: number;
}

export interface WpTerm {
  id: number;
  name: string;
  taxonomy: "post_tag" | "category";
}

export interface WpMedia {
  id: number;
  filename: string;
  mimeType: string;
  bytes: Buffer;
  source_url: string;
}

const wpError = (status: number, code: string, message: string): Reply => ({
  status,
  json: { code, message, data: { status } },
});

export async function startFakeWordPress(opts: { username?: string; password?: string; port?: number } = {}) {
  const username = opts.username ?? "editor";
  const password = opts.password ?? "abcd EFGH ijkl MNOP qrst UVWX";
  const server = new FakeServer("WordPress", (failure) =>
    failure === "rate_limited"
      ? wpError(429, "rest_too_many_requests", "Too many requests.")
      : wpError(500, "internal_server_error", "There has been a critical error on this website."),
  );
  const posts = new Map<number, WpPost>();
  const terms = new Map<number, WpTerm>();
  const media = new Map<number, WpMedia>();
  let nextId = 100;
  /** Term searches that answer nothing, as when another writer adds the term between a search and a create. */
  let searchMisses = 0;
  /** A create to hold before it is applied: a slow site, while the app does something else meanwhile. */
  let createHold: { arrived: () => void; released: Promise<void> } | null = null;
  const escapeName = (name: string) => name.replace(/&/g, "&amp;").replace(/'/g, "&#039;");

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
    excerpt: { raw: post.excerpt, rendered: post.excerpt },
    tags: post.tags,
    categories: post.categories,
    featured_media: post.featured_media,
  });
  type PostBody = Partial<Record<"title" | "content" | "slug" | "status" | "excerpt", string>> & {
    tags?: unknown;
    categories?: unknown;
    featured_media?: unknown;
  };
  /** WordPress refuses unknown term or attachment ids as rest_invalid_param. */
  const invalid = (body: PostBody): Reply | null => {
    for (const [field, taxonomy] of [
      ["tags", "post_tag"],
      ["categories", "category"],
    ] as const) {
      const ids = body[field];
      if (ids === undefined) continue;
      if (!Array.isArray(ids) || ids.some((id) => terms.get(Number(id))?.taxonomy !== taxonomy))
        return wpError(400, "rest_invalid_param", `Invalid parameter(s): ${field}`);
    }
    if (body.featured_media !== undefined && body.featured_media !== 0 && !media.has(Number(body.featured_media)))
      return wpError(400, "rest_invalid_featured_media", "Invalid featured media ID.");
    return null;
  };
  const apply = (post: WpPost, body: PostBody) => {
    Object.assign(post, {
      title: body.title ?? post.title,
      content: body.content ?? post.content,
      slug: body.slug ?? post.slug,
      status: body.status ?? post.status,
      excerpt: body.excerpt ?? post.excerpt,
      tags: (body.tags as number[] | undefined) ?? post.tags,
      categories: (body.categories as number[] | undefined) ?? post.categories,
      featured_media: (body.featured_media as number | undefined) ?? post.featured_media,
    });
    post.link = `${server.url}/${post.slug}/`;
  };

  for (const [path, taxonomy] of [
    ["tags", "post_tag"],
    ["categories", "category"],
  ] as const) {
    server.on("GET", `/wp-json/wp/v2/${path}`, `list-${path}`, (req) => {
      if (!authorized(req)) return denied;
      if (searchMisses > 0) return (searchMisses--, { status: 200, json: [] });
      const search = (req.query.get("search") ?? "").toLowerCase();
      const found = [...terms.values()].filter((t) => t.taxonomy === taxonomy && t.name.toLowerCase().includes(search));
      return { status: 200, json: found.map((t) => ({ id: t.id, name: escapeName(t.name), taxonomy })) };
    });
    server.on("POST", `/wp-json/wp/v2/${path}`, `create-${path}`, (req) => {
      if (!authorized(req)) return denied;
      const name = String(req.json()?.name ?? "").trim();
      if (!name) return wpError(400, "rest_missing_callback_param", "Missing parameter(s): name");
      const taken = [...terms.values()].find(
        (t) => t.taxonomy === taxonomy && t.name.toLowerCase() === name.toLowerCase(),
      );
      if (taken)
        return {
          status: 400,
          json: {
            code: "term_exists",
            message: "A term with the name provided already exists with this parent.",
            data: { status: 400, term_id: taken.id },
          },
        };
      const term: WpTerm = { id: nextId++, name, taxonomy };
      terms.set(term.id, term);
      return { status: 201, json: { id: term.id, name: escapeName(name), taxonomy } };
    });
  }

  server.on("POST", "/wp-json/wp/v2/media", "upload-media", (req) => {
    if (!authorized(req)) return denied;
    const filename = /filename="?([^";]+)"?/.exec(String(req.headers["content-disposition"] ?? ""))?.[1];
    if (!filename) return wpError(400, "rest_upload_no_content_disposition", "No Content-Disposition supplied.");
    if (req.body.length === 0) return wpError(400, "rest_upload_no_data", "No data supplied.");
    const mimeType = String(req.headers["content-type"] ?? "");
    if (!mimeType.startsWith("image/"))
      return wpError(400, "rest_upload_sideload_error", "Sorry, you are not allowed to upload this file type.");
    const item: WpMedia = {
      id: nextId++,
      filename,
      mimeType,
      bytes: req.body,
      source_url: `${server.url}/wp-content/uploads/${filename}`,
    };
    media.set(item.id, item);
    return {
      status: 201,
      json: { id: item.id, source_url: item.source_url, media_type: "image", mime_type: mimeType },
    };
  });

  server.on("GET", "/wp-json/wp/v2/media/:id", "get-media", (req) => {
    if (!authorized(req)) return denied;
    const item = media.get(Number(req.params.id));
    if (!item) return wpError(404, "rest_post_invalid_id", "Invalid post ID.");
    return {
      status: 200,
      json: { id: item.id, source_url: item.source_url, media_type: "image", mime_type: item.mimeType },
    };
  });

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
  server.on("POST", "/wp-json/wp/v2/posts", "create", async (req) => {
    if (!authorized(req)) return denied;
    const hold = createHold;
    createHold = null;
    if (hold) {
      hold.arrived();
      await hold.released;
    }
    const body = req.json();
    if (!body?.title) return wpError(400, "empty_content", "Content, title, and excerpt are empty.");
    const refused = invalid(body);
    if (refused) return refused;
    const post: WpPost = {
      id: nextId++,
      title: "",
      content: "",
      slug: "",
      status: "draft",
      link: "",
      excerpt: "",
      tags: [],
      categories: [],
      featured_media: 0,
    };
    apply(post, body);
    posts.set(post.id, post);
    return { status: 201, json: view(post) };
  });
  server.on("PUT", "/wp-json/wp/v2/posts/:id", "update", (req) => {
    if (!authorized(req)) return denied;
    const post = posts.get(Number(req.params.id));
    if (!post || post.status === "trash") return wpError(404, "rest_post_invalid_id", "Invalid post ID.");
    const refused = invalid(req.json() ?? {});
    if (refused) return refused;
    apply(post, req.json());
    return { status: 200, json: view(post) };
  });
  server.on("DELETE", "/wp-json/wp/v2/posts/:id", "delete", (req) => {
    if (!authorized(req)) return denied;
    const post = posts.get(Number(req.params.id));
    if (!post) return wpError(404, "rest_post_invalid_id", "Invalid post ID.");
    if (req.query.get("force") === "true") {
      posts.delete(post.id);
      return { status: 200, json: { deleted: true, previous: view(post) } };
    }
    if (post.status === "trash") return wpError(410, "rest_already_trashed", "The post has already been deleted.");
    post.status = "trash";
    return { status: 200, json: view(post) };
  });

  await server.start(opts.port);
  return {
    server,
    url: server.url,
    username,
    password,
    posts,
    terms,
    media,
    /** Holds the next post create until `release()`: `arrived` resolves once it came in, before it is applied. */
    holdNextCreate: () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (createHold = { arrived: resolve, released }));
      return { arrived, release };
    },
    /** The next `times` term searches answer nothing (a term added by someone else meanwhile). */
    missNextTermSearches: (times: number) => void (searchMisses = times),
    /** The names of a post's terms of one taxonomy. */
    termNames: (ids: number[]) => ids.map((id) => terms.get(id)?.name),
    host: new URL(server.url).host,
    close: () => server.close(),
  };
}

export type FakeWordPress = Awaited<ReturnType<typeof startFakeWordPress>>;
