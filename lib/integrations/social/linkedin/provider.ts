import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { joinUrl, networkConfig, type NetworkConfig } from "../config";
import { authorizationUrl, exchangeCode, refreshAccessToken, type OAuthClientConfig } from "../oauth";
import type { AccountContext, AccountProfile, InboxItem, MediaInput, SocialProvider } from "../types";
import { linkedinFailure, restClient } from "./api";
import { escapeLittleText, LINKEDIN_LIMITS } from "./limits";

export const LINKEDIN_SCOPES = ["openid", "profile", "w_member_social"];

interface UserInfo {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

const METRICS = ["IMPRESSION", "REACTION", "COMMENT", "RESHARE"] as const;

/**
 * Reading a member's posts and their comments needs r_member_social, which LinkedIn grants to
 * approved partners only (apps without it cannot ask for it). A token that holds it fills the inbox.
 */
export const LINKEDIN_COMMENTS_SCOPE = "r_member_social";
/** The member's latest posts whose comments one inbox read covers. */
const INBOX_POSTS = 10;

interface LinkedInComment {
  actor: string;
  commentUrn?: string;
  $URN?: string;
  id: string;
  created: { time: number };
  message?: { text?: string };
  object: string;
}

/** The post a comment URN, urn:li:comment:(<post>,<id>), belongs to. */
function commentedPost(urn: string): string | null {
  return urn.match(/^urn:li:comment:\((.+),\d+\)$/)?.[1] ?? null;
}

/** Rest.li 2.0 finder argument for a post: (share:urn%3Ali%3Ashare%3A1) or (ugcPost:...). */
function entityArgument(urn: string): string {
  const type = urn.startsWith("urn:li:ugcPost:") ? "ugcPost" : "share";
  return `(${type}:${encodeURIComponent(urn)})`;
}

/**
 * LinkedIn member posts through the versioned /rest API (LinkedIn-Version from
 * LINKEDIN_API_VERSION); the profile from OpenID userinfo.
 */
export function createLinkedInProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("linkedin", overrides);
  // LinkedIn's 429s are daily quotas that name no wait: retrying within the call is futile.
  const http = createHttpClient({ network: "linkedin", retryRateLimitWithoutWait: false, ...config.http });
  const rest = restClient(http, config);
  const person = (account: AccountContext) => `urn:li:person:${account.profileId}`;

