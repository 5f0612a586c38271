import type { FakeServer, ResponseFailure } from "@/tests/fakes/social/shared/fake-server";
import { approveConsent, type TokenStore } from "@/tests/fakes/social/shared/oauth";
import type {
  AccountContext,
  Connection,
  MediaInput,
  SocialProvider,
  VideoInput,
} from "@/lib/integrations/social/types";

/** Timeouts short enough for tests; a hang is judged within 1.5 s. */
export const TEST_HTTP = { timeoutMs: 1500, baseDelayMs: 5, maxRetryWaitSeconds: 1 };

/** One network's provider wired to its fake, as the contract suite drives it. */
export interface NetworkHarness {
  provider: SocialProvider;
  /** Connects the fake user the way the app will: consent page and callback, or credentials. */
  connect(): Promise<Connection>;
  /** An AccountContext over a connection whose saved tokens are recorded in `saved`. */
  account(connection: Connection): AccountContext & { saved: Connection["tokens"][] };
  fail(failure: ResponseFailure, route: string, times?: number, options?: { retryAfterSeconds?: number }): void;
  received(route: string): { body: Buffer; headers: Record<string, unknown> }[];
  expireAccessTokens(): void;
  revokeAll(): void;
  refreshCount(): number;
  /** Text and image (or video) bytes of a post the fake holds. */
  publishedPost(id: string): { text: string; images: Buffer[]; video?: Buffer } | null;
  /** Someone mentions the connected user; returns the text to look for in the inbox. Absent where apps cannot read mentions. */
  addMention?(): Promise<string>;
  /**
   * The key a publish request carries so the network applies a repeat once (Mastodon's
   * Idempotency-Key header, Bluesky's record key): a 5xx is then retried, not outcome_unknown.
   * Null where the network takes no key.
   */
  publishKey: ((request: { body: Buffer; headers: Record<string, unknown> }) => string) | null;
  /** The network lets apps answer nothing (Pinterest): `reply` is refused. */
  cannotReply?: boolean;
  /** The network lets apps delete no posts (TikTok): `deletePost` is refused. */
  cannotDelete?: boolean;
  /** Access tokens expire (and refresh) on this network. */
  tokensExpire: boolean;
  /** Networks that fetch media from a public URL (Instagram, Threads): the image with the URL the fake serves it at. */
  hostMedia?(media: MediaInput): MediaInput;
  /** An image the network takes, where a PNG is refused (Instagram publishes JPEG only). */
  sampleImage?: MediaInput;
  /** A video for networks whose posts are videos (YouTube). */
  sampleVideo?: VideoInput;
  close(): Promise<void>;
}

export function accountFor(provider: SocialProvider, connection: Connection, extra: Partial<AccountContext> = {}) {
  const saved: Connection["tokens"][] = [];
  const account: AccountContext & { saved: typeof saved } = {
    key: `${provider.platform}:${connection.profile.id}:${Math.random()}`,
    profileId: connection.profile.id,
    username: connection.profile.username,
    instanceUrl: connection.instanceUrl,
    tokens: connection.tokens,
    credentials: connection.credentials,
    saved,
    async saveTokens(tokens) {
      saved.push(tokens);
    },
    ...extra,
  };
  return account;
}

/** Connects through the fake's consent page and the provider's callback, as the app does. */
export async function connectThroughConsent(provider: SocialProvider) {
  const redirectUri = `http://localhost:3000/api/social/${provider.platform}/callback`;
  const start = await provider.startAuthorization!({ redirectUri, state: `state-${provider.platform}` });
  const callback = await approveConsent(start.url);
  return provider.completeAuthorization!({
    code: callback.searchParams.get("code")!,
    codeVerifier: start.codeVerifier,
    redirectUri,
  });
}

/** The harness's hold on a fake with OAuth tokens: failures, requests, expiry and revocation. */
export function fakeControls(fake: { server: FakeServer; tokens: TokenStore }) {
  return {
    fail: fake.server.fail.bind(fake.server),
    received: (route: string) => fake.server.received(route),
    expireAccessTokens: () => fake.tokens.expireAccessTokens(),
    revokeAll: () => fake.tokens.revokeAll(),
    refreshCount: () => fake.tokens.refreshCount,
  };
}
