import crypto from "node:crypto";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { TokenStore } from "../shared/oauth";
import { mediaHost } from "../meta/graph-fake";

/**
 * A fake TikTok (Login Kit OAuth v2 and the Content Posting API): the authorization page and
 * /v2/oauth/token/ with `client_key`; user info with the fields asked; creator info; photo posts
 * (/v2/post/publish/content/init/, images pulled from their URLs) and video posts
 * (/v2/post/publish/video/init/, PULL_FROM_URL or FILE_UPLOAD with chunks PUT to the upload URL,
 * each checked against the media transfer guide: Content-Range continuing from the bytes received,
 * Content-Length and Content-Type, chunk_size bytes but the last, which takes the rest);
 * the status of a post (PROCESSING_DOWNLOAD or PROCESSING_UPLOAD when first asked, then
 * PUBLISH_COMPLETE or FAILED with its fail_reason); the account's videos (list and query).
 * Answers wear TikTok's envelope `{data, error: {code, message, log_id}}`; each token may start
 * `postsPerMinute` posts a minute (429 rate_limit_exceeded) and `postsPerDay` a day
 * (403 spam_risk_too_many_posts).
 */
export const TIKTOK_FAKE_CLIENT = { key: "fake-tiktok-client-key", secret: "fake-tiktok-secret" };
export const TIKTOK_FAKE_USER = {
  open_id: "-000OaYmA4PKnW4Ry3Iz0LuTmxzZHtVzjhDk",
  union_id: "c9c60f44-a68e-4f5d-84dd-ce22faeb0ba1",
  username: "reach.tok",
  display_name: "Reach on TikTok",
  avatar_url: "https://p16-sign.tiktokcdn.fake/reach.jpeg",
  profile_deep_link: "https://vm.tiktok.com/ZMfake/",
  follower_count: 1280,
  following_count: 12,
  likes_count: 9400,
  video_count: 0,
};
export const TIKTOK_FAKE_CREATOR = {
  creator_avatar_url: TIKTOK_FAKE_USER.avatar_url,
  creator_username: TIKTOK_FAKE_USER.username,
  creator_nickname: TIKTOK_FAKE_USER.display_name,
  privacy_level_options: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
  comment_disabled: false,
  duet_disabled: false,
  stitch_disabled: true,
  max_video_post_duration_sec: 600,
};

export interface FakeTikTokPost {
  id: string;
  kind: "photo" | "video";
  text: string;
  title: string;
  images: Buffer[];
  video: Buffer | null;
  privacyLevel: string;
  disableComment: boolean;
  disableDuet: boolean;
  disableStitch: boolean;
  createdAt: Date;
}

interface Publish {
  id: string;
  status: "PROCESSING_UPLOAD" | "PROCESSING_DOWNLOAD" | "PUBLISH_COMPLETE" | "FAILED";
  failReason: string | null;
  polls: number;
  /** Resolves once the media arrived (pulled, or the last chunk uploaded) and were checked. */
  ready: Promise<void> | null;
  postId: string | null;
  upload: { size: number; chunkSize: number; chunks: number; received: Buffer[] } | null;
  post: Omit<FakeTikTokPost, "id" | "images" | "video" | "createdAt">;
}

const logId = () => `2026${crypto.randomBytes(10).toString("hex").toUpperCase()}`;
const ok = (data: unknown): Reply => ({
  status: 200,
  json: { data, error: { code: "ok", message: "", log_id: logId() } },
});
const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  json: { data: {}, error: { code, message, log_id: logId() } },
});
const oauthError = (status: number, error: string, description: string): Reply => ({
  status,
  json: { error, error_description: description, log_id: logId() },
});

const SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.publish", "video.list"];
const PHOTO_TYPES = ["image/jpeg", "image/webp"];
const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"];
const MB = 1024 * 1024;

