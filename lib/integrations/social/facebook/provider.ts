import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { networkConfig, type NetworkConfig } from "../config";
import type { AccountContext, Connection, InboxItem, MediaInput, SocialProvider } from "../types";
import {
  deleteGraphObject,
  graphClient,
  insightValue,
  nextCursor,
  recentFromEdge,
  subscribePage,
  type GraphList,
} from "./graph";
import { FACEBOOK_LIMITS } from "./limits";
import { metaLogin, pageAccounts, pageChoice, pageTokens, type ManagedPage } from "./login";

/**
 * Listing pages, posting as them, reading their comments and insights, answering comments; reading
 * and answering their Messenger conversations (pages_messaging with pages_manage_metadata).
 */
export const FACEBOOK_SCOPES = [
  "pages_show_list",
  "pages_manage_posts",
  "pages_read_engagement",
  "pages_read_user_content",
  "pages_manage_engagement",
  "pages_manage_metadata",
  "pages_messaging",
  "read_insights",
];

interface FbComment {
  id: string;
  message?: string;
  created_time?: string;
  permalink_url?: string;
  from?: { id: string; name?: string; picture?: { data?: { url?: string } } };
}

interface FbPost {
  id: string;
  message?: string;
  created_time?: string;
  permalink_url?: string;
  comments?: GraphList<FbComment>;
}

interface FbMessage {
  id: string;
  message?: string;
  created_time?: string;
  from?: { id: string; name?: string; email?: string };
}

interface FbConversation {
  id: string;
  messages?: GraphList<FbMessage>;
}

/** Messenger message ids ("m_…", older "mid.…"); comment ids are "<post>_<comment>" digits. */
const MESSAGE_ID = /^(m_|mid\.)/;
/** How many recent conversations, and messages of each, a sync reads. */
const CONVERSATIONS = 25;
const MESSAGES_PER_CONVERSATION = 10;

const FIRST_URL = /https?:\/\/\S+/;
const postUrl = (id: string) => `https://www.facebook.com/${id}`;

/**
 * Facebook Pages through the Graph API. Connecting lists the pages the person manages and acts as
 * the first one that lets them create content; `chooseAccount` switches to another (the long-lived
 * user token is kept sealed for that). Page tokens do not expire: there is nothing to refresh.
 */
