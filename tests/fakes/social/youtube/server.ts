import crypto from "node:crypto";
import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore } from "../shared/oauth";

/**
 * A fake YouTube: Google OAuth 2.0 (consent page, /token with the client in the form, hour-long
 * access tokens, a refresh token that is never rotated), the Data API v3 (channels, videos,
 * playlistItems, commentThreads, comments) under /youtube/v3, the resumable upload protocol under
 * /upload/youtube/v3 (session POST → Location, X-Upload-Content-Length optional; PUT chunks with
 * Content-Range → 308 Range or 201, `/*` for a total not yet known, `bytes * /size` status queries,
 * 256 KiB chunk multiples, expired sessions 404, a chunk cut short by a broken connection whose
 * first part is kept: keepPartOfNextChunk), Google's error shape
 * (`{error: {code, message, errors: [{reason}]}}`, quotaExceeded, rateLimitExceeded), a WebSub hub
 * (/hub/subscribe, verification of intent by GET to the callback, signed Atom notifications) and a
 * plain file host (/media/:name) for the videos posts link to.
 */
export const YOUTUBE_FAKE_CLIENT = {
  id: "fake-youtube-client.apps.googleusercontent.com",
  secret: "fake-youtube-secret",
};
export const YOUTUBE_FAKE_CHANNEL = {
  id: "UCreachcafe0000000000001",
  title: "Reach Cafe",
  customUrl: "@reachcafe",
  avatar: "https://yt3.ggpht.fake/reachcafe.jpg",
  subscriberCount: 1280,
};
const UPLOADS_PLAYLIST = `UU${YOUTUBE_FAKE_CHANNEL.id.slice(2)}`;
const API = "/youtube/v3";
const UPLOAD = "/upload/youtube/v3";
export const CHUNK_UNIT = 256 * 1024;

export function googleError(status: number, reason: string, message: string, domain = "youtube"): Reply {
  const statusName: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
  };
  return {
    status,
    json: { error: { code: status, message, errors: [{ message, domain, reason }], status: statusName[status] } },
  };
}

export interface FakeVideo {
  id: string;
  title: string;
  description: string;
  privacyStatus: string;
  bytes: Buffer;
  contentType: string;
  publishedAt: Date;
  views: number;
  likes: number;
}

export interface FakeComment {
  id: string;
  videoId: string;
  text: string;
  authorName: string;
  authorChannelId: string;
  parentId: string | null;
  publishedAt: Date;
}

interface UploadSession {
  /** null until a chunk names it (the session was opened without X-Upload-Content-Length). */
  total: number | null;
  contentType: string;
  metadata: { title: string; description: string; privacyStatus: string };
  received: Buffer[];
  size: number;
  videoId: string | null;
}

interface Subscription {
  callback: string;
  topic: string;
  secret: string | null;
  leaseSeconds: number;
  verified: boolean;
}

/** How the hub reaches subscribers; tests that run the app in-process route it to the route handlers. */
export type CallbackTransport = (
  url: string,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; text: string }>;

const overHttp: CallbackTransport = async (url, init) => {
  const res = await fetch(url, init);
  return { status: res.status, text: await res.text() };
};

const topicOf = (channelId: string) => `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${channelId}`;

