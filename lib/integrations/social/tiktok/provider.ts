import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { networkConfig, type NetworkConfig } from "../config";
import { notConfigured } from "../facebook/graph";
import type { AccountContext, AccountProfile, MediaInput, PublishedPost, SocialProvider, VideoInput } from "../types";
import { videoUnreadable } from "../video-input";
import { publicPostIds, tiktokClient, tiktokFailure } from "./api";
import { TIKTOK_LIMITS, TIKTOK_VIDEO_LIMITS } from "./limits";
import { tiktokAuthorizationUrl, tiktokTokenRequest, type TikTokOAuthConfig } from "./oauth";
import { publishStatusFailure } from "./publish-status";
import { applyChoice, postInfoSettings, postingSettings, settingChoices, type CreatorInfo } from "./settings";
import { sizedVideo } from "./upload";
import { chunkPlan, mp4DurationSeconds } from "./video";

/** Profile and counts (user.info.*), direct posting (video.publish), the account's videos (video.list). */
export const TIKTOK_SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.publish", "video.list"];

const USER_FIELDS =
  "open_id,avatar_url,display_name,username,profile_deep_link,follower_count,following_count,video_count";
const VIDEO_FIELDS = "id,title,video_description,create_time,share_url,view_count,like_count,comment_count,share_count";

interface User {
  open_id: string;
  avatar_url?: string;
  display_name?: string;
  username?: string;
  profile_deep_link?: string;
  follower_count?: number;
  following_count?: number;
  video_count?: number;
}

interface Video {
  id: string;
  title?: string;
  video_description?: string;
  create_time?: number;
  share_url?: string;
  view_count?: number;
  like_count?: number;
  comment_count?: number;
  share_count?: number;
}

interface PublishStatus {
  status?: string;
  fail_reason?: string;
}

/** Status fetches allowed before a post still processing is left to reconciliation (30 a minute at most). */
const MAX_STATUS_POLLS = 40;
const DEFAULT_POLL_INTERVAL_MS = 3000;

/**
 * TikTok (Login Kit OAuth v2 and the Content Posting API's Direct Post). Tokens last a day and are
 * renewed with the year-long refresh token. Before each post the creator info is read (TikTok
 * requires it: the privacy levels and interactions the creator may use now); the person's choices
 * among them (privacy level, comments, duets, stitches) are the account's choices, kept with the
 * account. Photos go out as a photo post TikTok pulls from the images' short-lived signed URLs; a
 * video (the post's videoUrl, fetched by the app) is sent by FILE_UPLOAD in chunks, since TikTok
 * pulls only from domains verified for the app; each chunk is read from the source as it is sent,
 * so a video is never held whole (upload.ts). Posting is asynchronous: the post's status is
 * fetched until PUBLISH_COMPLETE or FAILED. TikTok takes no
 * idempotency key and lets apps delete nothing: an unanswered post is reconciled from the
 * account's video list. With these scopes apps can read no comments, so there is no inbox.
 */
