import { classifyFailure, createHttpClient, ProviderError, type HttpResponse } from "@/lib/integrations/http";
import { joinUrl, networkConfig, type NetworkConfig } from "../config";
import { authorizationUrl, createPkcePair, exchangeCode, refreshAccessToken, type OAuthClientConfig } from "../oauth";
import { publishThread } from "../thread";
import type { AccountContext, AccountProfile, InboxItem, MediaInput, SocialProvider } from "../types";
import { X_LIMITS } from "./limits";
import { xWeightedLength } from "./text";

/** Reading and posting, refresh tokens (offline.access) and media.write for images. */
export const X_SCOPES = ["tweet.read", "tweet.write", "users.read", "offline.access", "media.write"];

interface XUser {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
  public_metrics?: { followers_count?: number; following_count?: number; tweet_count?: number };
}

interface XTweet {
  id: string;
  text: string;
  author_id?: string;
  created_at?: string;
  referenced_tweets?: { type: "replied_to" | "quoted" | "retweeted"; id: string }[];
  public_metrics?: {
    retweet_count?: number;
    reply_count?: number;
    like_count?: number;
    quote_count?: number;
    impression_count?: number;
  };
}

/** X answers problems as `{title, detail, type}` and older endpoints as `{errors: [{message, code}]}`. */
function failure(res: HttpResponse) {
  const body =
    res.json<{
      title?: string;
      detail?: string;
      errors?: { message?: string; code?: number }[];
      error_description?: string;
    }>() ?? {};
  const message =
    body.detail ?? body.errors?.[0]?.message ?? body.error_description ?? body.title ?? `X answered ${res.status}`;
  // X does not tell an expired token from a revoked one: a 401 is worth one refresh.
  return classifyFailure(res, "twitter", { message, code: body.title, tokenExpired: res.status === 401 });
}