export async function startFakeYoutube(options: { port?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: 3600,
    issueRefreshToken: true,
    rotateRefreshToken: false,
    prefix: "ya29",
  });
  const videos = new Map<string, FakeVideo>();
  const comments = new Map<string, FakeComment>();
  const sessions = new Map<string, UploadSession>();
  const files = new Map<string, { data: Buffer; contentType: string }>();
  const subscriptions = new Map<string, Subscription>();
  const pendingVerifications: Promise<void>[] = [];
  let quotaExhausted = false;
  let expireNextSession = false;
  /** The next data chunk breaks off after this many bytes: those are kept, the answer is a 503. */
  let keepOfNextChunk: number | null = null;
  let callbackTransport = overHttp;
  let clock = Date.now();
  const later = () => new Date((clock += 1000));
  const newId = (length: number) => crypto.randomBytes(length).toString("base64url").slice(0, length);

  const server = new FakeServer("YouTube", (failure) => {
    if (failure === "duplicate") return googleError(400, "invalidVideoMetadata", "The request metadata is invalid.");
    if (failure === "rate_limited") return googleError(429, "rateLimitExceeded", "Rate Limit Exceeded", "usageLimits");
    return googleError(500, "backendError", "Backend Error", "global");
  });

  addOAuth(server, {
    authorizePath: "/o/oauth2/v2/auth",
    tokenPath: "/token",
    clients: (id) => (id === YOUTUBE_FAKE_CLIENT.id ? { secret: YOUTUBE_FAKE_CLIENT.secret } : undefined),
    clientAuth: "body",
    pkceRequired: false,
    tokens,
    userId: YOUTUBE_FAKE_CHANNEL.id,
    tokenReply: () => ({ token_type: "Bearer" }),
  });

  /** Every API call needs a live token and spends quota; an exhausted quota answers 403 quotaExceeded. */
  const authed = (handler: (req: FakeRequest) => Reply | Promise<Reply>) => (req: FakeRequest) => {
    if ("problem" in tokens.check(bearer(req)))
      return googleError(
        401,
        "authError",
        "Request had invalid authentication credentials. Expected OAuth 2 access token.",
        "global",
      );
    if (quotaExhausted)
      return googleError(
        403,
        "quotaExceeded",
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      );
    return handler(req);
  };

  const videoJson = (v: FakeVideo, parts: string[]) => ({
    kind: "youtube#video",
    id: v.id,
    ...(parts.includes("snippet")
      ? {
          snippet: {
            publishedAt: v.publishedAt.toISOString(),
            channelId: YOUTUBE_FAKE_CHANNEL.id,
            title: v.title,
            description: v.description,
            channelTitle: YOUTUBE_FAKE_CHANNEL.title,
          },
        }
      : {}),
    ...(parts.includes("status") ? { status: { uploadStatus: "uploaded", privacyStatus: v.privacyStatus } } : {}),
    ...(parts.includes("statistics")
      ? {
          statistics: {
            viewCount: String(v.views),
            likeCount: String(v.likes),
            favoriteCount: "0",
            commentCount: String([...comments.values()].filter((c) => c.videoId === v.id).length),
          },
        }
      : {}),
  });

  const commentJson = (c: FakeComment) => ({
    kind: "youtube#comment",
    id: c.id,
    snippet: {
      channelId: YOUTUBE_FAKE_CHANNEL.id,
      videoId: c.videoId,
      textDisplay: c.text,
      textOriginal: c.text,
      ...(c.parentId ? { parentId: c.parentId } : {}),
      authorDisplayName: c.authorName,
      authorProfileImageUrl: `https://yt3.ggpht.fake/${c.authorChannelId}.jpg`,
      authorChannelUrl: `http://www.youtube.com/channel/${c.authorChannelId}`,
      authorChannelId: { value: c.authorChannelId },
      canRate: true,
      likeCount: 0,
      publishedAt: c.publishedAt.toISOString(),
      updatedAt: c.publishedAt.toISOString(),
    },
  });

  function finishUpload(session: UploadSession): FakeVideo {
    const video: FakeVideo = {
      id: newId(11),
      ...session.metadata,
      bytes: Buffer.concat(session.received),
      contentType: session.contentType,
      publishedAt: later(),
      views: 0,
      likes: 0,
    };
    videos.set(video.id, video);
    session.videoId = video.id;
    return video;
  }

  const incomplete = (session: UploadSession): Reply => ({
    status: 308,
    headers: session.size > 0 ? { range: `bytes=0-${session.size - 1}` } : {},
  });

  server
    .on(
      "GET",
      `${API}/channels`,
      "profile",
      authed((req) => {
        if (req.query.get("mine") !== "true" && req.query.get("id") !== YOUTUBE_FAKE_CHANNEL.id)
          return { status: 200, json: { kind: "youtube#channelListResponse", items: [] } };
        const parts = (req.query.get("part") ?? "").split(",");
        return {
          status: 200,
          json: {
            kind: "youtube#channelListResponse",
            pageInfo: { totalResults: 1, resultsPerPage: 5 },
            items: [
              {
                kind: "youtube#channel",
                id: YOUTUBE_FAKE_CHANNEL.id,
                ...(parts.includes("snippet")
                  ? {
                      snippet: {
                        title: YOUTUBE_FAKE_CHANNEL.title,
                        description: "",
                        customUrl: YOUTUBE_FAKE_CHANNEL.customUrl,
                        thumbnails: { default: { url: YOUTUBE_FAKE_CHANNEL.avatar, width: 88, height: 88 } },
                      },
                    }
                  : {}),
                ...(parts.includes("statistics")
                  ? {
                      statistics: {
                        viewCount: "0",
                        subscriberCount: String(YOUTUBE_FAKE_CHANNEL.subscriberCount),
                        hiddenSubscriberCount: false,
                        videoCount: String(videos.size),
                      },
                    }
                  : {}),
                ...(parts.includes("contentDetails")
                  ? { contentDetails: { relatedPlaylists: { likes: "", uploads: UPLOADS_PLAYLIST } } }
                  : {}),
              },
            ],
          },
        };
      }),
    )
    .on(
      "POST",
      `${UPLOAD}/videos`,
      "publish",
      authed((req) => {
        if (req.query.get("uploadType") !== "resumable")
          return googleError(400, "badRequest", "Use uploadType=resumable for this fake.");
        const parts = (req.query.get("part") ?? "").split(",");
        if (!parts.includes("snippet")) return googleError(400, "invalidPart", "part must include snippet.");
        const declared = req.headers["x-upload-content-length"];
        const total = declared === undefined ? null : Number(declared);
        const contentType = String(req.headers["x-upload-content-type"] ?? "");
        if (total !== null && (!Number.isInteger(total) || total <= 0))
          return googleError(400, "badRequest", "X-Upload-Content-Length is invalid.");
        if (!contentType.startsWith("video/") && contentType !== "application/octet-stream")
          return googleError(400, "invalidContentType", "Media type is not supported.");
        const body = req.json<{ snippet?: Record<string, string>; status?: Record<string, string> }>() ?? {};
        const title = body.snippet?.title ?? "";
        const description = body.snippet?.description ?? "";
        if (!title.trim())
          return googleError(400, "invalidTitle", "The request metadata specifies an invalid video title.");
        if (Array.from(title).length > 100 || /[<>]/.test(title))
          return googleError(400, "invalidTitle", "The request metadata specifies an invalid video title.");
        if (Buffer.byteLength(description) > 5000 || /[<>]/.test(description))
          return googleError(400, "invalidDescription", "The request metadata specifies an invalid video description.");
        const privacyStatus = body.status?.privacyStatus ?? "public";
        if (!["public", "unlisted", "private"].includes(privacyStatus))
          return googleError(400, "invalidVideoMetadata", "The request metadata is invalid.");
        const uploadId = newId(24);
        sessions.set(uploadId, {
          total,
          contentType,
          metadata: { title, description, privacyStatus },
          received: [],
          size: 0,
          videoId: null,
        });
        return {
          status: 200,
          headers: {
            location: `${server.url}${UPLOAD}/videos?uploadType=resumable&part=${encodeURIComponent(parts.join(","))}&upload_id=${uploadId}`,
          },
          text: "",
        };
      }),
    )
    .on("PUT", `${UPLOAD}/videos`, "upload", (req) => {
      if (expireNextSession) {
        expireNextSession = false;
        sessions.delete(req.query.get("upload_id") ?? "");
      }
      const session = sessions.get(req.query.get("upload_id") ?? "");
      if (!session) return googleError(404, "notFound", "The upload session was not found or has expired.", "global");
      if (session.videoId) return { status: 201, json: videoJson(videos.get(session.videoId)!, ["snippet", "status"]) };
      const range = String(req.headers["content-range"] ?? "");
      if (/^bytes \*\/(\d+|\*)$/.test(range)) return incomplete(session);
      const m = range.match(/^bytes (\d+)-(\d+)\/(\d+|\*)$/);
      const named = m?.[3] === "*" ? null : Number(m?.[3]);
      if (!m || (session.total !== null && named !== null && named !== session.total))
        return googleError(400, "badRequest", "Content-Range is missing or does not match the upload.", "global");
      const [from, to] = [Number(m[1]), Number(m[2])];
      if (to - from + 1 !== req.body.length)
        return googleError(400, "badRequest", "Content-Range does not match the body length.", "global");
      // A chunk starting elsewhere than where the upload stands is answered with where it stands.
      if (from !== session.size) return incomplete(session);
      if (named !== null) session.total = named;
      const last = to + 1 === session.total;
      if (!last && req.body.length % CHUNK_UNIT !== 0)
        return googleError(400, "badRequest", "Chunks must be multiples of 256 KiB, except the last.", "global");
      if (keepOfNextChunk !== null) {
        const kept = req.body.subarray(0, keepOfNextChunk);
        keepOfNextChunk = null;
        session.received.push(kept);
        session.size += kept.length;
        return googleError(503, "backendError", "The connection broke off during the upload.", "global");
      }
      session.received.push(req.body);
      session.size += req.body.length;
      if (!last) return incomplete(session);
      return { status: 201, json: videoJson(finishUpload(session), ["snippet", "status"]) };
    })
    .on(
      "GET",
      `${API}/videos`,
      "post-metrics",
      authed((req) => {
        const ids = (req.query.get("id") ?? "").split(",").filter(Boolean);
        const parts = (req.query.get("part") ?? "").split(",");
        const items = ids.flatMap((id) => (videos.has(id) ? [videoJson(videos.get(id)!, parts)] : []));
        return {
          status: 200,
          json: { kind: "youtube#videoListResponse", items, pageInfo: { totalResults: items.length } },
        };
      }),
    )
    .on(
      "DELETE",
      `${API}/videos`,
      "delete",
      authed((req) => {
        const id = req.query.get("id") ?? "";
        if (!videos.delete(id))
          return googleError(404, "videoNotFound", "The video that you are trying to delete cannot be found.");
        return { status: 204, text: "" };
      }),
    )
    .on(
      "GET",
      `${API}/playlistItems`,
      "recent-posts",
      authed((req) => {
        if (req.query.get("playlistId") !== UPLOADS_PLAYLIST)
          return googleError(
            404,
            "playlistNotFound",
            "The playlist identified with the request's playlistId parameter cannot be found.",
          );
        const max = Number(req.query.get("maxResults") ?? 5);
        const items = [...videos.values()]
          .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
          .slice(0, max)
          .map((v) => ({
            kind: "youtube#playlistItem",
            id: `PLI${v.id}`,
            snippet: {
              publishedAt: v.publishedAt.toISOString(),
              channelId: YOUTUBE_FAKE_CHANNEL.id,
              title: v.title,
              description: v.description,
              playlistId: UPLOADS_PLAYLIST,
              resourceId: { kind: "youtube#video", videoId: v.id },
            },
          }));
        return { status: 200, json: { kind: "youtube#playlistItemListResponse", items } };
      }),
    )
    .on(
      "GET",
      `${API}/commentThreads`,
      "inbox",
      authed((req) => {
        if (req.query.get("allThreadsRelatedToChannelId") !== YOUTUBE_FAKE_CHANNEL.id)
          return googleError(404, "channelNotFound", "The channel could not be found.");
        const max = Math.min(Number(req.query.get("maxResults") ?? 20), 100);
        const start = Number(req.query.get("pageToken") ?? 0) || 0;
        const threads = [...comments.values()]
          .filter((c) => c.parentId === null)
          .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
        const page = threads.slice(start, start + max);
        return {
          status: 200,
          json: {
            kind: "youtube#commentThreadListResponse",
            ...(start + max < threads.length ? { nextPageToken: String(start + max) } : {}),
            items: page.map((c) => ({
              kind: "youtube#commentThread",
              id: c.id,
              snippet: {
                channelId: YOUTUBE_FAKE_CHANNEL.id,
                videoId: c.videoId,
                topLevelComment: commentJson(c),
                canReply: true,
                totalReplyCount: [...comments.values()].filter((r) => r.parentId === c.id).length,
                isPublic: true,
              },
            })),
          },
        };
      }),
    )
    .on(
      "POST",
      `${API}/comments`,
      "reply",
      authed((req) => {
        const snippet = req.json<{ snippet?: { parentId?: string; textOriginal?: string } }>()?.snippet ?? {};
        const parent = comments.get(snippet.parentId ?? "");
        if (!parent || parent.parentId !== null)
          return googleError(404, "parentCommentNotFound", "The specified parent comment could not be found.");
        if (!snippet.textOriginal?.trim())
          return googleError(400, "commentTextRequired", "The comment text is required.");
        const reply: FakeComment = {
          id: `${parent.id}.${newId(22)}`,
          videoId: parent.videoId,
          text: snippet.textOriginal,
          authorName: YOUTUBE_FAKE_CHANNEL.customUrl,
          authorChannelId: YOUTUBE_FAKE_CHANNEL.id,
          parentId: parent.id,
          publishedAt: later(),
        };
        comments.set(reply.id, reply);
        return { status: 200, json: commentJson(reply) };
      }),
    )
    .on("POST", "/hub/subscribe", "websub-subscribe", async (req) => {
      const form = req.form();
      const callback = form.get("hub.callback") ?? "";
      const topic = form.get("hub.topic") ?? "";
      const mode = form.get("hub.mode");
      if (!/^https?:\/\//.test(callback) || !topic || (mode !== "subscribe" && mode !== "unsubscribe"))
        return { status: 400, text: "Invalid value for hub.callback, hub.topic or hub.mode" };
      const leaseSeconds = Math.min(Number(form.get("hub.lease_seconds") ?? 432_000) || 432_000, 828_000);
      const key = `${callback} ${topic}`;
      const pending: Subscription = {
        callback,
        topic,
        secret: form.get("hub.secret") || null,
        leaseSeconds,
        verified: false,
      };
      // Verification of intent, asynchronously as with hub.verify=async: the subscriber echoes the challenge.
      pendingVerifications.push(
        verifyIntent(pending, mode).then((ok) => {
          if (mode === "unsubscribe" && ok) subscriptions.delete(key);
          if (mode === "subscribe" && ok) subscriptions.set(key, { ...pending, verified: true });
        }),
      );
      return { status: 202, text: "" };
    })
    .on("GET", "/media/:name", "video-source", (req) => {
      const file = files.get(req.params.name);
      return file
        ? { status: 200, headers: { "content-type": file.contentType }, body: file.data }
        : { status: 404, text: "not found" };
    });

  const verifications: { topic: string; mode: string; status: number; echoed: boolean }[] = [];
  async function verifyIntent(sub: Subscription, mode: string): Promise<boolean> {
    const challenge = newId(20);
    const url = new URL(sub.callback);
    url.searchParams.set("hub.mode", mode);
    url.searchParams.set("hub.topic", sub.topic);
    url.searchParams.set("hub.challenge", challenge);
    url.searchParams.set("hub.lease_seconds", String(sub.leaseSeconds));
    try {
      const res = await callbackTransport(url.toString(), { method: "GET" });
      const echoed = res.status >= 200 && res.status < 300 && res.text === challenge;
      verifications.push({ topic: sub.topic, mode, status: res.status, echoed });
      return echoed;
    } catch {
      verifications.push({ topic: sub.topic, mode, status: 0, echoed: false });
      return false;
    }
  }

  await server.start(options.port);

  return {
    server,
    tokens,
    videos,
    comments,
    sessions,
    subscriptions,
    verifications,
    get url() {
      return server.url;
    },
    env() {
      return {
        YOUTUBE_API_URL: `${server.url}${API}`,
        YOUTUBE_UPLOAD_URL: `${server.url}${UPLOAD}`,
        YOUTUBE_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
        YOUTUBE_TOKEN_URL: `${server.url}/token`,
        YOUTUBE_HUB_URL: `${server.url}/hub/subscribe`,
        YOUTUBE_CLIENT_ID: YOUTUBE_FAKE_CLIENT.id,
        YOUTUBE_CLIENT_SECRET: YOUTUBE_FAKE_CLIENT.secret,
      };
    },
    /** Serves bytes as a video file a post can link to; answers its URL. */
    hostVideo(data: Buffer, contentType = "video/mp4"): string {
      const name = `${newId(12)}.mp4`;
      files.set(name, { data, contentType });
      return `${server.url}/media/${name}`;
    },
    /** Every call answers 403 quotaExceeded until `restoreQuota` (the daily quota is spent). */
    exhaustQuota() {
      quotaExhausted = true;
    },
    restoreQuota() {
      quotaExhausted = false;
    },
    /** Where the hub's verifications and notifications go (plain HTTP by default). */
    setCallbackTransport(transport: CallbackTransport) {
      callbackTransport = transport;
    },
    /** Subscriptions whose verification of intent has finished (either way). */
    async settled(): Promise<void> {
      await Promise.all(pendingVerifications);
    },
    /** The next data chunk breaks off after `bytes` (kept, as YouTube keeps what it received) and answers 503. */
    keepPartOfNextChunk(bytes: number) {
      keepOfNextChunk = bytes;
    },
    /** The next upload request finds its session gone (sessions expire after about a week). */
    expireNextSession() {
      expireNextSession = true;
    },
    /** Someone comments on one of the channel's videos (the newest when none is named). */
    addComment(text: string, videoId?: string, author = { name: "@latteart", channelId: "UClatteart000000000000001" }) {
      const target = videoId ?? [...videos.values()].at(-1)?.id ?? "dQw4w9WgXcQ";
      const comment: FakeComment = {
        id: `Ugz${newId(20)}`,
        videoId: target,
        text,
        authorName: author.name,
        authorChannelId: author.channelId,
        parentId: null,
        publishedAt: later(),
      };
      comments.set(comment.id, comment);
      return comment;
    },
    /**
     * What the hub does when the channel uploads or edits a video: an Atom entry POSTed to every
     * verified subscriber of its topic, signed `X-Hub-Signature: sha1=<hex HMAC>` with its secret.
     */
    async notify(
      videoId: string,
      channelId = YOUTUBE_FAKE_CHANNEL.id,
    ): Promise<{ callback: string; status: number }[]> {
      const topic = topicOf(channelId);
      const now = new Date().toISOString();
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom">
  <link rel="hub" href="https://pubsubhubbub.appspot.com"/>
  <link rel="self" href="${topic}"/>
  <title>YouTube video feed</title>
  <updated>${now}</updated>
  <entry>
    <id>yt:video:${videoId}</id>
    <yt:videoId>${videoId}</yt:videoId>
    <yt:channelId>${channelId}</yt:channelId>
    <title>${videos.get(videoId)?.title ?? "Video title"}</title>
    <link rel="alternate" href="http://www.youtube.com/watch?v=${videoId}"/>
    <author><name>${YOUTUBE_FAKE_CHANNEL.title}</name><uri>http://www.youtube.com/channel/${channelId}</uri></author>
    <published>${now}</published>
    <updated>${now}</updated>
  </entry>
</feed>`;
      const sent = [];
      for (const sub of subscriptions.values()) {
        if (sub.topic !== topic || !sub.verified) continue;
        const headers: Record<string, string> = { "content-type": "application/atom+xml" };
        if (sub.secret)
          headers["x-hub-signature"] = `sha1=${crypto.createHmac("sha1", sub.secret).update(body).digest("hex")}`;
        const res = await callbackTransport(sub.callback, { method: "POST", headers, body });
        sent.push({ callback: sub.callback, status: res.status });
      }
      return sent;
    },
    close: () => server.close(),
  };
}

export type FakeYoutube = Awaited<ReturnType<typeof startFakeYoutube>>;
