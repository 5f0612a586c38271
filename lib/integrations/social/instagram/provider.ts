import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { networkConfig, type NetworkConfig } from "../config";
import { containerFlow } from "../facebook/containers";
import {
  deleteGraphObject,
  graphClient,
  insightValue,
  nextCursor,
  recentFromEdge,
  subscribePage,
  type GraphList,
} from "../facebook/graph";
import { metaLogin, pageAccounts, pageTokens, type ManagedPage } from "../facebook/login";
import type { AccountChoice, AccountContext, Connection, InboxItem, SocialProvider } from "../types";
import { INSTAGRAM_LIMITS } from "./limits";

/** Instagram API with Facebook Login: the professional account is reached through the page it is linked to. */
export const INSTAGRAM_SCOPES = [
  "instagram_basic",
  "instagram_content_publish",
  "instagram_manage_comments",
  "instagram_manage_insights",
  // Installing the app on the linked page (subscribed_apps) for Instagram's webhooks.
  "pages_manage_metadata",
  "pages_show_list",
  "pages_read_engagement",
  "business_management",
];

interface IgComment {
  id: string;
  text?: string;
  timestamp?: string;
  username?: string;
  from?: { id: string; username?: string };
}

interface IgMedia {
  id: string;
  caption?: string;
  timestamp?: string;
  permalink?: string;
  comments?: GraphList<IgComment>;
}

type LinkedPage = ManagedPage & { instagram_business_account: NonNullable<ManagedPage["instagram_business_account"]> };

const MEDIA_FIELDS = "id,caption,timestamp,permalink";
const profileUrl = (username: string) => `https://www.instagram.com/${username}/`;

/**
 * Instagram professional accounts: images (one, or a carousel of up to 10) published in two steps
 * with status polling, insights, and comments on the account's media for the inbox. Calls use the
 * linked page's token, which does not expire.
 */
