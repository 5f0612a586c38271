import crypto from "node:crypto";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore } from "../shared/oauth";
import { checkAny, graphError, insights, mediaHost, metaFailures, sinceOf, tokenProblem } from "./graph-fake";

/**
 * A fake Graph API for Facebook Pages and Instagram professional accounts (Facebook Login, one
 * Meta app): the login dialog and code exchange, fb_exchange_token for a long-lived user token,
 * `/me/accounts` with page tokens (which do not expire) and each page's linked Instagram account;
 * page feed posts and photos, comments, insights; Messenger conversations (`/{page}/conversations`
 * with their messages) and the Send API (`/{page}/messages`, a RESPONSE only within 24 hours of the
 * person's last message, as Messenger allows); Instagram's container flow (created
 * IN_PROGRESS, filled by fetching `image_url`, JPEG only, then FINISHED) and media_publish.
 */
export const META_FAKE_CLIENT = { id: "fake-meta-app", secret: "fake-meta-secret" };
export const META_FAKE_USER = { id: "10150000000000001", name: "Reach Tester" };
export const META_FAKE_PAGES = [
  {
    id: "101000000000001",
    name: "Reach Cafe",
    instagram: { id: "17841400000000001", username: "reach.cafe", name: "Reach Cafe" },
  },
  { id: "101000000000002", name: "Reach Books", instagram: null },
];
const V = "/v24.0";
/** Page webhook fields the inbox could ask for (Graph API reference, Page Webhooks); others are refused. */
const PAGE_WEBHOOK_FIELDS = new Set(["feed", "messages", "mention", "messaging_postbacks", "message_reactions"]);

interface FbPost {
  id: string;
  pageId: string;
  message: string;
  link: string | null;
  photoIds: string[];
  createdAt: Date;
}
interface Comment {
  id: string;
  on: string;
  text: string;
  from: { id: string; name: string; username?: string };
  createdAt: Date;
}
interface Message {
  id: string;
  text: string;
  from: { id: string; name: string; email?: string };
  to: { id: string; name: string };
  createdAt: Date;
}
interface Conversation {
  id: string;
  pageId: string;
  /** The person's page-scoped id (PSID). */
  psid: string;
  name: string;
  messages: Message[];
}
interface Container {
  id: string;
  igUserId: string;
  status: "IN_PROGRESS" | "FINISHED" | "ERROR" | "PUBLISHED";
  error: string | null;
  polls: number;
  caption: string;
  image: Buffer | null;
  children: string[];
}
interface IgMedia {
  id: string;
  igUserId: string;
  caption: string;
  images: Buffer[];
  createdAt: Date;
}

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "+0000");
const seq = (start: bigint) => {
  let n = start;
  return () => String(n++);
};