export function createXProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("twitter", overrides);
  const http = createHttpClient({ network: "twitter", ...config.http });
  const api = (path: string) => joinUrl(config.apiUrl, path);
  const auth = (account: AccountContext) => ({ authorization: `Bearer ${account.tokens.accessToken}` });

  function oauth(): OAuthClientConfig {
    if (!config.clientId)
      throw new ProviderError("bad_request", "X is not configured: set TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET.", {
        network: "twitter",
        code: "NOT_CONFIGURED",
      });
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scopes: X_SCOPES,
      pkce: true,
      clientAuth: "basic",
    };
  }

  async function me(accessToken: string): Promise<XUser> {
    const res = await http.request({
      op: "profile",
      method: "GET",
      url: api("/2/users/me"),
      query: { "user.fields": "profile_image_url,public_metrics" },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw failure(res);
    return res.json<{ data: XUser }>()!.data;
  }

  const toProfile = (user: XUser): AccountProfile => ({
    id: user.id,
    username: user.username,
    displayName: user.name,
    avatarUrl: user.profile_image_url ?? null,
    profileUrl: `https://x.com/${user.username}`,
  });

  async function uploadImage(account: AccountContext, media: MediaInput): Promise<string> {
    const form = new FormData();
    form.set("media", new Blob([media.data as Uint8Array<ArrayBuffer>], { type: media.mimeType }), "image");
    form.set("media_category", "tweet_image");
    form.set("media_type", media.mimeType);
    // An upload that is repeated only leaves an unused media id behind: safe to retry.
    const res = await http.request({
      op: "upload-media",
      method: "POST",
      url: api("/2/media/upload"),
      multipart: form,
      headers: auth(account),
      idempotent: true,
    });
    if (!res.ok) throw failure(res);
    return res.json<{ data: { id: string } }>()!.data.id;
  }

  async function createTweet(
    account: AccountContext,
    text: string,
    media: MediaInput[] | undefined,
    inReplyTo: string | null,
  ) {
    const mediaIds = [];
    for (const item of media ?? []) mediaIds.push(await uploadImage(account, item));
    const body = {
      text,
      ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
      ...(inReplyTo ? { reply: { in_reply_to_tweet_id: inReplyTo } } : {}),
    };
    const res = await http.request({
      op: "publish",
      method: "POST",
      url: api("/2/tweets"),
      json: body,
      headers: auth(account),
    });
    if (!res.ok) throw failure(res);
    const id = res.json<{ data: { id: string } }>()!.data.id;
    return { id, url: `https://x.com/${account.username}/status/${id}` };
  }

  function toInboxItem(tweet: XTweet, users: Map<string, XUser>): InboxItem {
    const author = users.get(tweet.author_id ?? "");
    const replied = tweet.referenced_tweets?.find((r) => r.type === "replied_to");
    const quoted = tweet.referenced_tweets?.find((r) => r.type === "quoted");
    return {
      id: tweet.id,
      kind: replied ? "reply" : quoted ? "quote" : "mention",
      text: tweet.text,
      createdAt: new Date(tweet.created_at ?? Date.now()),
      url: author ? `https://x.com/${author.username}/status/${tweet.id}` : null,
      author: {
        id: tweet.author_id ?? "",
        username: author?.username ?? "",
        displayName: author?.name ?? "",
        avatarUrl: author?.profile_image_url ?? null,
      },
      subjectPostId: replied?.id ?? quoted?.id ?? null,
    };
  }

  return {
    platform: "twitter",
    connectMethod: "oauth",
    limits: X_LIMITS,
    limitsFor: async () => X_LIMITS,
    countText: xWeightedLength,

    async startAuthorization({ redirectUri, state }) {
      const pkce = createPkcePair();
      return {
        url: authorizationUrl(oauth(), { redirectUri, state, codeChallenge: pkce.challenge }),
        codeVerifier: pkce.verifier,
      };
    },

    async completeAuthorization({ code, codeVerifier, redirectUri }) {
      const tokens = await exchangeCode(http, oauth(), { code, redirectUri, codeVerifier });
      return { tokens, profile: toProfile(await me(tokens.accessToken)) };
    },

    canRefresh: (account) => account.tokens.refreshToken !== null,

    async refresh(account) {
      if (!account.tokens.refreshToken)
        throw new ProviderError("needs_reconnect", "X gave no refresh token; connect the account again.", {
          network: "twitter",
        });
      return refreshAccessToken(http, oauth(), account.tokens.refreshToken);
    },

    profile: async (account) => toProfile(await me(account.tokens.accessToken)),

    publish: (account, post) =>
      publishThread(post, (part, previous) => createTweet(account, part.text, part.media, previous)),

    reply: async (account, { inReplyToId, text }) => {
      const created = await createTweet(account, text, undefined, inReplyToId);
      return { ...created, threadIds: [created.id] };
    },

    async deletePost(account, postId) {
      const res = await http.request({
        op: "delete",
        method: "DELETE",
        url: api(`/2/tweets/${encodeURIComponent(postId)}`),
        headers: auth(account),
      });
      if (!res.ok && res.status !== 404) throw failure(res);
    },

    async postMetrics(account, postId) {
      const res = await http.request({
        op: "post-metrics",
        method: "GET",
        url: api("/2/tweets"),
        query: { ids: postId, "tweet.fields": "public_metrics" },
        headers: auth(account),
      });
      if (!res.ok) throw failure(res);
      const tweet = res.json<{ data?: XTweet[] }>()?.data?.[0];
      if (!tweet)
        throw new ProviderError("bad_request", "X does not know this post (deleted or not visible).", {
          network: "twitter",
          status: 404,
        });
      const m = tweet.public_metrics ?? {};
      const shares =
        m.retweet_count === undefined && m.quote_count === undefined
          ? null
          : (m.retweet_count ?? 0) + (m.quote_count ?? 0);
      return {
        postId,
        views: m.impression_count ?? null,
        impressions: m.impression_count ?? null,
        likes: m.like_count ?? null,
        comments: m.reply_count ?? null,
        shares,
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const m = (await me(account.tokens.accessToken)).public_metrics ?? {};
      return {
        followers: m.followers_count ?? null,
        following: m.following_count ?? null,
        posts: m.tweet_count ?? null,
        fetchedAt: new Date(),
      };
    },

    async recentPosts(account, { since, limit = 20 }) {
      const res = await http.request({
        op: "recent-posts",
        method: "GET",
        url: api(`/2/users/${encodeURIComponent(account.profileId)}/tweets`),
        query: {
          start_time: since.toISOString(),
          max_results: Math.min(100, Math.max(5, limit)),
          "tweet.fields": "created_at",
        },
        headers: auth(account),
      });
      if (!res.ok) throw failure(res);
      return (res.json<{ data?: XTweet[] }>()?.data ?? []).map((t) => ({
        id: t.id,
        text: t.text,
        createdAt: new Date(t.created_at ?? Date.now()),
        url: `https://x.com/${account.username}/status/${t.id}`,
      }));
    },

    async fetchInbox(account, query = {}) {
      const res = await http.request({
        op: "inbox",
        method: "GET",
        url: api(`/2/users/${encodeURIComponent(account.profileId)}/mentions`),
        query: {
          max_results: Math.min(100, Math.max(5, query.limit ?? 50)),
          pagination_token: query.cursor,
          "tweet.fields": "created_at,author_id,referenced_tweets",
          expansions: "author_id",
          "user.fields": "username,name,profile_image_url",
        },
        headers: auth(account),
      });
      if (!res.ok) throw failure(res);
      const body =
        res.json<{ data?: XTweet[]; includes?: { users?: XUser[] }; meta?: { next_token?: string } }>() ?? {};
      const users = new Map((body.includes?.users ?? []).map((u) => [u.id, u]));
      return { items: (body.data ?? []).map((t) => toInboxItem(t, users)), cursor: body.meta?.next_token ?? null };
    },
  };
}
