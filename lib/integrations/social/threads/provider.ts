import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { joinUrl, networkConfig, type NetworkConfig } from "../config";
import { containerFlow } from "../facebook/containers";
import {
  deleteGraphObject,
  graphClient,
  graphFailure,
  insightValue,
  nextCursor,
  notConfigured,
  recentFromEdge,
  type GraphList,
} from "../facebook/graph";
import { authorizationUrl, exchangeCode, type OAuthClientConfig } from "../oauth";
import { publishThread } from "../thread";
import type { AccountContext, AccountProfile, MediaInput, PostPart, SocialProvider, TokenSet } from "../types";
import { THREADS_LIMITS } from "./limits";
import { threadsLength } from "./text";

export const THREADS_SCOPES = [
  "threads_basic",
  "threads_content_publish",
  "threads_manage_insights",
  "threads_read_replies",
  "threads_manage_replies",
  "threads_manage_mentions",
  "threads_delete",
];

interface ThreadsMedia {
  id: string;
  text?: string;
  username?: string;
  timestamp?: string;
  permalink?: string;
  replied_to?: { id: string };
  root_post?: { id: string };
}

/**
 * Threads (graph.threads.net): its own OAuth, a short-lived token exchanged for a 60-day one
 * (th_exchange_token) that is refreshed before it ends (th_refresh_token; an expired one cannot
 * be). Posts in two steps, container then threads_publish, replies to itself making a thread.
 */
