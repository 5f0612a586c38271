import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { notConfigured } from "../facebook/graph";
import { authorizationUrl, createPkcePair, exchangeCode, refreshAccessToken, type OAuthClientConfig } from "../oauth";
import type { AccountContext, AccountProfile, InboxItem, SocialProvider } from "../types";
import { youtubeClient } from "./api";
import { youtubeConfig, type YoutubeConfig } from "./config";
import { YOUTUBE_LIMITS } from "./limits";
import { videoTitle } from "./title";
import { uploadVideo } from "./upload";
import { requestSubscription } from "./websub";

export { videoTitle };

/** Upload videos, read and answer comments, delete our videos (youtube.force-ssl covers all but the upload). */
export const YOUTUBE_SCOPES = [
  "https://www.googleapis.com/auth/youtube.upload",
  "https://www.googleapis.com/auth/youtube.force-ssl",
];

interface Channel {
  id: string;
  snippet?: { title?: string; customUrl?: string; thumbnails?: { default?: { url?: string } } };
  statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean; videoCount?: string };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
}

interface List<T> {
  items?: T[];
  nextPageToken?: string;
}

interface Comment {
  id: string;
  snippet?: {
    videoId?: string;
    textOriginal?: string;
    textDisplay?: string;
    authorDisplayName?: string;
    authorProfileImageUrl?: string;
    authorChannelId?: { value?: string };
    publishedAt?: string;
  };
}

interface CommentThread {
  id: string;
  snippet?: { videoId?: string; topLevelComment?: Comment };
}

interface PlaylistItem {
  snippet?: { publishedAt?: string; description?: string; resourceId?: { videoId?: string } };
}

const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
const count = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * YouTube (Data API v3) with Google OAuth 2.0 for web server apps: offline access so a refresh
 * token comes back (hour-long access tokens refreshed with it; Google keeps the refresh token, so
 * the stored one is kept). The connected account is the user's channel. A post is a video from the
 * post's videoUrl, uploaded with the resumable protocol, the text as its description and its first
 * line as the title. Metrics come from the video's statistics; the inbox from the channel's comment
 * threads, answered with comments.insert; new uploads are announced over WebSub.
 */