export async function startFakeMeta(options: { port?: number } = {}) {
  const shortTokens = new TokenStore({
    accessTtlSeconds: 7200,
    issueRefreshToken: false,
    rotateRefreshToken: false,
    prefix: "EAAs",
  });
  const userTokens = new TokenStore({
    accessTtlSeconds: 5_184_000,
    issueRefreshToken: false,
    rotateRefreshToken: false,
    prefix: "EAAl",
  });
  const pageTokens = new TokenStore({
    accessTtlSeconds: null,
    issueRefreshToken: false,
    rotateRefreshToken: false,
    prefix: "EAAp",
  });
  const stores = [pageTokens, userTokens, shortTokens];
  const posts = new Map<string, FbPost>();
  const photos = new Map<string, { pageId: string; data: Buffer; published: boolean }>();
  const comments = new Map<string, Comment>();
  const containers = new Map<string, Container>();
  const media = new Map<string, IgMedia>();
  const conversations = new Map<string, Conversation>();
  const messages = new Map<string, Message>();
  const nextId = seq(120000000000000n);
  /** Pages the app is installed on (subscribed_apps), with the page fields each subscribed. */
  const pageSubscriptions = new Map<string, string[]>();

  const server = new FakeServer("Facebook", metaFailures);
  const cdn = mediaHost(server);

  addOAuth(server, {
    authorizePath: `${V}/dialog/oauth`,
    tokenPath: `${V}/oauth/access_token`,
    clients: (id) => (id === META_FAKE_CLIENT.id ? { secret: META_FAKE_CLIENT.secret } : undefined),
    clientAuth: "body",
    pkceRequired: false,
    tokens: shortTokens,
    userId: META_FAKE_USER.id,
    scopesSeparator: ",",
  });

  /** The grant behind the bearer token: a user (user token) or a page (page token). */
  const caller = (req: FakeRequest): { id: string } | Reply => {
    const result = checkAny(stores, bearer(req));
    return "problem" in result ? tokenProblem(result.problem) : { id: result.userId };
  };
  const isReply = (x: object): x is Reply => "status" in x;
  const pageOf = (id: string) => META_FAKE_PAGES.find((p) => p.id === id);
  const pageOfIg = (igId: string) => META_FAKE_PAGES.find((p) => p.instagram?.id === igId);
  const noObject = (id: string) =>
    graphError(
      400,
      100,
      `Unsupported request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { error_subcode: 33 },
    );
  /** A page token of the page itself (or of the page an Instagram account is linked to). */
  const asPage = (req: FakeRequest, pageId: string | undefined, handler: () => Reply | Promise<Reply>) => {
    const who = caller(req);
    if (isReply(who)) return who;
    if (!pageId || who.id !== pageId)
      return graphError(400, 200, "(#200) The caller must act as the page: use a page access token.");
    return handler();
  };

  const pageJson = (page: (typeof META_FAKE_PAGES)[number]) => ({
    access_token: pageTokens.issue({ userId: page.id, scopes: [] }).accessToken,
    category: "Cafe",
    category_list: [{ id: "128673187201735", name: "Cafe" }],
    name: page.name,
    id: page.id,
    tasks: ["ANALYZE", "ADVERTISE", "MODERATE", "CREATE_CONTENT", "MANAGE"],
    picture: { data: { url: `https://scontent.fake/${page.id}.jpg` } },
    ...(page.instagram
      ? {
          instagram_business_account: {
            ...page.instagram,
            profile_picture_url: `https://scontent.fake/${page.instagram.id}.jpg`,
          },
        }
      : {}),
  });

  const commentJson = (c: Comment) => ({
    id: c.id,
    message: c.text,
    text: c.text,
    created_time: iso(c.createdAt),
    timestamp: iso(c.createdAt),
    username: c.from.username,
    from: { id: c.from.id, name: c.from.name, ...(c.from.username ? { username: c.from.username } : {}) },
    permalink_url: `https://www.facebook.com/${c.on}?comment_id=${c.id}`,
  });
  const commentsOn = (id: string) =>
    [...comments.values()]
      .filter((c) => c.on === id)
      .reverse()
      .map(commentJson);
  const list = <T>(data: T[]) => ({
    data,
    paging: { cursors: { before: "QVFIUmJ", after: "QVFIUnd" } },
  });

  function createFbPost(pageId: string, message: string, link: string | null, photoIds: string[]): FbPost {
    const post = { id: `${pageId}_${nextId()}`, pageId, message, link, photoIds, createdAt: new Date() };
    posts.set(post.id, post);
    return post;
  }

  /** Meta's crawler fetches the container's image; Instagram takes JPEG only. */
  async function fill(container: Container, url: string) {
    const got = await cdn.fetch(url);
    if ("error" in got) {
      container.status = "ERROR";
      container.error = `ERROR: Media download has failed. ${got.error}`;
    } else if (!got.contentType.startsWith("image/jpeg")) {
      container.status = "ERROR";
      container.error = "ERROR: The image format is not supported. Only JPEG images are supported.";
    } else {
      container.image = got.data;
      container.status = "FINISHED";
    }
  }

  server
    .on("GET", `${V}/oauth/access_token`, "token-exchange", (req) => {
      const q = req.query;
      if (q.get("client_id") !== META_FAKE_CLIENT.id || q.get("client_secret") !== META_FAKE_CLIENT.secret)
        return graphError(400, 1, "Error validating client secret.");
      if (q.get("grant_type") !== "fb_exchange_token") return graphError(400, 100, "Unsupported grant_type");
      const short = checkAny([shortTokens, userTokens], q.get("fb_exchange_token"));
      if ("problem" in short) return tokenProblem(short.problem);
      const issued = userTokens.issue({ userId: short.userId, scopes: [] });
      return { status: 200, json: { access_token: issued.accessToken, token_type: "bearer", expires_in: 5183944 } };
    })
    .on("GET", `${V}/me/accounts`, "pages", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      if (who.id !== META_FAKE_USER.id)
        return graphError(400, 100, "(#100) Tried accessing nonexisting field (accounts)");
      return { status: 200, json: list(META_FAKE_PAGES.map(pageJson)) };
    })
    .on("GET", `${V}/me`, "me", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      return {
        status: 200,
        json: who.id === META_FAKE_USER.id ? META_FAKE_USER : { id: who.id, name: pageOf(who.id)?.name },
      };
    })
    .on("POST", `${V}/:node/feed`, "publish", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const form = req.form();
        const message = form.get("message") ?? "";
        const photoIds = [...form.entries()]
          .filter(([k]) => k.startsWith("attached_media["))
          .map(([, v]) => (JSON.parse(v) as { media_fbid: string }).media_fbid);
        if (!message && !form.get("link") && !photoIds.length)
          return graphError(400, 100, "(#100) Missing message or attachment");
        if (photoIds.some((id) => !photos.has(id))) return graphError(400, 100, "(#100) Invalid attached_media");
        return { status: 200, json: { id: createFbPost(req.params.node, message, form.get("link"), photoIds).id } };
      }),
    )
    .on("POST", `${V}/:node/photos`, "publish", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const parts = req.multipart();
        const source = parts.get("source");
        if (!source?.data.length) return graphError(400, 324, "(#324) Requires upload file");
        const id = nextId();
        const published = parts.get("published")?.data.toString() !== "false";
        photos.set(id, { pageId: req.params.node, data: source.data, published });
        if (!published) return { status: 200, json: { id } };
        const post = createFbPost(req.params.node, parts.get("message")?.data.toString() ?? "", null, [id]);
        return { status: 200, json: { id, post_id: post.id } };
      }),
    )
    .on("GET", `${V}/:node/published_posts`, "recent-posts", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const since = sinceOf(req.query.get("since"));
        const data = [...posts.values()]
          .filter((p) => p.pageId === req.params.node && p.createdAt.getTime() >= since)
          .reverse()
          .map((p) => ({
            id: p.id,
            message: p.message,
            created_time: iso(p.createdAt),
            permalink_url: `https://www.facebook.com/${p.id}`,
          }));
        return { status: 200, json: list(data) };
      }),
    )
    .on("GET", `${V}/:node/feed`, "inbox", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const withComments = (req.query.get("fields") ?? "").includes("comments");
        const data = [...posts.values()]
          .filter((p) => p.pageId === req.params.node)
          .reverse()
          .map((p) => ({
            id: p.id,
            ...(withComments && commentsOn(p.id).length ? { comments: list(commentsOn(p.id)) } : {}),
          }));
        return { status: 200, json: list(data) };
      }),
    )
    .on("POST", `${V}/:node/comments`, "reply", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      const target = posts.get(req.params.node) ?? comments.get(req.params.node);
      if (!target) return noObject(req.params.node);
      const message = req.form().get("message") ?? "";
      if (!message) return graphError(400, 100, "(#100) Missing message");
      const id = `${req.params.node.split("_").at(-1)}_${nextId()}`;
      const page = pageOf(who.id);
      comments.set(id, {
        id,
        on: req.params.node,
        text: message,
        from: { id: who.id, name: page?.name ?? META_FAKE_USER.name },
        createdAt: new Date(),
      });
      return { status: 200, json: { id } };
    })
    .on("GET", `${V}/:node/insights`, "post-metrics", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      const id = req.params.node;
      if (posts.has(id))
        return { status: 200, json: insights(id, { post_impressions: 420, post_clicks: 17 }, req.query.get("metric")) };
      if (media.has(id)) {
        const values = { views: 900, reach: 610, likes: 48, comments: commentsOn(id).length, shares: 5, saved: 9 };
        return { status: 200, json: insights(id, values, req.query.get("metric")) };
      }
      return noObject(id);
    })
    .on("POST", `${V}/:node/media`, "create-container", (req) =>
      asPage(req, pageOfIg(req.params.node)?.id, () => {
        const form = req.form();
        const container: Container = {
          id: nextId(),
          igUserId: req.params.node,
          status: "IN_PROGRESS",
          error: null,
          polls: 0,
          caption: form.get("caption") ?? "",
          image: null,
          children: [],
        };
        if (form.get("media_type") === "CAROUSEL") {
          container.children = (form.get("children") ?? "").split(",").filter(Boolean);
          if (container.children.length < 2 || container.children.length > 10)
            return graphError(400, 100, "(#100) A carousel takes 2 to 10 children");
          if (container.children.some((c) => containers.get(c)?.status !== "FINISHED"))
            return graphError(400, 9007, "Media ID is not available", { error_subcode: 2207027 });
          container.status = "FINISHED";
        } else {
          const url = form.get("image_url");
          if (!url) return graphError(400, 100, "(#100) The parameter image_url is required");
          void fill(container, url);
        }
        containers.set(container.id, container);
        return { status: 200, json: { id: container.id } };
      }),
    )
    .on("GET", `${V}/:node/media`, "media-list", (req) =>
      asPage(req, pageOfIg(req.params.node)?.id, () => {
        const since = sinceOf(req.query.get("since"));
        const withComments = (req.query.get("fields") ?? "").includes("comments");
        const data = [...media.values()]
          .filter((m) => m.igUserId === req.params.node && m.createdAt.getTime() >= since)
          .reverse()
          .map((m) => ({
            id: m.id,
            caption: m.caption,
            timestamp: iso(m.createdAt),
            permalink: `https://www.instagram.com/p/${m.id}/`,
            ...(withComments && commentsOn(m.id).length ? { comments: list(commentsOn(m.id)) } : {}),
          }));
        return { status: 200, json: list(data) };
      }),
    )
    .on("POST", `${V}/:node/media_publish`, "publish", (req) =>
      asPage(req, pageOfIg(req.params.node)?.id, () => {
        const container = containers.get(req.query.get("creation_id") ?? req.form().get("creation_id") ?? "");
        if (!container || container.igUserId !== req.params.node)
          return graphError(400, 100, "(#100) Invalid parameter creation_id");
        if (container.status !== "FINISHED")
          return graphError(400, 9007, "The media is not ready for publishing, please wait for a moment", {
            error_subcode: 2207027,
          });
        const images = container.children.length
          ? container.children.map((c) => containers.get(c)!.image!)
          : [container.image!];
        const item = {
          id: nextId(),
          igUserId: req.params.node,
          caption: container.caption,
          images,
          createdAt: new Date(),
        };
        media.set(item.id, item);
        container.status = "PUBLISHED";
        return { status: 200, json: { id: item.id } };
      }),
    )
    .on("POST", `${V}/:node/replies`, "reply", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      const parent = comments.get(req.params.node);
      if (!parent) return noObject(req.params.node);
      const id = nextId();
      const ig = META_FAKE_PAGES.find((p) => p.id === who.id)?.instagram;
      comments.set(id, {
        id,
        on: parent.on,
        text: req.form().get("message") ?? "",
        from: { id: ig?.id ?? who.id, name: ig?.name ?? "", username: ig?.username },
        createdAt: new Date(),
      });
      return { status: 200, json: { id } };
    })
    .on("GET", `${V}/:node/conversations`, "inbox-messages", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const platform = req.query.get("platform") ?? "messenger";
        if (platform !== "messenger" && platform !== "instagram")
          return graphError(400, 100, "(#100) platform must be one of the following values: instagram, messenger");
        const perConversation = Number((req.query.get("fields") ?? "").match(/messages\.limit\((\d+)\)/)?.[1] ?? 25);
        const withMessages = (req.query.get("fields") ?? "").includes("messages");
        const data = [...conversations.values()]
          .filter((c) => c.pageId === req.params.node && platform === "messenger")
          .sort((a, b) => (b.messages.at(-1)?.createdAt.getTime() ?? 0) - (a.messages.at(-1)?.createdAt.getTime() ?? 0))
          .slice(0, Number(req.query.get("limit") ?? 25))
          .map((c) => ({
            id: c.id,
            updated_time: iso(c.messages.at(-1)?.createdAt ?? new Date()),
            ...(withMessages
              ? { messages: list([...c.messages].reverse().slice(0, perConversation).map(messageJson)) }
              : {}),
          }));
        return { status: 200, json: list(data) };
      }),
    )
    .on("POST", `${V}/:node/messages`, "send-message", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const body = String(req.headers["content-type"] ?? "").includes("json")
          ? req.json<Record<string, any>>()
          : Object.fromEntries([...req.form()].map(([k, v]) => [k, v.startsWith("{") ? JSON.parse(v) : v]));
        const page = pageOf(req.params.node)!;
        const conversation = [...conversations.values()].find(
          (c) => c.pageId === page.id && c.psid === body?.recipient?.id,
        );
        if (!conversation) return graphError(400, 100, "(#100) No matching user found", { error_subcode: 2018001 });
        if (!body?.message?.text) return graphError(400, 100, "(#100) The parameter message[text] is required");
        const lastFromPerson = conversation.messages.filter((m) => m.from.id === conversation.psid).at(-1);
        if (
          body.messaging_type === "RESPONSE" &&
          (!lastFromPerson || Date.now() - lastFromPerson.createdAt.getTime() > 24 * 3_600_000)
        )
          return graphError(400, 10, "(#10) This message is sent outside of allowed window.", {
            error_subcode: 2018278,
          });
        const message = addToConversation(conversation, body.message.text, "page");
        return { status: 200, json: { recipient_id: conversation.psid, message_id: message.id } };
      }),
    )
    // Webhooks for Pages, "Install your app": a page token of the page, and page fields (query or form).
    .on("POST", `${V}/:node/subscribed_apps`, "subscribe-webhooks", (req) =>
      asPage(req, pageOf(req.params.node)?.id, () => {
        const asked = req.query.get("subscribed_fields") ?? req.form().get("subscribed_fields");
        if (!asked) return graphError(400, 100, "(#100) The parameter subscribed_fields is required.");
        const fields = asked.split(",").map((f) => f.trim());
        const unknown = fields.find((f) => !PAGE_WEBHOOK_FIELDS.has(f));
        if (unknown)
          return graphError(
            400,
            100,
            `(#100) Param subscribed_fields[0] must be one of {${[...PAGE_WEBHOOK_FIELDS].join(", ")}} - got "${unknown}".`,
          );
        pageSubscriptions.set(req.params.node, fields);
        return { status: 200, json: { success: true } };
      }),
    )
    .on("GET", `${V}/:node`, "node", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      const id = req.params.node;
      const container = containers.get(id);
      if (container) {
        container.polls++;
        // The first look finds it still processing, as Instagram's usually does.
        const status = container.polls === 1 && container.status === "FINISHED" ? "IN_PROGRESS" : container.status;
        return { status: 200, json: { status_code: status, status: container.error ?? `${status}`, id } };
      }
      const page = pageOf(id);
      if (page)
        return {
          status: 200,
          json: {
            id,
            name: page.name,
            link: `https://www.facebook.com/${id}`,
            followers_count: 1280,
            fan_count: 1200,
            picture: { data: { url: `https://scontent.fake/${id}.jpg` } },
          },
        };
      const ig = pageOfIg(id)?.instagram;
      if (ig)
        return {
          status: 200,
          json: {
            ...ig,
            profile_picture_url: `https://scontent.fake/${id}.jpg`,
            followers_count: 2048,
            follows_count: 64,
            media_count: [...media.values()].filter((m) => m.igUserId === id).length,
          },
        };
      const post = posts.get(id);
      if (post)
        return {
          status: 200,
          json: {
            id,
            message: post.message,
            created_time: iso(post.createdAt),
            reactions: { data: [], summary: { total_count: 31, viewer_reaction: "NONE" } },
            comments: { data: [], summary: { order: "ranked", total_count: commentsOn(id).length, can_comment: true } },
            shares: { count: 4 },
          },
        };
      const item = media.get(id);
      if (item)
        return { status: 200, json: { id, caption: item.caption, permalink: `https://www.instagram.com/p/${id}/` } };
      const message = messages.get(id);
      if (message) return { status: 200, json: messageJson(message) };
      return noObject(id);
    })
    .on("DELETE", `${V}/:node`, "delete", (req) => {
      const who = caller(req);
      if (isReply(who)) return who;
      const id = req.params.node;
      if (!posts.delete(id) && !media.delete(id) && !comments.delete(id)) return noObject(id);
      return { status: 200, json: { success: true } };
    });

  function messageJson(m: Message) {
    return { id: m.id, message: m.text, created_time: iso(m.createdAt), from: m.from, to: { data: [m.to] } };
  }

  function addToConversation(conversation: Conversation, text: string, by: "person" | "page", at = new Date()) {
    const page = pageOf(conversation.pageId)!;
    const person = { id: conversation.psid, name: conversation.name, email: `${conversation.psid}@facebook.com` };
    const message: Message = {
      id: `m_${crypto.randomBytes(16).toString("base64url")}`,
      text,
      from: by === "person" ? person : { id: page.id, name: page.name },
      to: by === "person" ? { id: page.id, name: page.name } : { id: person.id, name: person.name },
      createdAt: at,
    };
    conversation.messages.push(message);
    messages.set(message.id, message);
    return message;
  }

  await server.start(options.port);

  return {
    server,
    tokens: {
      /** Every token of the login and its pages expires now (page tokens included). */
      expireAccessTokens: () => stores.forEach((s) => s.expireAccessTokens()),
      /** The person removed the app: no token works. */
      revokeAll: () => stores.forEach((s) => s.revokeAll()),
      get refreshCount() {
        return 0;
      },
    },
    posts,
    photos,
    media,
    comments,
    containers,
    conversations,
    messages,
    pageSubscriptions,
    url: server.url,
    /** A public URL of these bytes, as the app's signed media URLs are. */
    host: (data: Uint8Array, contentType: string) => cdn.host(data, contentType),
    /** Someone comments on the newest post of the page (or Instagram account); returns the comment. */
    addComment(on: { pageId: string } | { igUserId: string }, text: string): Comment {
      const target =
        "pageId" in on
          ? [...posts.values()].filter((p) => p.pageId === on.pageId).at(-1)
          : [...media.values()].filter((m) => m.igUserId === on.igUserId).at(-1);
      if (!target) throw new Error("nothing to comment on yet: publish first");
      const id = `${target.id.split("_").at(-1)}_${crypto.randomInt(1e9)}`;
      const comment = {
        id,
        on: target.id,
        text,
        from: { id: "10160000000000009", name: "Casey Customer", username: "casey.customer" },
        createdAt: new Date(),
      };
      comments.set(id, comment);
      return comment;
    },
    /**
     * A person writes to the page on Messenger (a new conversation per `psid`); `at` backdates it
     * (outside the 24-hour window). Returns the message.
     */
    addMessage(pageId: string, text: string, from = { psid: "7010000000000001", name: "Casey Customer" }, at?: Date) {
      let conversation = [...conversations.values()].find((c) => c.pageId === pageId && c.psid === from.psid);
      if (!conversation) {
        conversation = { id: `t_${nextId()}`, pageId, psid: from.psid, name: from.name, messages: [] };
        conversations.set(conversation.id, conversation);
      }
      return addToConversation(conversation, text, "person", at);
    },
    env: () => ({
      FACEBOOK_API_URL: `${server.url}${V}`,
      FACEBOOK_AUTH_URL: `${server.url}${V}/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${server.url}${V}/oauth/access_token`,
      FACEBOOK_CLIENT_ID: META_FAKE_CLIENT.id,
      FACEBOOK_CLIENT_SECRET: META_FAKE_CLIENT.secret,
      INSTAGRAM_API_URL: `${server.url}${V}`,
      INSTAGRAM_AUTH_URL: `${server.url}${V}/dialog/oauth`,
      INSTAGRAM_TOKEN_URL: `${server.url}${V}/oauth/access_token`,
    }),
    close: () => server.close(),
  };
}

export type FakeMeta = Awaited<ReturnType<typeof startFakeMeta>>;