export function createThreadsProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("threads", overrides);
  const http = createHttpClient({ network: "threads", retryRateLimitWithoutWait: false, ...config.http });
  const graph = graphClient(http, config.apiUrl, "threads", "Threads");
  const containers = containerFlow(graph, {
    network: "threads",
    label: "Threads",
    pollIntervalMs: config.pollIntervalMs ?? 2000,
    statusField: "status",
  });
  const token = (account: AccountContext) => account.tokens.accessToken;

  function oauth(): OAuthClientConfig {
    if (!config.clientId || !config.clientSecret) throw notConfigured("threads", "Threads", "THREADS");
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scopes: THREADS_SCOPES,
      scopeSeparator: ",",
      pkce: false,
      clientAuth: "body",
    };
  }

  /** th_exchange_token (a short-lived token for a long-lived one) and th_refresh_token (a long-lived one renewed). */
  async function tokenCall(kind: "exchange" | "refresh", accessToken: string): Promise<TokenSet> {
    const res = await http.request({
      op: `token-${kind}`,
      method: "GET",
      url: joinUrl(config.apiUrl, kind === "exchange" ? "/access_token" : "/refresh_access_token"),
      query:
        kind === "exchange"
          ? { grant_type: "th_exchange_token", client_secret: oauth().clientSecret, access_token: accessToken }
          : { grant_type: "th_refresh_token", access_token: accessToken },
    });
    if (!res.ok) {
      const failure = graphFailure(res, "threads", "Threads");
      // A refused refresh leaves nothing to try: the person connects again.
      if (kind === "refresh" && failure.kind === "bad_request")
        throw new ProviderError("needs_reconnect", failure.message, { network: "threads", status: res.status });
      throw failure;
    }
    const answer = res.json<{ access_token: string; expires_in?: number }>()!;
    return {
      accessToken: answer.access_token,
      refreshToken: null,
      expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
      scopes: THREADS_SCOPES,
    };
  }

  async function me(accessToken: string): Promise<AccountProfile> {
    const user = await graph<{ id: string; username: string; name?: string; threads_profile_picture_url?: string }>({
      op: "profile",
      method: "GET",
      path: "/me",
      query: { fields: "id,username,name,threads_profile_picture_url" },
      token: accessToken,
    });
    return {
      id: user.id,
      username: user.username,
      displayName: user.name || user.username,
      avatarUrl: user.threads_profile_picture_url ?? null,
      profileUrl: `https://www.threads.com/@${user.username}`,
    };
  }

  function imageFields(media: MediaInput, carouselItem: boolean): Record<string, string> {
    return {
      media_type: "IMAGE",
      image_url: containers.mediaUrl(media),
      ...(carouselItem ? { is_carousel_item: "true" } : {}),
      ...(media.altText ? { alt_text: media.altText } : {}),
    };
  }

  async function publishPart(account: AccountContext, part: PostPart, replyTo: string | null) {
    const path = `/${account.profileId}/threads`;
    const media = part.media ?? [];
    const reply: Record<string, string> = replyTo ? { reply_to_id: replyTo } : {};
    let containerId: string;
    if (media.length > 1) {
      const children: string[] = [];
      for (const item of media) children.push(await containers.create(path, token(account), imageFields(item, true)));
      containerId = await containers.create(path, token(account), {
        media_type: "CAROUSEL",
        children: children.join(","),
        text: part.text,
        ...reply,
      });
    } else {
      const fields = media.length ? imageFields(media[0], false) : { media_type: "TEXT" };
      containerId = await containers.create(path, token(account), { ...fields, text: part.text, ...reply });
    }
    const id = await containers.publish(`/${account.profileId}/threads_publish`, containerId, token(account));
    return { id, url: await containers.permalink(id, token(account)) };
  }

  return {
    platform: "threads",
    connectMethod: "oauth",
    limits: THREADS_LIMITS,
    limitsFor: async () => THREADS_LIMITS,
    countText: threadsLength,

    startAuthorization: async ({ redirectUri, state }) => ({
      url: authorizationUrl(oauth(), { redirectUri, state }),
      codeVerifier: "",
    }),

    async completeAuthorization({ code, redirectUri }) {
      const short = await exchangeCode(http, oauth(), { code, redirectUri });
      const tokens = await tokenCall("exchange", short.accessToken);
      return { tokens, profile: await me(tokens.accessToken) };
    },

    canRefresh: (account) => account.tokens.expiresAt !== null,
    refresh: (account) => tokenCall("refresh", account.tokens.accessToken),

    profile: (account) => me(token(account)),

    publish: (account, post) => publishThread(post, (part, previous) => publishPart(account, part, previous)),

    async reply(account, { inReplyToId, text }) {
      const created = await publishPart(account, { text }, inReplyToId);
      return { ...created, threadIds: [created.id] };
    },

    deletePost: (account, postId) => deleteGraphObject(graph, postId, token(account)),

    async postMetrics(account, postId) {
      const insights = await graph<Parameters<typeof insightValue>[0]>({
        op: "post-metrics",
        method: "GET",
        path: `/${postId}/insights`,
        query: { metric: "views,likes,replies,reposts,quotes,shares" },
        token: token(account),
      });
      const reposts = insightValue(insights, "reposts");
      const quotes = insightValue(insights, "quotes");
      return {
        postId,
        views: insightValue(insights, "views"),
        impressions: insightValue(insights, "views"),
        likes: insightValue(insights, "likes"),
        comments: insightValue(insights, "replies"),
        shares: reposts === null && quotes === null ? null : (reposts ?? 0) + (quotes ?? 0),
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const insights = await graph<Parameters<typeof insightValue>[0]>({
        op: "account-metrics",
        method: "GET",
        path: `/${account.profileId}/threads_insights`,
        query: { metric: "followers_count" },
        token: token(account),
      });
      return {
        followers: insightValue(insights, "followers_count"),
        following: null,
        posts: null,
        fetchedAt: new Date(),
      };
    },

    recentPosts: (account, { since, limit = 20 }) =>
      recentFromEdge<ThreadsMedia>(
        graph,
        {
          path: `/${account.profileId}/threads`,
          fields: "id,text,timestamp,permalink",
          token: token(account),
          since,
          limit,
        },
        (t) => ({
          id: t.id,
          text: t.text ?? "",
          createdAt: new Date(t.timestamp ?? Date.now()),
          url: t.permalink ?? null,
        }),
      ),

    async fetchInbox(account, query = {}) {
      const list = await graph<GraphList<ThreadsMedia>>({
        op: "inbox",
        method: "GET",
        path: `/${account.profileId}/mentions`,
        query: {
          fields: "id,text,username,timestamp,permalink,replied_to,root_post",
          limit: Math.min(100, query.limit ?? 50),
          after: query.cursor,
        },
        token: token(account),
      });
      const items = (list.data ?? []).map((t) => ({
        id: t.id,
        kind: t.replied_to ? ("reply" as const) : ("mention" as const),
        text: t.text ?? "",
        createdAt: new Date(t.timestamp ?? Date.now()),
        url: t.permalink ?? null,
        author: { id: "", username: t.username ?? "", displayName: t.username ?? "", avatarUrl: null },
        subjectPostId: t.replied_to?.id ?? null,
      }));
      return { items, cursor: nextCursor(list) };
    },
  };
}