  function oauth(): OAuthClientConfig {
    if (!config.clientId)
      throw new ProviderError(
        "bad_request",
        "LinkedIn is not configured: set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.",
        { network: "linkedin", code: "NOT_CONFIGURED" },
      );
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scopes: LINKEDIN_SCOPES,
      pkce: false,
      clientAuth: "body",
    };
  }

  async function userinfo(accessToken: string): Promise<AccountProfile> {
    const res = await http.request({
      op: "profile",
      method: "GET",
      url: joinUrl(config.apiUrl, "/v2/userinfo"),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw linkedinFailure(res, config.apiVersion!);
    const info = res.json<UserInfo>()!;
    const name = info.name ?? [info.given_name, info.family_name].filter(Boolean).join(" ");
    // LinkedIn shares no vanity name under these scopes: the member's name is the handle we show.
    return {
      id: info.sub,
      username: name || info.sub,
      displayName: name || info.sub,
      avatarUrl: info.picture ?? null,
      profileUrl: null,
    };
  }

  async function uploadImage(account: AccountContext, media: MediaInput): Promise<string> {
    const init = await rest({
      op: "image-init",
      method: "POST",
      path: "/images",
      rawQuery: "action=initializeUpload",
      accessToken: account.tokens.accessToken,
      json: { initializeUploadRequest: { owner: person(account) } },
      idempotent: true,
    });
    const { uploadUrl, image } = init.json<{ value: { uploadUrl: string; image: string } }>()!.value;
    const put = await http.request({
      op: "image-upload",
      method: "PUT",
      url: uploadUrl,
      bytes: { data: media.data, contentType: media.mimeType },
      headers: { authorization: `Bearer ${account.tokens.accessToken}` },
    });
    if (!put.ok) throw linkedinFailure(put, config.apiVersion!);
    return image;
  }

  async function metric(
    account: AccountContext,
    urn: string,
    queryType: (typeof METRICS)[number],
  ): Promise<number | null> {
    const res = await rest({
      op: "post-metrics",
      method: "GET",
      path: "/memberCreatorPostAnalytics",
      rawQuery: `q=entity&entity=${entityArgument(urn)}&queryType=${queryType}&aggregation=TOTAL`,
      accessToken: account.tokens.accessToken,
    });
    const elements = res.json<{ elements?: { count?: number }[] }>()?.elements ?? [];
    return elements.length ? elements.reduce((sum, e) => sum + (e.count ?? 0), 0) : null;
  }

  return {
    platform: "linkedin",
    connectMethod: "oauth",
    limits: LINKEDIN_LIMITS,
    limitsFor: async () => LINKEDIN_LIMITS,
    countText: (text) => Array.from(text).length,

    async startAuthorization({ redirectUri, state }) {
      return { url: authorizationUrl(oauth(), { redirectUri, state }), codeVerifier: "" };
    },

    async completeAuthorization({ code, redirectUri }) {
      const tokens = await exchangeCode(http, oauth(), { code, redirectUri });
      return { tokens, profile: await userinfo(tokens.accessToken) };
    },

    // Refresh tokens are issued to approved partner apps only; others reconnect every 60 days.
    canRefresh: (account) => account.tokens.refreshToken !== null,
    async refresh(account) {
      if (!account.tokens.refreshToken)
        throw new ProviderError("needs_reconnect", "LinkedIn access expired; connect the account again.", {
          network: "linkedin",
        });
      return refreshAccessToken(http, oauth(), account.tokens.refreshToken);
    },

    profile: (account) => userinfo(account.tokens.accessToken),

    async publish(account, post) {
      if (post.thread?.length)
        throw new ProviderError("bad_request", "LinkedIn has no threads: publish one post.", { network: "linkedin" });
      const media = post.media ?? [];
      const images = [];
      for (const item of media) images.push({ id: await uploadImage(account, item), altText: item.altText ?? "" });
      const content =
        images.length === 1 ? { media: images[0] } : images.length > 1 ? { multiImage: { images } } : undefined;
      const res = await rest({
        op: "publish",
        method: "POST",
        path: "/posts",
        accessToken: account.tokens.accessToken,
        json: {
          author: person(account),
          commentary: escapeLittleText(post.text),
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          ...(content ? { content } : {}),
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
        },
      });
      const id = res.headers.get("x-restli-id");
      if (!id)
        throw new ProviderError("outcome_unknown", "LinkedIn accepted the post but did not say its id.", {
          network: "linkedin",
          status: res.status,
        });
      return { id, url: `https://www.linkedin.com/feed/update/${id}/`, threadIds: [id] };
    },

    async reply(account, { inReplyToId, text }) {
      // Answering a comment nests under it: the object stays the post, parentComment names the comment.
      const post = commentedPost(inReplyToId);
      const res = await rest({
        op: "reply",
        method: "POST",
        path: `/socialActions/${encodeURIComponent(inReplyToId)}/comments`,
        accessToken: account.tokens.accessToken,
        json: {
          actor: person(account),
          object: post ?? inReplyToId,
          message: { text },
          ...(post ? { parentComment: inReplyToId } : {}),
        },
      });
      const id = res.headers.get("x-restli-id") ?? res.json<{ id?: string }>()?.id ?? "";
      return { id, url: `https://www.linkedin.com/feed/update/${inReplyToId}/`, threadIds: [id] };
    },

    async deletePost(account, postId) {
      await rest({
        op: "delete",
        method: "DELETE",
        path: `/posts/${encodeURIComponent(postId)}`,
        accessToken: account.tokens.accessToken,
      }).catch((err) => {
        if (!(err instanceof ProviderError && err.status === 404)) throw err;
      });
    },

    async postMetrics(account, postId) {
      // One metric per call; asked in turn so a failing network is not hit four times at once.
      const counts: (number | null)[] = [];
      for (const m of METRICS) counts.push(await metric(account, postId, m));
      const [impressions, reactions, comments, reshares] = counts;
      return {
        postId,
        views: null,
        impressions,
        likes: reactions,
        comments,
        shares: reshares,
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const res = await rest({
        op: "account-metrics",
        method: "GET",
        path: "/memberFollowersCount",
        rawQuery: "q=me",
        accessToken: account.tokens.accessToken,
      });
      const followers =
        res.json<{ elements?: { memberFollowersCount?: number }[] }>()?.elements?.[0]?.memberFollowersCount ?? null;
      return { followers, following: null, posts: null, fetchedAt: new Date() };
    },

    // Comments on the member's latest posts, where the token allows (LINKEDIN_COMMENTS_SCOPE); mentions are not readable.
    async fetchInbox(account, query = {}) {
      if (!account.tokens.scopes.includes(LINKEDIN_COMMENTS_SCOPE)) return { items: [], cursor: null };
      const accessToken = account.tokens.accessToken;
      const posts = await rest({
        op: "inbox-posts",
        method: "GET",
        path: "/posts",
        rawQuery: `q=author&author=${encodeURIComponent(person(account))}&count=${INBOX_POSTS}&sortBy=LAST_MODIFIED`,
        accessToken,
      });
      const items: InboxItem[] = [];
      // One post at a time: LinkedIn's quotas are daily, a burst buys nothing.
      for (const { id: postUrn } of posts.json<{ elements?: { id: string }[] }>()?.elements ?? []) {
        const res = await rest({
          op: "inbox",
          method: "GET",
          path: `/socialActions/${encodeURIComponent(postUrn)}/comments`,
          rawQuery: `start=0&count=${Math.min(100, Math.max(1, query.limit ?? 50))}`,
          accessToken,
        });
        for (const c of res.json<{ elements?: LinkedInComment[] }>()?.elements ?? []) {
          if (c.actor === person(account)) continue;
          const urn = c.commentUrn ?? c.$URN ?? `urn:li:comment:(${c.object},${c.id})`;
          items.push({
            id: urn,
            kind: "comment",
            text: c.message?.text ?? "",
            createdAt: new Date(c.created.time),
            url: `https://www.linkedin.com/feed/update/${postUrn}?commentUrn=${encodeURIComponent(urn)}`,
            // Comments name their author by URN only; the name needs a profile lookup LinkedIn does not open to apps,
            // and a member id is no handle to show ("@fan0002"): none.
            author: { id: c.actor, username: "", displayName: "LinkedIn member", avatarUrl: null },
            subjectPostId: postUrn,
          });
        }
      }
      items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return { items, cursor: null };
    },
    recentPosts: async () => null,
  };
}
