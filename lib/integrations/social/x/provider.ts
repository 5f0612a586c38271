import { classifyFailure, createHttpClient, ProviderError, type HttpResponse } from "@/lib/integrations/http";
import { logger } from "@/lib/logger";
import { joinUrl, networkConfig, type NetworkConfig } from "../config";
import { authorizationUrl, createPkcePair, exchangeCode, refreshAccessToken, type OAuthClientConfig } from "../oauth";
import { publishThread } from "../thread";
import type { AccountContext, AccountProfile, MediaInput, SocialProvider } from "../types";
import { createXInbox, type XTweet, type XUser } from "./inbox";
import { X_LIMITS } from "./limits";
import { xWeightedLength } from "./text";

/** Reading and posting, refresh tokens (offline.access), media.write for images, and DMs for the inbox. */
export const X_SCOPES = [
  "tweet.read",
  "tweet.write",
  "users.read",
  "offline.access",
  "media.write",
  "dm.read",
  "dm.write",
];

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

/** Said once per process: without a registered webhook, X accounts are read by the scheduled sync only. */
let noWebhookLogged = false;

export function createXProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("twitter", overrides);
  const http = createHttpClient({ network: "twitter", ...config.http });
  const api = (path: string) => joinUrl(config.apiUrl, path);
  const auth = (account: AccountContext) => ({ authorization: `Bearer ${account.tokens.accessToken}` });
  const inbox = createXInbox({ http, api, failure });

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

    reply: async (account, { inReplyToId, text, directTo }) => {
      // A DM is answered in the DM conversation, never as a public reply.
      if (directTo) return inbox.sendDirectMessage(account, directTo.id, text);
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

    fetchInbox: (account, query) => inbox.fetchInbox(account, query),

    /**
     * Account Activity API: subscribes the user (with the user's token) to the app's webhook, which
     * is registered once per app (TWITTER_WEBHOOK_ID, read at call time). Mentions and DM events then
     * arrive at /api/webhooks/x. The subscription stays until removed: nothing to renew.
     */
    async subscribePush(account) {
      const webhookId = process.env.TWITTER_WEBHOOK_ID;
      if (!webhookId) {
        if (!noWebhookLogged) logger.info("TWITTER_WEBHOOK_ID is not set: X accounts are not subscribed to webhooks");
        noWebhookLogged = true;
        return;
      }
      const res = await http.request({
        op: "subscribe-webhooks",
        method: "POST",
        url: api(`/2/account_activity/webhooks/${encodeURIComponent(webhookId)}/subscriptions/all`),
        json: {},
        headers: auth(account),
        idempotent: true,
      });
      if (!res.ok) throw failure(res);
    },
  };
}
