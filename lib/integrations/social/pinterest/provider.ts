import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { networkConfig, type NetworkConfig } from "../config";
import { notConfigured } from "../facebook/graph";
import { authorizationUrl, exchangeCode, refreshAccessToken, type OAuthClientConfig } from "../oauth";
import type { AccountChoice, AccountContext, AccountProfile, Connection, SocialProvider, TokenSet } from "../types";
import { pinterestClient } from "./api";
import { PINTEREST_LIMITS } from "./limits";

export const PINTEREST_SCOPES = ["boards:read", "pins:read", "pins:write", "user_accounts:read"];

interface UserAccount {
  username: string;
  business_name?: string | null;
  profile_image?: string | null;
  follower_count?: number;
  following_count?: number;
  pin_count?: number;
}

interface Board {
  id: string;
  name: string;
  media?: { image_cover_url?: string | null } | null;
}

interface Pin {
  id: string;
  created_at?: string;
  description?: string | null;
}

interface Page<T> {
  items: T[];
  bookmark: string | null;
}

type Metrics = Partial<
  Record<"IMPRESSION" | "SAVE" | "PIN_CLICK" | "OUTBOUND_CLICK" | "TOTAL_COMMENTS" | "TOTAL_REACTIONS", number>
>;

const pinUrl = (id: string) => `https://www.pinterest.com/pin/${id}/`;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** Pin analytics reach back 90 days at most. */
const ANALYTICS_DAYS = 89;

/**
 * Pinterest (API v5): OAuth with the client authenticating by HTTP Basic, 30-day access tokens
 * renewed with the refresh token. A connected account is one board of the login: connecting takes
 * the first board, `accountChoices` lists the others and `chooseAccount` connects one. Each Pin is
 * one image (sent as base64) with the text as its description and the text's first link as its
 * destination. Pinterest takes no idempotency key: an unanswered Pin is reconciled from the board's
 * Pins.
 */