export function createTikTokProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("tiktok", overrides);
  // Unannounced 429s are per-minute windows or the daily post cap: retrying at once only spends more.
  const http = createHttpClient({ network: "tiktok", retryRateLimitWithoutWait: false, ...config.http });
  const { call, request } = tiktokClient(http, config.apiUrl);
  const token = (account: AccountContext) => account.tokens.accessToken;
  const pollIntervalMs = config.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;

  function oauth(): TikTokOAuthConfig {
    if (!config.clientId || !config.clientSecret) throw notConfigured("tiktok", "TikTok", "TIKTOK");
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientKey: config.clientId,
      clientSecret: config.clientSecret,
      scopes: TIKTOK_SCOPES,
    };
  }

  async function user(accessToken: string): Promise<User> {
    const data = await call<{ user: User }>({
      op: "profile",
      method: "GET",
      path: "/v2/user/info/",
      token: accessToken,
      query: { fields: USER_FIELDS },
    });
    return data.user;
  }

  function toProfile(u: User): AccountProfile {
    const username = u.username ?? u.open_id;
    return {
      id: u.open_id,
      username,
      displayName: u.display_name || username,
      avatarUrl: u.avatar_url ?? null,
      profileUrl: u.profile_deep_link ?? (u.username ? `https://www.tiktok.com/@${u.username}` : null),
    };
  }

  const creatorInfo = (accessToken: string) =>
    call<CreatorInfo>({
      op: "creator-info",
      method: "POST",
      path: "/v2/post/publish/creator_info/query/",
      token: accessToken,
      idempotent: true,
    });

  function mediaUrl(media: MediaInput): string {
    if (!media.url)
      throw new ProviderError("bad_request", "TikTok fetches photos from a public URL, and this image has none.", {
        network: "tiktok",
        code: "MEDIA_URL_REQUIRED",
      });
    return media.url;
  }

  /** Polls the post's status until TikTok finished it or refused it. */
  async function waitForPost(account: AccountContext, publishId: string, kind: "photo" | "video") {
    for (let poll = 1; poll <= MAX_STATUS_POLLS; poll++) {
      const { data: answer, text } = await request<PublishStatus>({
        op: "publish-status",
        method: "POST",
        path: "/v2/post/publish/status/fetch/",
        token: token(account),
        json: { publish_id: publishId },
        idempotent: true,
      });
      if (answer.status === "PUBLISH_COMPLETE" || answer.status === "SEND_TO_USER_INBOX") {
        // Only a post others may see gets an id (after moderation): a private one is known by its publish id.
        const [id] = publicPostIds(text);
        if (id === undefined) return { id: publishId, url: null, threadIds: [publishId] };
        return { id, url: `https://www.tiktok.com/@${account.username}/${kind}/${id}`, threadIds: [id] };
      }
      if (answer.status === "FAILED") throw publishStatusFailure(answer.fail_reason);
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
    throw new ProviderError(
      "outcome_unknown",
      "TikTok is still processing the post; it may yet appear on the account.",
      { network: "tiktok", code: "STILL_PROCESSING" },
    );
  }

  async function publishPhotos(account: AccountContext, text: string, images: MediaInput[]): Promise<PublishedPost> {
    const creator = await creatorInfo(token(account));
    const settings = postInfoSettings(postingSettings(account.credentials), creator);
    const init = await call<{ publish_id: string }>({
      op: "publish",
      method: "POST",
      path: "/v2/post/publish/content/init/",
      token: token(account),
      json: {
        post_info: {
          description: text,
          privacy_level: settings.privacy_level,
          disable_comment: settings.disable_comment,
          auto_add_music: true,
        },
        source_info: { source: "PULL_FROM_URL", photo_cover_index: 0, photo_images: images.map(mediaUrl) },
        post_mode: "DIRECT_POST",
        media_type: "PHOTO",
      },
    });
    return waitForPost(account, init.publish_id, "photo");
  }

  async function publishVideo(account: AccountContext, text: string, video: VideoInput): Promise<PublishedPost> {
    const creator = await creatorInfo(token(account));
    const settings = postInfoSettings(postingSettings(account.credentials), creator);
    const longest = creator.max_video_post_duration_sec ?? TIKTOK_VIDEO_LIMITS.maxDurationSeconds;
    const source = await sizedVideo(video);
    try {
      const plan = chunkPlan(source.size);
      const [first, last] = plan.ranges[0];
      let chunk = await source.reader.read(last - first + 1);
      // The movie header sits in the first chunk of a web-ready MP4 (moov first); one stored
      // after the media is left to TikTok's own check (duration_check_failed in the status).
      const duration = mp4DurationSeconds(chunk);
      if (duration !== null && duration > longest)
        throw new ProviderError(
          "bad_request",
          `The video lasts ${Math.round(duration)} s; this TikTok account may post videos of at most ${longest} s.`,
          { network: "tiktok", code: "duration_check_failed" },
        );
      const init = await call<{ publish_id: string; upload_url: string }>({
        op: "publish",
        method: "POST",
        path: "/v2/post/publish/video/init/",
        token: token(account),
        json: {
          post_info: { title: text, ...settings },
          source_info: {
            source: "FILE_UPLOAD",
            video_size: plan.videoSize,
            chunk_size: plan.chunkSize,
            total_chunk_count: plan.totalChunkCount,
          },
        },
      });
      // Chunks go in order, each read from the source just before it is sent; a PUT of the same
      // range is safe to repeat.
      for (const [index, [from, to]] of plan.ranges.entries()) {
        if (index > 0) chunk = await source.reader.read(to - from + 1);
        if (index === plan.ranges.length - 1 && !(await source.reader.atEnd())) throw videoUnreadable("tiktok");
        const res = await http.request({
          op: "upload",
          method: "PUT",
          url: init.upload_url,
          bytes: { data: chunk, contentType: video.mimeType },
          headers: { "content-range": `bytes ${from}-${to}/${plan.videoSize}` },
          // A 10 MB chunk needs longer than an API call.
          timeoutMs: 120_000,
        });
        if (!res.ok) throw tiktokFailure(res);
      }
      return waitForPost(account, init.publish_id, "video");
    } finally {
      await source.close();
    }
  }

  async function videos(account: AccountContext, body: unknown, op: string, path: string): Promise<Video[]> {
    const data = await call<{ videos?: Video[] }>({
      op,
      method: "POST",
      path,
      token: token(account),
      query: { fields: VIDEO_FIELDS },
      json: body,
      idempotent: true,
    });
    return data.videos ?? [];
  }

  return {
    platform: "tiktok",
    connectMethod: "oauth",
    limits: TIKTOK_LIMITS,
    limitsFor: async () => TIKTOK_LIMITS,
    countText: (text) => Array.from(text).length,

    startAuthorization: async ({ redirectUri, state }) => ({
      url: tiktokAuthorizationUrl(oauth(), { redirectUri, state }),
      codeVerifier: "",
    }),

    async completeAuthorization({ code, redirectUri }) {
      const tokens = await tiktokTokenRequest(http, oauth(), { code, redirectUri });
      return { tokens, profile: toProfile(await user(tokens.accessToken)) };
    },

    async accountChoices(account) {
      return settingChoices(await creatorInfo(token(account)), postingSettings(account.credentials));
    },

    async chooseAccount(account, choiceId) {
      const [creator, u] = await Promise.all([creatorInfo(token(account)), user(token(account))]);
      return {
        tokens: account.tokens,
        profile: toProfile(u),
        credentials: applyChoice(account.credentials, choiceId, creator),
      };
    },

    canRefresh: (account) => account.tokens.refreshToken !== null,
    refresh: (account) => tiktokTokenRequest(http, oauth(), { refreshToken: account.tokens.refreshToken! }),

    profile: async (account) => toProfile(await user(token(account))),

    async publish(account, post) {
      // A TikTok post is a video or photos, never both: the video wins.
      if (post.video) return publishVideo(account, post.text, post.video);
      const images = post.media ?? [];
      if (images.length === 0)
        throw new ProviderError("bad_request", "A TikTok post needs photos or a video.", {
          network: "tiktok",
          code: "MEDIA_REQUIRED",
        });
      return publishPhotos(account, post.text, images);
    },

    async deletePost() {
      throw new ProviderError("bad_request", "TikTok lets apps delete no posts: delete it in the TikTok app.", {
        network: "tiktok",
        code: "NO_DELETE",
      });
    },

    async postMetrics(account, postId) {
      const [video] = await videos(account, { filters: { video_ids: [postId] } }, "post-metrics", "/v2/video/query/");
      if (!video)
        throw new ProviderError(
          "bad_request",
          "TikTok lists no such post of this account (private posts have no numbers).",
          {
            network: "tiktok",
            code: "VIDEO_NOT_FOUND",
          },
        );
      return {
        postId,
        views: video.view_count ?? null,
        impressions: null,
        likes: video.like_count ?? null,
        comments: video.comment_count ?? null,
        shares: video.share_count ?? null,
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const u = await user(token(account));
      return {
        followers: u.follower_count ?? null,
        following: u.following_count ?? null,
        posts: u.video_count ?? null,
        fetchedAt: new Date(),
      };
    },

    async recentPosts(account, { since, limit = 20 }) {
      const list = await videos(account, { max_count: Math.min(limit, 20) }, "recent-posts", "/v2/video/list/");
      return list
        .map((v) => ({
          id: v.id,
          text: v.video_description ?? v.title ?? "",
          createdAt: new Date((v.create_time ?? 0) * 1000),
          url: v.share_url ?? null,
        }))
        .filter((p) => p.createdAt >= since);
    },

    // The Display API's scopes let apps read no comments (only the Research API can, for researchers).
    fetchInbox: async () => ({ items: [], cursor: null }),

    async reply() {
      throw new ProviderError("bad_request", "TikTok lets apps neither read nor answer comments.", {
        network: "tiktok",
        code: "NO_REPLIES",
      });
    },
  };
}
