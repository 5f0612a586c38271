import type { SocialPlatform } from "@/lib/content/platforms";
import type { PlatformLimits } from "./limits";

/** What a network gave us to act for an account; the caller stores it encrypted. */
export interface TokenSet {
  accessToken: string;
  /** Kept across refreshes that return none: losing it forces a reconnect (Postiz PR 1822). */
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
}

export interface AccountProfile {
  /** The network's own id: X user id, Bluesky DID, LinkedIn member id (OpenID `sub`), Mastodon account id. */
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  profileUrl: string | null;
}

/** An OAuth client registered at runtime (Mastodon: one per instance and redirect URI), to be kept by the caller. */
export interface RegisteredApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string[];
}

export interface Connection {
  tokens: TokenSet;
  profile: AccountProfile;
  /** Secrets the account needs later besides tokens (Bluesky: identifier and app password, to log in again when the refresh token dies). */
  credentials?: Record<string, string>;
  /** Mastodon: the instance the account lives on. */
  instanceUrl?: string;
}

/** One account a login may act as (a Facebook page, an Instagram professional account). */
export interface AccountChoice {
  id: string;
  name: string;
  username: string | null;
  avatarUrl: string | null;
}

/** Everything a call needs about one connected account. */
export interface AccountContext {
  /** Stable key (the stored account id): refreshes of one account never run concurrently. */
  key: string;
  profileId: string;
  username: string;
  instanceUrl?: string;
  app?: RegisteredApp;
  tokens: TokenSet;
  credentials?: Record<string, string>;
  /** Persists refreshed tokens (encrypted) before they are used. */
  saveTokens(tokens: TokenSet): Promise<void>;
}

export interface AuthorizationStart {
  url: string;
  /** PKCE verifier to keep with the state until the callback. */
  codeVerifier: string;
  /** A client registered for this start (Mastodon), for the caller to keep and pass back. */
  app?: RegisteredApp;
}

export interface StartAuthorizationInput {
  redirectUri: string;
  state: string;
  instanceUrl?: string;
  /** A client already registered for this instance and redirect URI. */
  app?: RegisteredApp;
}

export interface CompleteAuthorizationInput {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  instanceUrl?: string;
  app?: RegisteredApp;
}

export interface MediaInput {
  data: Uint8Array;
  mimeType: string;
  altText?: string;
  /** Pixel size where known: networks with aspect-ratio rules (Instagram) are checked before sending. */
  width?: number;
  height?: number;
  /**
   * A short-lived public URL of the same bytes, for networks that fetch media themselves instead of
   * taking an upload (Instagram, Threads).
   */
  url?: string;
}

/** A video from the post's `videoUrl` for a network that takes videos, read as it arrives. */
export interface VideoInput {
  mimeType: string;
  /** Where it was fetched from, for networks that pull videos themselves. */
  url: string;
  /** Its length in bytes as the source declared it; null when it did not say. */
  size: number | null;
  /** The bytes in order as they arrive; a fetched source can be read once, and is never held whole. */
  chunks(): AsyncIterable<Uint8Array>;
}

export interface PostPart {
  text: string;
  media?: MediaInput[];
}

export interface PostInput extends PostPart {
  /** The post's video, given only to networks whose limits take videos. */
  video?: VideoInput;
  /** Further posts, each replying to the one before, on networks with native threads. */
  thread?: PostPart[];
  /** One per delivery (the same on every attempt): networks that take one (Mastodon) never apply it twice. */
  idempotencyKey: string;
  /**
   * When the delivery was created. Keys that carry a time (Bluesky's TID record keys) take it from
   * here, so every attempt derives the same key; without it they hold within one call only.
   */
  keyTime?: Date;
}

export interface PublishedPost {
  id: string;
  url: string | null;
  /** Ids of every post of a thread, the first included. */
  threadIds: string[];
}

/** Live numbers of one post; null where the network reports no such number. */
export interface PostMetrics {
  postId: string;
  views: number | null;
  impressions: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  clicks: number | null;
  fetchedAt: Date;
}

export interface AccountMetrics {
  followers: number | null;
  following: number | null;
  posts: number | null;
  fetchedAt: Date;
}