export function createPinterestProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("pinterest", overrides);
  // Pinterest's 429s name no wait: retrying at once only spends more of the quota.
  const http = createHttpClient({ network: "pinterest", retryRateLimitWithoutWait: false, ...config.http });
  const call = pinterestClient(http, config.apiUrl);
  const token = (account: AccountContext) => account.tokens.accessToken;

  function oauth(): OAuthClientConfig {
    if (!config.clientId || !config.clientSecret) throw notConfigured("pinterest", "Pinterest", "PINTEREST");
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scopes: PINTEREST_SCOPES,
      scopeSeparator: ",",
      pkce: false,
      clientAuth: "basic",
    };
  }

  const user = (accessToken: string) =>
    call<UserAccount>({ op: "profile", method: "GET", path: "/user_account", token: accessToken });

  const boards = async (accessToken: string) =>
    (
      await call<Page<Board>>({
        op: "boards",
        method: "GET",
        path: "/boards",
        token: accessToken,
        query: { page_size: 100 },
      })
    ).items;

  function boardProfile(owner: UserAccount, board: Board): AccountProfile {
    return {
      id: board.id,
      username: owner.username,
      displayName: board.name,
      avatarUrl: owner.profile_image ?? null,
      profileUrl: `https://www.pinterest.com/${owner.username}/`,
    };
  }

  async function connectBoard(tokens: TokenSet, boardId: string | null): Promise<Connection> {
    const owner = await user(tokens.accessToken);
    const board = boardId
      ? await call<Board>({
          op: "board",
          method: "GET",
          path: `/boards/${encodeURIComponent(boardId)}`,
          token: tokens.accessToken,
        })
      : (await boards(tokens.accessToken))[0];
    if (!board)
      throw new ProviderError(
        "bad_request",
        "This Pinterest account has no board: create one on Pinterest, then connect.",
        {
          network: "pinterest",
          code: "NO_BOARD",
        },
      );
    return { tokens, profile: boardProfile(owner, board) };
  }

  return {
    platform: "pinterest",
    connectMethod: "oauth",
    limits: PINTEREST_LIMITS,
    limitsFor: async () => PINTEREST_LIMITS,
    countText: (text) => Array.from(text).length,

    startAuthorization: async ({ redirectUri, state }) => ({
      url: authorizationUrl(oauth(), { redirectUri, state }),
      codeVerifier: "",
    }),

    async completeAuthorization({ code, redirectUri }) {
      return connectBoard(await exchangeCode(http, oauth(), { code, redirectUri }), null);
    },

    async accountChoices(account): Promise<AccountChoice[]> {
      const owner = await user(token(account));
      return (await boards(token(account))).map((b) => ({
        id: b.id,
        name: b.name,
        username: owner.username,
        avatarUrl: b.media?.image_cover_url ?? null,
      }));
    },

    chooseAccount: (account, boardId) => connectBoard(account.tokens, boardId),

    canRefresh: (account) => account.tokens.refreshToken !== null,
    refresh: (account) => refreshAccessToken(http, oauth(), account.tokens.refreshToken!),

    async profile(account) {
      const [owner, board] = await Promise.all([
        user(token(account)),
        call<Board>({ op: "board", method: "GET", path: `/boards/${account.profileId}`, token: token(account) }),
      ]);
      return boardProfile(owner, board);
    },

    async publish(account, post) {
      const image = post.media?.[0];
      if (!image) throw new ProviderError("bad_request", "A Pin needs an image.", { network: "pinterest" });
      const link = post.text.match(/https?:\/\/\S+/)?.[0];
      const pin = await call<Pin>({
        op: "publish",
        method: "POST",
        path: "/pins",
        token: token(account),
        json: {
          board_id: account.profileId,
          description: post.text,
          ...(link ? { link } : {}),
          ...(image.altText ? { alt_text: image.altText } : {}),
          media_source: {
            source_type: "image_base64",
            content_type: image.mimeType,
            data: Buffer.from(image.data).toString("base64"),
          },
        },
      });
      return { id: pin.id, url: pinUrl(pin.id), threadIds: [pin.id] };
    },

    async deletePost(account, postId) {
      await call({
        op: "delete",
        method: "DELETE",
        path: `/pins/${encodeURIComponent(postId)}`,
        token: token(account),
      });
    },

    async postMetrics(account, postId) {
      const now = new Date();
      const answer = await call<{ all?: { summary_metrics?: Metrics } }>({
        op: "post-metrics",
        method: "GET",
        path: `/pins/${encodeURIComponent(postId)}/analytics`,
        token: token(account),
        query: {
          start_date: day(new Date(now.getTime() - ANALYTICS_DAYS * 86_400_000)),
          end_date: day(now),
          metric_types: "IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK,TOTAL_COMMENTS,TOTAL_REACTIONS",
        },
      });
      const m = answer.all?.summary_metrics ?? {};
      return {
        postId,
        views: null,
        impressions: m.IMPRESSION ?? null,
        likes: m.TOTAL_REACTIONS ?? null,
        comments: m.TOTAL_COMMENTS ?? null,
        shares: m.SAVE ?? null,
        clicks: m.OUTBOUND_CLICK ?? null,
        fetchedAt: now,
      };
    },

    async accountMetrics(account) {
      const owner = await user(token(account));
      return {
        followers: owner.follower_count ?? null,
        following: owner.following_count ?? null,
        posts: owner.pin_count ?? null,
        fetchedAt: new Date(),
      };
    },

    async recentPosts(account, { since, limit = 20 }) {
      const page = await call<Page<Pin>>({
        op: "recent-posts",
        method: "GET",
        path: `/boards/${account.profileId}/pins`,
        token: token(account),
        query: { page_size: Math.min(limit, 100) },
      });
      return page.items
        .map((p) => ({
          id: p.id,
          text: p.description ?? "",
          createdAt: new Date(p.created_at ?? 0),
          url: pinUrl(p.id),
        }))
        .filter((p) => p.createdAt >= since);
    },

    // Pinterest's API lets apps read no comments or mentions.
    fetchInbox: async () => ({ items: [], cursor: null }),

    async reply() {
      throw new ProviderError("bad_request", "Pinterest lets apps neither read nor answer comments.", {
        network: "pinterest",
        code: "NO_REPLIES",
      });
    },
  };
}