export function createYoutubeProvider(overrides: Partial<YoutubeConfig> = {}): SocialProvider {
  const config = youtubeConfig(overrides);
  // Daily quotas answer without a wait worth retrying at once.
  const api = createHttpClient({ network: "youtube", retryRateLimitWithoutWait: false, ...config.http });
  // Upload chunks are resumed by asking where the upload stands, never blindly resent.
  const upload = createHttpClient({ network: "youtube", ...config.http, maxAttempts: 1 });
  const call = youtubeClient(api, config.apiUrl);
  const token = (account: AccountContext) => account.tokens.accessToken;

  function oauth(): OAuthClientConfig {
    if (!config.clientId || !config.clientSecret) throw notConfigured("youtube", "YouTube", "YOUTUBE");
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scopes: YOUTUBE_SCOPES,
      pkce: true,
      clientAuth: "body",
    };
  }

  async function myChannel(accessToken: string, part: string): Promise<Channel> {
    const answer = await call<List<Channel>>({
      op: "profile",
      method: "GET",
      path: "/channels",
      token: accessToken,
      query: { part, mine: "true" },
    });
    const channel = answer.items?.[0];
    if (!channel)
      throw new ProviderError("bad_request", "This Google account has no YouTube channel: create one, then connect.", {
        network: "youtube",
        code: "NO_CHANNEL",
      });
    return channel;
  }

  function channelProfile(channel: Channel): AccountProfile {
    const handle = channel.snippet?.customUrl?.replace(/^@/, "");
    return {
      id: channel.id,
      username: handle || channel.id,
      displayName: channel.snippet?.title || handle || channel.id,
      avatarUrl: channel.snippet?.thumbnails?.default?.url ?? null,
      profileUrl: `https://www.youtube.com/channel/${channel.id}`,
    };
  }

  function toInboxItem(thread: CommentThread): InboxItem | null {
    const comment = thread.snippet?.topLevelComment;
    const s = comment?.snippet;
    if (!comment || !s) return null;
    const videoId = thread.snippet?.videoId ?? s.videoId ?? null;
    const handle = s.authorDisplayName?.replace(/^@/, "") ?? "";
    return {
      id: comment.id,
      kind: "comment",
      text: s.textOriginal ?? s.textDisplay ?? "",
      createdAt: new Date(s.publishedAt ?? 0),
      url: videoId ? `${watchUrl(videoId)}&lc=${encodeURIComponent(comment.id)}` : null,
      author: {
        id: s.authorChannelId?.value ?? handle,
        username: handle,
        displayName: s.authorDisplayName ?? handle,
        avatarUrl: s.authorProfileImageUrl ?? null,
      },
      subjectPostId: videoId,
    };
  }

  return {
    platform: "youtube",
    connectMethod: "oauth",
    limits: YOUTUBE_LIMITS,
    limitsFor: async () => YOUTUBE_LIMITS,
    countText: (text) => new TextEncoder().encode(text).length,

    async startAuthorization({ redirectUri, state }) {
      const pkce = createPkcePair();
      const url = new URL(authorizationUrl(oauth(), { redirectUri, state, codeChallenge: pkce.challenge }));
      // Offline access returns a refresh token; consent is asked each time so a reconnect gets one too.
      url.searchParams.set("access_type", "offline");
      url.searchParams.set("prompt", "consent");
      url.searchParams.set("include_granted_scopes", "true");
      return { url: url.toString(), codeVerifier: pkce.verifier };
    },

    async completeAuthorization({ code, redirectUri, codeVerifier }) {
      const tokens = await exchangeCode(api, oauth(), { code, redirectUri, codeVerifier });
      return { tokens, profile: channelProfile(await myChannel(tokens.accessToken, "snippet")) };
    },

    canRefresh: (account) => account.tokens.refreshToken !== null,
    refresh: (account) => refreshAccessToken(api, oauth(), account.tokens.refreshToken!),

    profile: async (account) => channelProfile(await myChannel(token(account), "snippet")),

    async publish(account, post) {
      if (!post.video)
        throw new ProviderError("bad_request", "A YouTube post needs a video: give the post a videoUrl.", {
          network: "youtube",
          code: "VIDEO_REQUIRED",
        });
      const video = await uploadVideo({ api, upload }, config, token(account), post.video, {
        title: videoTitle(post.text),
        description: post.text,
        privacyStatus: config.privacyStatus,
      });
      return { id: video.id, url: watchUrl(video.id), threadIds: [video.id] };
    },

    async deletePost(account, postId) {
      await call({ op: "delete", method: "DELETE", path: "/videos", token: token(account), query: { id: postId } });
    },

    async postMetrics(account, postId) {
      const answer = await call<List<{ id: string; statistics?: Record<string, string> }>>({
        op: "post-metrics",
        method: "GET",
        path: "/videos",
        token: token(account),
        query: { part: "statistics", id: postId },
      });
      const stats = answer.items?.[0]?.statistics;
      if (!stats)
        throw new ProviderError("bad_request", "YouTube has no such video (deleted, or not this channel's).", {
          network: "youtube",
          status: 404,
          code: "videoNotFound",
        });
      return {
        postId,
        views: count(stats.viewCount),
        impressions: null,
        likes: count(stats.likeCount),
        comments: count(stats.commentCount),
        shares: null,
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const stats = (await myChannel(token(account), "statistics")).statistics ?? {};
      return {
        followers: stats.hiddenSubscriberCount ? null : count(stats.subscriberCount),
        following: null,
        posts: count(stats.videoCount),
        fetchedAt: new Date(),
      };
    },

    async recentPosts(account, { since, limit = 20 }) {
      const channel = await myChannel(token(account), "contentDetails");
      const uploads = channel.contentDetails?.relatedPlaylists?.uploads;
      if (!uploads) return [];
      const page = await call<List<PlaylistItem>>({
        op: "recent-posts",
        method: "GET",
        path: "/playlistItems",
        token: token(account),
        query: { part: "snippet", playlistId: uploads, maxResults: Math.min(limit, 50) },
      });
      return (page.items ?? [])
        .filter((i) => i.snippet?.resourceId?.videoId)
        .map((i) => ({
          id: i.snippet!.resourceId!.videoId!,
          text: i.snippet!.description ?? "",
          createdAt: new Date(i.snippet!.publishedAt ?? 0),
          url: watchUrl(i.snippet!.resourceId!.videoId!),
        }))
        .filter((p) => p.createdAt >= since);
    },

    async fetchInbox(account, query = {}) {
      const page = await call<List<CommentThread>>({
        op: "inbox",
        method: "GET",
        path: "/commentThreads",
        token: token(account),
        query: {
          part: "snippet",
          allThreadsRelatedToChannelId: account.profileId,
          maxResults: Math.min(query.limit ?? 100, 100),
          order: "time",
          textFormat: "plainText",
          pageToken: query.cursor,
        },
      });
      const items = (page.items ?? [])
        .map(toInboxItem)
        // The channel's own comments are not news to it.
        .filter((i): i is InboxItem => i !== null && i.author.id !== account.profileId);
      return { items, cursor: page.nextPageToken ?? null };
    },

    async reply(account, input) {
      const comment = await call<Comment>({
        op: "reply",
        method: "POST",
        path: "/comments",
        token: token(account),
        query: { part: "snippet" },
        json: { snippet: { parentId: input.inReplyToId, textOriginal: input.text } },
      });
      const videoId = comment.snippet?.videoId;
      return {
        id: comment.id,
        url: videoId ? `${watchUrl(videoId)}&lc=${encodeURIComponent(comment.id)}` : null,
        threadIds: [comment.id],
      };
    },

    pushLeaseExpires: true,

    async subscribePush(account) {
      await requestSubscription(api, {
        hubUrl: config.hubUrl,
        callbackUrl: config.callbackUrl,
        secret: config.webhookSecret,
        channelId: account.profileId,
        mode: "subscribe",
      });
    },
  };
}