export async function startFakeTikTok(options: { port?: number; postsPerMinute?: number; postsPerDay?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: 86_400,
    issueRefreshToken: true,
    rotateRefreshToken: false,
    prefix: "act",
  });
  const limits = { postsPerMinute: options.postsPerMinute ?? 6, postsPerDay: options.postsPerDay ?? 15 };
  const codes = new Map<string, { redirectUri: string; scopes: string[]; expiresAt: number }>();
  const publishes = new Map<string, Publish>();
  const posts = new Map<string, FakeTikTokPost>();
  const creator = structuredClone(TIKTOK_FAKE_CREATOR);
  /** Post starts per token, for the per-minute and daily caps. */
  const starts = new Map<string, number[]>();
  let nextPost = 7440000000000000000n;

  const server = new FakeServer("TikTok", (failure) => {
    if (failure === "duplicate") return apiError(403, "spam_risk", "This post was flagged as repeated content.");
    if (failure === "rate_limited")
      return apiError(429, "rate_limit_exceeded", "API rate limit was exceeded, try again later.");
    return apiError(500, "internal_error", "Something went wrong. Please try again later.");
  });
  const cdn = mediaHost(server);

  // Login Kit: the consent page on www.tiktok.com, then /v2/oauth/token/ on open.tiktokapis.com.
  server.on("GET", "/v2/auth/authorize/", "authorize", (req) => {
    const q = req.query;
    if (q.get("client_key") !== TIKTOK_FAKE_CLIENT.key) return { status: 400, text: "<h1>client_key is invalid</h1>" };
    if (q.get("response_type") !== "code") return { status: 400, text: "<h1>response_type must be code</h1>" };
    if (!/^https?:\/\//.test(q.get("redirect_uri") ?? ""))
      return { status: 400, text: "<h1>redirect_uri is invalid</h1>" };
    const hidden = ["client_key", "redirect_uri", "state", "scope"]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q.get(name) ?? "")}">`)
      .join("");
    return {
      status: 200,
      text: `<!doctype html><html><head><title>Authorize app - TikTok (fake)</title></head><body>
<h1>TikTok (fake) wants access to your account</h1><p>Scopes: ${escapeHtml(q.get("scope") ?? "")}</p>
<form method="post" action="/v2/auth/authorize/">${hidden}
<button name="decision" value="approve">Authorize app</button> <button name="decision" value="deny">Cancel</button></form></body></html>`,
    };
  });
  server.on("POST", "/v2/auth/authorize/", "authorize-decision", (req) => {
    const form = req.form();
    const redirect = new URL(form.get("redirect_uri") ?? "");
    if (form.get("state")) redirect.searchParams.set("state", form.get("state")!);
    if (form.get("decision") !== "approve") {
      redirect.searchParams.set("error", "access_denied");
      redirect.searchParams.set("error_description", "The user denied the request");
      return { status: 302, headers: { location: redirect.toString() } };
    }
    const code = crypto.randomBytes(16).toString("hex");
    const scopes = (form.get("scope") ?? "").split(",").filter((s) => SCOPES.includes(s));
    codes.set(code, { redirectUri: form.get("redirect_uri")!, scopes, expiresAt: Date.now() + 60_000 });
    redirect.searchParams.set("code", code);
    redirect.searchParams.set("scopes", scopes.join(","));
    return { status: 302, headers: { location: redirect.toString() } };
  });
  server.on("POST", "/v2/oauth/token/", "token", (req) => {
    const form = req.form();
    if (form.get("client_key") !== TIKTOK_FAKE_CLIENT.key || form.get("client_secret") !== TIKTOK_FAKE_CLIENT.secret)
      return oauthError(401, "invalid_client", "Client key or secret is incorrect.");
    let issued;
    let scopes: string[];
    if (form.get("grant_type") === "authorization_code") {
      const pending = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!pending || pending.expiresAt < Date.now())
        return oauthError(400, "invalid_grant", "Authorization code is expired.");
      if (pending.redirectUri !== form.get("redirect_uri"))
        return oauthError(400, "invalid_request", "Redirect URI does not match.");
      scopes = pending.scopes;
      issued = tokens.issue({ userId: TIKTOK_FAKE_USER.open_id, scopes });
    } else if (form.get("grant_type") === "refresh_token") {
      issued = tokens.useRefreshToken(form.get("refresh_token") ?? "");
      if (!issued) return oauthError(400, "invalid_grant", "Refresh token is invalid or expired.");
      // TikTok answers a refresh with a refresh token: a new one, or the same while it is valid.
      issued.refreshToken ??= form.get("refresh_token");
      scopes = SCOPES;
    } else {
      return oauthError(400, "unsupported_grant_type", "grant_type is not supported.");
    }
    return {
      status: 200,
      json: {
        open_id: TIKTOK_FAKE_USER.open_id,
        scope: scopes.join(","),
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        refresh_token: issued.refreshToken,
        refresh_expires_in: 31_536_000,
        token_type: "Bearer",
      },
    };
  });

  const authed = (handler: (req: FakeRequest, token: string) => Reply | Promise<Reply>) => (req: FakeRequest) => {
    const token = bearer(req);
    return "problem" in tokens.check(token)
      ? apiError(401, "access_token_invalid", "The access token is invalid or not found in the request.")
      : handler(req, token!);
  };

  const videoJson = (p: FakeTikTokPost, fields: string[]) => {
    const all: Record<string, unknown> = {
      id: p.id,
      title: p.kind === "video" ? p.text : p.title,
      video_description: p.text,
      create_time: Math.floor(p.createdAt.getTime() / 1000),
      share_url: `https://www.tiktok.com/@${TIKTOK_FAKE_USER.username}/${p.kind}/${p.id}`,
      duration: p.kind === "video" ? 12 : 0,
      view_count: 1530,
      like_count: 212,
      comment_count: 18,
      share_count: 7,
    };
    return Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]));
  };
  const fieldsOf = (req: FakeRequest) => (req.query.get("fields") ?? "").split(",").filter(Boolean);

  /** The per-minute and daily caps on starting posts; null when this start is allowed (and counted). */
  function capped(token: string): Reply | null {
    const now = Date.now();
    const recent = (starts.get(token) ?? []).filter((t) => t > now - 86_400_000);
    if (recent.filter((t) => t > now - 60_000).length >= limits.postsPerMinute)
      return apiError(429, "rate_limit_exceeded", "API rate limit was exceeded, try again later.");
    if (recent.length >= limits.postsPerDay)
      return apiError(
        403,
        "spam_risk_too_many_posts",
        "The daily post cap from the API is reached for the current user.",
      );
    starts.set(token, [...recent, now]);
    return null;
  }

  /** post_info checks shared by photos and videos: the privacy level must be one the creator may use now. */
  function postInfoProblem(info: Record<string, any> | undefined): Reply | null {
    if (!info || typeof info.privacy_level !== "string")
      return apiError(400, "invalid_params", "post_info.privacy_level is required.");
    if (!creator.privacy_level_options.includes(info.privacy_level))
      return apiError(400, "privacy_level_option_mismatch", "privacy_level is not one of the creator's options.");
    return null;
  }

  function startPublish(post: Publish["post"], status: Publish["status"]): Publish {
    const id = `p_pub_url~v2.${crypto.randomBytes(9).toString("hex")}`;
    const publish: Publish = { id, status, failReason: null, polls: 0, ready: null, postId: null, upload: null, post };
    publishes.set(id, publish);
    return publish;
  }

  function finish(publish: Publish, media: { images: Buffer[]; video: Buffer | null } | { failReason: string }) {
    if ("failReason" in media) {
      publish.status = "FAILED";
      publish.failReason = media.failReason;
      return;
    }
    const id = String(nextPost++);
    posts.set(id, { ...publish.post, id, ...media, createdAt: new Date() });
    publish.postId = id;
    publish.status = "PUBLISH_COMPLETE";
  }

  async function pull(
    url: string,
    types: string[],
    failReason: string,
  ): Promise<{ failReason: string } | { data: Buffer }> {
    const got = await cdn.fetch(url);
    if ("error" in got) return { failReason };
    if (!types.some((t) => got.contentType.startsWith(t))) return { failReason: "file_format_check_failed" };
    return { data: got.data };
  }

  server
    .on(
      "GET",
      "/v2/user/info/",
      "profile",
      authed((req) => {
        const fields = fieldsOf(req);
        if (!fields.length) return apiError(400, "invalid_params", "fields is required.");
        const user: Record<string, unknown> = { ...TIKTOK_FAKE_USER, video_count: posts.size };
        return ok({ user: Object.fromEntries(fields.filter((f) => f in user).map((f) => [f, user[f]])) });
      }),
    )
    .on(
      "POST",
      "/v2/post/publish/creator_info/query/",
      "creator-info",
      authed(() => ok(creator)),
    )
    .on(
      "POST",
      "/v2/post/publish/content/init/",
      "publish",
      authed((req, token) => {
        const body = req.json<Record<string, any>>() ?? {};
        if (body.media_type !== "PHOTO") return apiError(400, "invalid_params", "media_type must be PHOTO.");
        if (!["DIRECT_POST", "MEDIA_UPLOAD"].includes(body.post_mode))
          return apiError(400, "invalid_params", "post_mode is invalid.");
        const problem = postInfoProblem(body.post_info);
        if (problem) return problem;
        const info = body.post_info;
        if (typeof info.title === "string" && info.title.length > 90)
          return apiError(400, "invalid_params", "post_info.title is longer than 90 characters.");
        if (typeof info.description === "string" && info.description.length > 4000)
          return apiError(400, "invalid_params", "post_info.description is longer than 4000 characters.");
        const source = body.source_info ?? {};
        const urls: unknown[] = Array.isArray(source.photo_images) ? source.photo_images : [];
        if (source.source !== "PULL_FROM_URL")
          return apiError(400, "invalid_params", "photos are only taken by PULL_FROM_URL.");
        if (urls.length < 1 || urls.length > 35 || urls.some((u) => typeof u !== "string"))
          return apiError(400, "invalid_params", "photo_images must hold 1 to 35 URLs.");
        const capReply = capped(token);
        if (capReply) return capReply;
        const publish = startPublish(
          {
            kind: "photo",
            text: info.description ?? "",
            title: info.title ?? "",
            privacyLevel: info.privacy_level,
            disableComment: Boolean(info.disable_comment),
            disableDuet: true,
            disableStitch: true,
          },
          "PROCESSING_DOWNLOAD",
        );
        publish.ready = (async () => {
          const pulled = await Promise.all(urls.map((u) => pull(u as string, PHOTO_TYPES, "photo_pull_failed")));
          const failed = pulled.find((p): p is { failReason: string } => "failReason" in p);
          finish(
            publish,
            failed ?? { images: pulled.map((p) => ("data" in p ? p.data : Buffer.alloc(0))), video: null },
          );
        })();
        return ok({ publish_id: publish.id });
      }),
    )
    .on(
      "POST",
      "/v2/post/publish/video/init/",
      "publish",
      authed((req, token) => {
        const body = req.json<Record<string, any>>() ?? {};
        const problem = postInfoProblem(body.post_info);
        if (problem) return problem;
        const info = body.post_info;
        if (typeof info.title === "string" && info.title.length > 2200)
          return apiError(400, "invalid_params", "post_info.title is longer than 2200 characters.");
        const source = body.source_info ?? {};
        const post = {
          kind: "video" as const,
          text: info.title ?? "",
          title: info.title ?? "",
          privacyLevel: info.privacy_level,
          disableComment: Boolean(info.disable_comment),
          disableDuet: Boolean(info.disable_duet),
          disableStitch: Boolean(info.disable_stitch),
        };
        if (source.source === "PULL_FROM_URL") {
          if (typeof source.video_url !== "string") return apiError(400, "invalid_params", "video_url is required.");
          const capReply = capped(token);
          if (capReply) return capReply;
          const publish = startPublish(post, "PROCESSING_DOWNLOAD");
          publish.ready = (async () => {
            const got = await pull(source.video_url, VIDEO_TYPES, "video_pull_failed");
            finish(publish, "failReason" in got ? got : { images: [], video: got.data });
          })();
          return ok({ publish_id: publish.id });
        }
        if (source.source !== "FILE_UPLOAD")
          return apiError(400, "invalid_params", "source must be FILE_UPLOAD or PULL_FROM_URL.");
        const { video_size: size, chunk_size: chunkSize, total_chunk_count: chunks } = source;
        if (![size, chunkSize, chunks].every((n) => Number.isInteger(n) && n > 0))
          return apiError(400, "invalid_params", "video_size, chunk_size and total_chunk_count are required.");
        // The media transfer guide's chunk rules.
        const whole = size < 5 * MB;
        if (
          (whole && (chunkSize !== size || chunks !== 1)) ||
          (!whole && (chunkSize < 5 * MB || chunkSize > 64 * MB)) ||
          chunks !== Math.max(1, Math.floor(size / chunkSize)) ||
          chunks > 1000
        )
          return apiError(
            400,
            "invalid_params",
            "The chunk size or chunk count does not follow the media transfer guide.",
          );
        const capReply = capped(token);
        if (capReply) return capReply;
        const publish = startPublish(post, "PROCESSING_UPLOAD");
        publish.upload = { size, chunkSize, chunks, received: [] };
        return ok({ publish_id: publish.id, upload_url: `${server.url}/upload/${encodeURIComponent(publish.id)}` });
      }),
    )
    .on("PUT", "/upload/:publishId", "upload", (req) => {
      const publish = publishes.get(req.params.publishId);
      const upload = publish?.upload;
      if (!publish || !upload) return { status: 404, text: "" };
      const range = String(req.headers["content-range"] ?? "").match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      const type = String(req.headers["content-type"] ?? "");
      const offset = upload.received.reduce((n, b) => n + b.length, 0);
      if (!range || Number(range[3]) !== upload.size || Number(range[1]) !== offset)
        return { status: 416, text: "Content-Range does not follow the bytes already received" };
      if (Number(range[2]) - Number(range[1]) + 1 !== req.body.length)
        return { status: 400, text: "Content-Range does not match the body's length" };
      if (Number(req.headers["content-length"]) !== req.body.length)
        return { status: 400, text: "Content-Length does not match the body's length" };
      if (!type) return { status: 400, text: "Content-Type is required" };
      // The media transfer guide: every chunk but the last is chunk_size; the last takes the
      // trailing bytes too, up to 128 MB.
      const final = upload.received.length === upload.chunks - 1;
      if (!final && req.body.length !== upload.chunkSize)
        return { status: 400, text: `A chunk before the last must be chunk_size (${upload.chunkSize} bytes)` };
      if (final && (offset + req.body.length !== upload.size || req.body.length > 128 * MB))
        return { status: 400, text: "The last chunk must carry the remaining bytes, at most 128 MB" };
      upload.received.push(req.body);
      if (upload.received.length < upload.chunks) return { status: 206, text: "" };
      const video = Buffer.concat(upload.received);
      if (video.length !== upload.size) return { status: 400, text: "The video's size differs from video_size" };
      publish.status = "PROCESSING_UPLOAD";
      publish.ready = Promise.resolve(
        finish(
          publish,
          VIDEO_TYPES.includes(type) ? { images: [], video } : { failReason: "file_format_check_failed" },
        ),
      );
      return { status: 201, text: "" };
    })
    .on(
      "POST",
      "/v2/post/publish/status/fetch/",
      "publish-status",
      authed(async (req) => {
        const publish = publishes.get(req.json<{ publish_id?: string }>()?.publish_id ?? "");
        if (!publish) return apiError(400, "invalid_params", "publish_id is invalid.");
        publish.polls++;
        // Still processing when first asked, as TikTok is while it fetches and checks the media.
        if (publish.polls > 1 && publish.ready) await publish.ready;
        const done = publish.polls > 1 && (publish.status === "PUBLISH_COMPLETE" || publish.status === "FAILED");
        const status = done
          ? publish.status
          : publish.upload && !publish.ready
            ? "PROCESSING_UPLOAD"
            : "PROCESSING_DOWNLOAD";
        const post = publish.postId ? posts.get(publish.postId) : null;
        const reply = ok({
          status,
          ...(status === "FAILED" ? { fail_reason: publish.failReason } : {}),
          publicaly_available_post_id: [],
          uploaded_bytes: publish.upload?.received.reduce((n, b) => n + b.length, 0) ?? 0,
          downloaded_bytes: post ? (post.video?.length ?? post.images.reduce((n, b) => n + b.length, 0)) : 0,
        });
        // Only a post others may see gets an id, written as TikTok does: an int64 JSON number.
        const visible = status === "PUBLISH_COMPLETE" && post && post.privacyLevel !== "SELF_ONLY";
        const text = JSON.stringify(reply.json).replace(
          '"publicaly_available_post_id":[]',
          `"publicaly_available_post_id":[${visible ? post.id : ""}]`,
        );
        return { status: 200, headers: { "content-type": "application/json; charset=utf-8" }, body: Buffer.from(text) };
      }),
    )
    .on(
      "POST",
      "/v2/video/query/",
      "post-metrics",
      authed((req) => {
        const ids: unknown = req.json<{ filters?: { video_ids?: unknown } }>()?.filters?.video_ids;
        if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20)
          return apiError(400, "invalid_params", "filters.video_ids must hold 1 to 20 ids.");
        const videos = ids.map((id) => posts.get(String(id))).filter((p) => p !== undefined);
        return ok({ videos: videos.map((p) => videoJson(p, fieldsOf(req))) });
      }),
    )
    .on(
      "POST",
      "/v2/video/list/",
      "recent-posts",
      authed((req) => {
        const max = Number(req.json<{ max_count?: number }>()?.max_count ?? 10);
        if (!Number.isInteger(max) || max < 1 || max > 20)
          return apiError(400, "invalid_params", "max_count must be 1 to 20.");
        const list = [...posts.values()].reverse().slice(0, max);
        return ok({
          videos: list.map((p) => videoJson(p, fieldsOf(req))),
          cursor: list.at(-1)?.createdAt.getTime() ?? 0,
          has_more: posts.size > max,
        });
      }),
    );

  await server.start(options.port);
  return {
    server,
    tokens,
    posts,
    publishes,
    creator,
    limits,
    url: server.url,
    /** Bytes at a public URL of the fake, as the app's signed media URLs are. */
    host: (data: Uint8Array, contentType: string) => cdn.host(data, contentType),
    /** The post a publish made, once TikTok finished it. */
    postOfPublish: (publishId: string) => {
      const id = publishes.get(publishId)?.postId;
      return id ? (posts.get(id) ?? null) : null;
    },
    env: () => ({
      TIKTOK_API_URL: server.url,
      TIKTOK_AUTH_URL: `${server.url}/v2/auth/authorize/`,
      TIKTOK_TOKEN_URL: `${server.url}/v2/oauth/token/`,
      TIKTOK_CLIENT_ID: TIKTOK_FAKE_CLIENT.key,
      TIKTOK_CLIENT_SECRET: TIKTOK_FAKE_CLIENT.secret,
    }),
    close: () => server.close(),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type FakeTikTok = Awaited<ReturnType<typeof startFakeTikTok>>;