export type InboxItemKind = "mention" | "reply" | "quote" | "comment" | "direct_message";

export interface InboxItem {
  /** The network's id of the item (what `reply` answers). */
  id: string;
  kind: InboxItemKind;
  text: string;
  createdAt: Date;
  url: string | null;
  /** followers: how many follow the author, when the network tells it (their reach raises the item's priority). */
  author: { id: string; username: string; displayName: string; avatarUrl: string | null; followers?: number | null };
  /** The post of ours it answers or quotes, when the network says. */
  subjectPostId: string | null;
}

/** Who a private answer goes to: the network's user id and handle. */
export interface DirectRecipient {
  id: string;
  username: string;
}

export interface InboxPage {
  items: InboxItem[];
  /** Pass back to get older items; null at the end. */
  cursor: string | null;
}

/** A post of the account as the network lists it. */
export interface RecentPost {
  id: string;
  text: string;
  createdAt: Date;
  url: string | null;
}

export interface InboxQuery {
  cursor?: string;
  limit?: number;
}

/**
 * One network. Every method that acts for an account takes its AccountContext; refreshing ahead
 * of expiry and once after an expired-token answer is done around these calls (session.ts), not
 * inside them. Errors are ProviderErrors, classified once.
 */
export interface SocialProvider {
  platform: SocialPlatform;
  connectMethod: "oauth" | "credentials";
  /** The network's published limits; Mastodon's depend on the instance (see `limitsFor`). */
  limits: PlatformLimits;
  limitsFor(account: AccountContext): Promise<PlatformLimits>;
  countText(text: string): number;
  startAuthorization?(input: StartAuthorizationInput): Promise<AuthorizationStart>;
  completeAuthorization?(input: CompleteAuthorizationInput): Promise<Connection>;
  connectWithCredentials?(input: { identifier: string; password: string }): Promise<Connection>;
  /**
   * Networks where one login acts as several accounts (Facebook pages, the Instagram accounts of
   * those pages): connecting takes the first; these list the others and connect one of them.
   */
  accountChoices?(account: AccountContext): Promise<AccountChoice[]>;
  chooseAccount?(account: AccountContext, choiceId: string): Promise<Connection>;
  /** False for networks whose tokens do not expire or that issue no refresh token. */
  canRefresh(account: AccountContext): boolean;
  refresh(account: AccountContext): Promise<TokenSet>;
  profile(account: AccountContext): Promise<AccountProfile>;
  publish(account: AccountContext, post: PostInput): Promise<PublishedPost>;
  deletePost(account: AccountContext, postId: string): Promise<void>;
  postMetrics(account: AccountContext, postId: string): Promise<PostMetrics>;
  accountMetrics(account: AccountContext): Promise<AccountMetrics>;
  fetchInbox(account: AccountContext, query?: InboxQuery): Promise<InboxPage>;
  /**
   * Answers an inbox item, threaded to it. `directTo` (the author of a direct message) asks for a
   * private answer where the network has one (X sends a DM; Mastodon a `direct` status).
   */
  reply(
    account: AccountContext,
    input: { inReplyToId: string; text: string; idempotencyKey: string; directTo?: DirectRecipient },
  ): Promise<PublishedPost>;
  /**
   * The account's own posts since `since`, newest first: how a publish whose outcome is unknown is
   * reconciled before any retry. Null where the network lets apps list no posts (LinkedIn members).
   */
  recentPosts(account: AccountContext, query: { since: Date; limit?: number }): Promise<RecentPost[] | null>;
  /**
   * Networks that push news of an account's activity to this app's webhook (YouTube over WebSub,
   * Facebook pages and Instagram accounts through the page's `subscribed_apps`, X's Account
   * Activity API): asks for it for this account, with its token where the network wants one.
   * Called on connect; what a notification announces is then fetched with `fetchInbox`.
   */
  subscribePush?(account: AccountContext): Promise<void>;
  /**
   * True where a push subscription is a lease that lapses (WebSub): renewed daily, before it ends (a
   * disconnected account is not renewed, so its lease lapses). Meta's and X's subscriptions last
   * until removed, so the renewal leaves them alone.
   */
  pushLeaseExpires?: boolean;
}