export function createInstagramProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("instagram", overrides);
  const http = createHttpClient({ network: "instagram", retryRateLimitWithoutWait: false, ...config.http });
  const graph = graphClient(http, config.apiUrl, "instagram", "Instagram");
  const login = metaLogin(http, graph, config, {
    network: "instagram",
    label: "Instagram",
    service: "INSTAGRAM",
    scopes: INSTAGRAM_SCOPES,
  });
  const containers = containerFlow(graph, {
    network: "instagram",
    label: "Instagram",
    pollIntervalMs: config.pollIntervalMs ?? 2000,
    statusField: "status_code",
  });
  const token = (account: AccountContext) => account.tokens.accessToken;

  const choice = (page: LinkedPage): AccountChoice => {
    const ig = page.instagram_business_account;
    return {
      id: ig.id,
      name: ig.name ?? ig.username ?? page.name,
      username: ig.username ?? null,
      avatarUrl: ig.profile_picture_url ?? null,
    };
  };

  async function linkedPages(userToken: string): Promise<LinkedPage[]> {
    const pages = (await login.pages(userToken)).filter((p): p is LinkedPage => Boolean(p.instagram_business_account));
    if (!pages.length)
      throw new ProviderError(
        "bad_request",
        "No Instagram professional account is linked to the pages this login manages: link one to a Facebook page first.",
        { network: "instagram", code: "NO_INSTAGRAM_ACCOUNT" },
      );
    return pages;
  }

  function connectionFor(page: LinkedPage, userToken: string): Connection {
    const ig = page.instagram_business_account;
    const username = ig.username ?? ig.id;
    return {
      tokens: pageTokens(page, INSTAGRAM_SCOPES, "instagram"),
      profile: {
        id: ig.id,
        username,
        displayName: ig.name ?? username,
        avatarUrl: ig.profile_picture_url ?? null,
        profileUrl: profileUrl(username),
      },
      credentials: { userToken, pageId: page.id },
    };
  }

  const toInboxItem = (comment: IgComment, media: IgMedia): InboxItem => {
    const username = comment.username ?? comment.from?.username ?? "";
    return {
      id: comment.id,
      kind: "comment",
      text: comment.text ?? "",
      createdAt: new Date(comment.timestamp ?? Date.now()),
      url: media.permalink ?? null,
      author: { id: comment.from?.id ?? "", username, displayName: username, avatarUrl: null },
      subjectPostId: media.id,
    };
  };

  return {
    platform: "instagram",
    connectMethod: "oauth",
    limits: INSTAGRAM_LIMITS,
    limitsFor: async () => INSTAGRAM_LIMITS,
    countText: (text) => Array.from(text).length,

    ...pageAccounts({
      login,
      network: "instagram",
      label: "Instagram",
      pages: linkedPages,
      connection: connectionFor,
      choice,
    }),

    async profile(account) {
      const ig = await graph<{ id: string; username: string; name?: string; profile_picture_url?: string }>({
        op: "profile",
        method: "GET",
        path: `/${account.profileId}`,
        query: { fields: "id,username,name,profile_picture_url" },
        token: token(account),
      });
      return {
        id: ig.id,
        username: ig.username,
        displayName: ig.name ?? ig.username,
        avatarUrl: ig.profile_picture_url ?? null,
        profileUrl: profileUrl(ig.username),
      };
    },

    async publish(account, post) {
      if (post.thread?.length)
        throw new ProviderError("bad_request", "Instagram has no threads: publish one post.", { network: "instagram" });
      const media = post.media ?? [];
      if (!media.length)
        throw new ProviderError("bad_request", "Instagram posts need an image.", {
          network: "instagram",
          code: "MEDIA_REQUIRED",
        });
      const base = `/${account.profileId}/media`;
      let containerId: string;
      if (media.length === 1) {
        containerId = await containers.create(base, token(account), {
          image_url: containers.mediaUrl(media[0]),
          caption: post.text,
          ...(media[0].altText ? { alt_text: media[0].altText } : {}),
        });
      } else {
        const children: string[] = [];
        for (const item of media)
          children.push(
            await containers.create(base, token(account), {
              image_url: containers.mediaUrl(item),
              is_carousel_item: "true",
              ...(item.altText ? { alt_text: item.altText } : {}),
            }),
          );
        containerId = await containers.create(base, token(account), {
          media_type: "CAROUSEL",
          children: children.join(","),
          caption: post.text,
        });
      }
      const id = await containers.publish(`/${account.profileId}/media_publish`, containerId, token(account));
      return { id, url: await containers.permalink(id, token(account)), threadIds: [id] };
    },

    async reply(account, { inReplyToId, text }) {
      const created = await graph<{ id: string }>({
        op: "reply",
        method: "POST",
        path: `/${inReplyToId}/replies`,
        form: { message: text },
        token: token(account),
      });
      return { id: created.id, url: null, threadIds: [created.id] };
    },

    deletePost: (account, postId) => deleteGraphObject(graph, postId, token(account)),

    async postMetrics(account, postId) {
      const insights = await graph<Parameters<typeof insightValue>[0]>({
        op: "post-metrics",
        method: "GET",
        path: `/${postId}/insights`,
        query: { metric: "views,reach,likes,comments,shares,saved" },
        token: token(account),
      });
      return {
        postId,
        views: insightValue(insights, "views"),
        impressions: insightValue(insights, "reach"),
        likes: insightValue(insights, "likes"),
        comments: insightValue(insights, "comments"),
        shares: insightValue(insights, "shares"),
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const ig = await graph<{ followers_count?: number; follows_count?: number; media_count?: number }>({
        op: "account-metrics",
        method: "GET",
        path: `/${account.profileId}`,
        query: { fields: "followers_count,follows_count,media_count" },
        token: token(account),
      });
      return {
        followers: ig.followers_count ?? null,
        following: ig.follows_count ?? null,
        posts: ig.media_count ?? null,
        fetchedAt: new Date(),
      };
    },

    recentPosts: (account, { since, limit = 20 }) =>
      recentFromEdge<IgMedia>(
        graph,
        { path: `/${account.profileId}/media`, fields: MEDIA_FIELDS, token: token(account), since, limit },
        (m) => ({
          id: m.id,
          text: m.caption ?? "",
          createdAt: new Date(m.timestamp ?? Date.now()),
          url: m.permalink ?? null,
        }),
      ),

    async fetchInbox(account, query = {}) {
      const list = await graph<GraphList<IgMedia>>({
        op: "inbox",
        method: "GET",
        path: `/${account.profileId}/media`,
        query: {
          fields: `id,permalink,comments.limit(${Math.min(100, query.limit ?? 50)}){id,text,timestamp,username,from}`,
          limit: 25,
          after: query.cursor,
        },
        token: token(account),
      });
      const items = (list.data ?? [])
        .flatMap((media) => (media.comments?.data ?? []).map((c) => toInboxItem(c, media)))
        .filter((item) => item.author.username !== account.username)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return { items, cursor: nextCursor(list) };
    },

    /**
     * Instagram's webhooks (comments, mentions, messages: fields of the app's `instagram` object)
     * reach an account only once its linked page has the app installed, with any page field
     * (Webhooks for Instagram, "Page subscriptions"): the page's subscribed_apps, with its token.
     */
    async subscribePush(account) {
      const pageId = account.credentials?.pageId;
      if (!pageId)
        throw new ProviderError(
          "bad_request",
          "The Instagram account's linked Facebook page is not known: reconnect it.",
          { network: "instagram" },
        );
      await subscribePage(graph, pageId, token(account), ["feed"]);
    },
  };
}