export function createFacebookProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("facebook", overrides);
  // Meta's throttles last minutes to an hour and name no Retry-After: retrying within the call is futile.
  const http = createHttpClient({ network: "facebook", retryRateLimitWithoutWait: false, ...config.http });
  const graph = graphClient(http, config.apiUrl, "facebook", "Facebook");
  const login = metaLogin(http, graph, config, {
    network: "facebook",
    label: "Facebook",
    service: "FACEBOOK",
    scopes: FACEBOOK_SCOPES,
  });
  const token = (account: AccountContext) => account.tokens.accessToken;

  function connectionFor(page: ManagedPage, userToken: string): Connection {
    return {
      tokens: pageTokens(page, FACEBOOK_SCOPES, "facebook"),
      profile: {
        id: page.id,
        username: page.name,
        displayName: page.name,
        avatarUrl: page.picture?.data?.url ?? null,
        profileUrl: postUrl(page.id),
      },
      credentials: { userToken },
    };
  }

  async function postablePages(userToken: string): Promise<ManagedPage[]> {
    const pages = (await login.pages(userToken)).filter((p) => !p.tasks || p.tasks.includes("CREATE_CONTENT"));
    if (!pages.length)
      throw new ProviderError(
        "bad_request",
        "This Facebook login manages no page it may post to: choose a page when Facebook asks, or get the CREATE_CONTENT task on one.",
        { network: "facebook", code: "NO_PAGE" },
      );
    return pages;
  }

  async function uploadPhoto(account: AccountContext, media: MediaInput, caption: string | null) {
    const form = new FormData();
    form.set("source", new Blob([media.data as Uint8Array<ArrayBuffer>], { type: media.mimeType }), "image");
    if (caption === null) form.set("published", "false");
    else form.set("message", caption);
    if (media.altText) form.set("alt_text_custom", media.altText);
    return graph<{ id: string; post_id?: string }>({
      op: caption === null ? "upload-photo" : "publish",
      method: "POST",
      path: `/${account.profileId}/photos`,
      multipart: form,
      token: token(account),
      // An unpublished photo that is uploaded twice only leaves an unused photo behind.
      idempotent: caption === null,
    });
  }

  async function publishPost(account: AccountContext, text: string, media: MediaInput[]): Promise<string> {
    if (media.length === 1) {
      const photo = await uploadPhoto(account, media[0], text);
      return photo.post_id ?? `${account.profileId}_${photo.id}`;
    }
    const attached: Record<string, string> = {};
    for (const [i, item] of media.entries())
      attached[`attached_media[${i}]`] = JSON.stringify({ media_fbid: (await uploadPhoto(account, item, null)).id });
    const link = media.length ? undefined : text.match(FIRST_URL)?.[0];
    const created = await graph<{ id: string }>({
      op: "publish",
      method: "POST",
      path: `/${account.profileId}/feed`,
      form: { message: text, ...(link ? { link } : {}), ...attached },
      token: token(account),
    });
    return created.id;
  }

  const toInboxItem = (comment: FbComment, post: FbPost): InboxItem => ({
    id: comment.id,
    kind: "comment",
    text: comment.message ?? "",
    createdAt: new Date(comment.created_time ?? Date.now()),
    url: comment.permalink_url ?? null,
    author: {
      id: comment.from?.id ?? "",
      username: comment.from?.name ?? "",
      displayName: comment.from?.name ?? "",
      avatarUrl: comment.from?.picture?.data?.url ?? null,
    },
    subjectPostId: post.id,
  });

  const toMessageItem = (message: FbMessage): InboxItem => ({
    id: message.id,
    kind: "direct_message",
    text: message.message ?? "",
    createdAt: new Date(message.created_time ?? Date.now()),
    url: null,
    author: {
      id: message.from?.id ?? "",
      username: message.from?.name ?? message.from?.id ?? "",
      displayName: message.from?.name ?? message.from?.id ?? "",
      avatarUrl: null,
    },
    subjectPostId: null,
  });

  /** The newest messages people sent the page on Messenger (the page's own left out). */
  async function messengerItems(account: AccountContext): Promise<InboxItem[]> {
    const list = await graph<GraphList<FbConversation>>({
      op: "inbox-messages",
      method: "GET",
      path: `/${account.profileId}/conversations`,
      query: {
        platform: "messenger",
        fields: `id,updated_time,messages.limit(${MESSAGES_PER_CONVERSATION}){id,message,created_time,from}`,
        limit: CONVERSATIONS,
      },
      token: token(account),
    });
    return (list.data ?? [])
      .flatMap((c) => c.messages?.data ?? [])
      .filter((m) => m.from?.id && m.from.id !== account.profileId)
      .map(toMessageItem);
  }

  /** Answers a Messenger message (Send API, a RESPONSE within Messenger's 24-hour window) to its sender. */
  async function replyToMessage(account: AccountContext, messageId: string, text: string) {
    const message = await graph<FbMessage>({
      op: "message",
      method: "GET",
      path: `/${messageId}`,
      query: { fields: "id,from" },
      token: token(account),
    });
    if (!message.from?.id)
      throw new ProviderError("bad_request", "Facebook did not say who sent this message.", { network: "facebook" });
    const sent = await graph<{ recipient_id: string; message_id: string }>({
      op: "reply",
      method: "POST",
      path: `/${account.profileId}/messages`,
      json: { recipient: { id: message.from.id }, messaging_type: "RESPONSE", message: { text } },
      token: token(account),
    });
    return { id: sent.message_id, url: null, threadIds: [sent.message_id] };
  }

  return {
    platform: "facebook",
    connectMethod: "oauth",
    limits: FACEBOOK_LIMITS,
    limitsFor: async () => FACEBOOK_LIMITS,
    countText: (text) => Array.from(text).length,

    ...pageAccounts({
      login,
      network: "facebook",
      label: "Facebook",
      pages: postablePages,
      connection: connectionFor,
      choice: pageChoice,
    }),

    async profile(account) {
      const page = await graph<{ id: string; name: string; link?: string; picture?: { data?: { url?: string } } }>({
        op: "profile",
        method: "GET",
        path: `/${account.profileId}`,
        query: { fields: "id,name,link,picture{url}" },
        token: token(account),
      });
      return {
        id: page.id,
        username: page.name,
        displayName: page.name,
        avatarUrl: page.picture?.data?.url ?? null,
        profileUrl: page.link ?? postUrl(page.id),
      };
    },

    async publish(account, post) {
      if (post.thread?.length)
        throw new ProviderError("bad_request", "Facebook has no threads: publish one post.", { network: "facebook" });
      const id = await publishPost(account, post.text, post.media ?? []);
      return { id, url: postUrl(id), threadIds: [id] };
    },

    async reply(account, { inReplyToId, text }) {
      if (MESSAGE_ID.test(inReplyToId)) return replyToMessage(account, inReplyToId, text);
      const created = await graph<{ id: string }>({
        op: "reply",
        method: "POST",
        path: `/${inReplyToId}/comments`,
        form: { message: text },
        token: token(account),
      });
      return { id: created.id, url: postUrl(created.id), threadIds: [created.id] };
    },

    deletePost: (account, postId) => deleteGraphObject(graph, postId, token(account)),

    async postMetrics(account, postId) {
      const insights = await graph<Parameters<typeof insightValue>[0]>({
        op: "post-metrics",
        method: "GET",
        path: `/${postId}/insights`,
        query: { metric: "post_impressions,post_clicks" },
        token: token(account),
      });
      const counts = await graph<{
        reactions?: { summary?: { total_count?: number } };
        comments?: { summary?: { total_count?: number } };
        shares?: { count?: number };
      }>({
        op: "post-counts",
        method: "GET",
        path: `/${postId}`,
        query: { fields: "reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares" },
        token: token(account),
      });
      const impressions = insightValue(insights, "post_impressions");
      return {
        postId,
        views: impressions,
        impressions,
        likes: counts.reactions?.summary?.total_count ?? null,
        comments: counts.comments?.summary?.total_count ?? null,
        shares: counts.shares?.count ?? 0,
        clicks: insightValue(insights, "post_clicks"),
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const page = await graph<{ followers_count?: number; fan_count?: number }>({
        op: "account-metrics",
        method: "GET",
        path: `/${account.profileId}`,
        query: { fields: "followers_count,fan_count" },
        token: token(account),
      });
      return {
        followers: page.followers_count ?? page.fan_count ?? null,
        following: null,
        posts: null,
        fetchedAt: new Date(),
      };
    },

    recentPosts: (account, { since, limit = 20 }) =>
      recentFromEdge<FbPost>(
        graph,
        {
          path: `/${account.profileId}/published_posts`,
          fields: "id,message,created_time,permalink_url",
          token: token(account),
          since,
          limit,
        },
        (p) => ({
          id: p.id,
          text: p.message ?? "",
          createdAt: new Date(p.created_time ?? Date.now()),
          url: p.permalink_url ?? postUrl(p.id),
        }),
      ),

    async fetchInbox(account, query = {}) {
      // Messenger conversations come with the first page; the cursor pages through the feed's comments.
      // Both asked at once, and awaited together so a failure of either is this call's (never unhandled).
      const [list, messages] = await Promise.all([
        graph<GraphList<FbPost>>({
          op: "inbox",
          method: "GET",
          path: `/${account.profileId}/feed`,
          query: {
            fields: `id,comments.limit(${Math.min(100, query.limit ?? 50)}){id,message,created_time,permalink_url,from{id,name,picture{url}}}`,
            limit: 25,
            after: query.cursor,
          },
          token: token(account),
        }),
        query.cursor ? [] : messengerItems(account),
      ]);
      const items = [
        ...(list.data ?? []).flatMap((post) => (post.comments?.data ?? []).map((c) => toInboxItem(c, post))),
        ...messages,
      ]
        .filter((item) => item.author.id !== account.profileId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return { items, cursor: nextCursor(list) };
    },

    // The inbox's comments (feed) and Messenger conversations (messages) of the page.
    subscribePush: (account) => subscribePage(graph, account.profileId, token(account), ["feed", "messages"]),
  };
}
