import type { NetworkConfig } from "@/lib/integrations/social/config";
import { createFacebookProvider } from "@/lib/integrations/social/facebook/provider";
import { createInstagramProvider } from "@/lib/integrations/social/instagram/provider";
import { META_FAKE_PAGES, startFakeMeta } from "@/tests/fakes/social/meta/server";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { startFakeThreads } from "@/tests/fakes/social/threads/server";
import { createThreadsProvider } from "@/lib/integrations/social/threads/provider";
import type { SocialProvider } from "@/lib/integrations/social/types";
import { accountFor, TEST_HTTP, type NetworkHarness } from "./types";

/** A 2×2 JPEG: Instagram publishes JPEG only. */
export const JPEG = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC1AKF//9k=",
  "base64",
);

/** Container polling at test speed. */
const FAST = { http: TEST_HTTP, pollIntervalMs: 5 };

async function oauthConnect(provider: SocialProvider, platform: string) {
  const redirectUri = `http://localhost:3000/api/social/${platform}/callback`;
  const start = await provider.startAuthorization!({ redirectUri, state: `state-${platform}` });
  const callback = await approveConsent(start.url);
  return provider.completeAuthorization!({
    code: callback.searchParams.get("code")!,
    codeVerifier: start.codeVerifier,
    redirectUri,
  });
}

type Fake = Awaited<ReturnType<typeof startFakeMeta>>;

function metaHarness(fake: Fake, provider: SocialProvider, platform: "facebook" | "instagram") {
  const page = META_FAKE_PAGES[0];
  const common = {
    provider,
    connect: () => oauthConnect(provider, platform),
    account: (connection: Parameters<NetworkHarness["account"]>[0]) => accountFor(provider, connection),
    fail: fake.server.fail.bind(fake.server),
    received: (route: string) => fake.server.received(route),
    expireAccessTokens: () => fake.tokens.expireAccessTokens(),
    revokeAll: () => fake.tokens.revokeAll(),
    refreshCount: () => fake.tokens.refreshCount,
    publishKey: null,
    tokensExpire: false,
    close: () => fake.close(),
  };
  return { fake, page, common };
}

export async function facebookHarness(overrides: Partial<NetworkConfig> = {}) {
  const fake = await startFakeMeta();
  const env = fake.env();
  const provider = createFacebookProvider({
    apiUrl: env.FACEBOOK_API_URL,
    authUrl: env.FACEBOOK_AUTH_URL,
    tokenUrl: env.FACEBOOK_TOKEN_URL,
    clientId: env.FACEBOOK_CLIENT_ID,
    clientSecret: env.FACEBOOK_CLIENT_SECRET,
    ...FAST,
    ...overrides,
  });
  const { page, common } = metaHarness(fake, provider, "facebook");
  return {
    ...common,
    fake,
    publishedPost(id: string) {
      const post = fake.posts.get(id);
      return post ? { text: post.message, images: post.photoIds.map((p) => fake.photos.get(p)!.data) } : null;
    },
    async addMention() {
      return fake.addComment({ pageId: page.id }, `Do you open on Sundays? ${Math.random()}`).text;
    },
  } satisfies NetworkHarness & { fake: Fake };
}

export async function instagramHarness(overrides: Partial<NetworkConfig> = {}) {
  const fake = await startFakeMeta();
  const env = fake.env();
  const provider = createInstagramProvider({
    apiUrl: env.INSTAGRAM_API_URL,
    authUrl: env.INSTAGRAM_AUTH_URL,
    tokenUrl: env.INSTAGRAM_TOKEN_URL,
    clientId: env.FACEBOOK_CLIENT_ID,
    clientSecret: env.FACEBOOK_CLIENT_SECRET,
    ...FAST,
    ...overrides,
  });
  const { page, common } = metaHarness(fake, provider, "instagram");
  return {
    ...common,
    fake,
    sampleImage: { data: JPEG, mimeType: "image/jpeg", width: 2, height: 2 },
    hostMedia: (media) => ({ ...media, url: fake.host(media.data, media.mimeType) }),
    publishedPost(id: string) {
      const item = fake.media.get(id);
      return item ? { text: item.caption, images: item.images } : null;
    },
    async addMention() {
      return fake.addComment({ igUserId: page.instagram!.id }, `@reach.cafe love this! ${Math.random()}`).text;
    },
  } satisfies NetworkHarness & { fake: Fake };
}

export async function threadsHarness(overrides: Partial<NetworkConfig> = {}) {
  const fake = await startFakeThreads();
  const env = fake.env();
  const provider = createThreadsProvider({
    apiUrl: env.THREADS_API_URL,
    authUrl: env.THREADS_AUTH_URL,
    tokenUrl: env.THREADS_TOKEN_URL,
    clientId: env.THREADS_CLIENT_ID,
    clientSecret: env.THREADS_CLIENT_SECRET,
    ...FAST,
    ...overrides,
  });
  return {
    fake,
    provider,
    connect: () => oauthConnect(provider, "threads"),
    account: (connection) => accountFor(provider, connection),
    fail: fake.server.fail.bind(fake.server),
    received: (route) => fake.server.received(route),
    expireAccessTokens: () => fake.tokens.expireAccessTokens(),
    revokeAll: () => fake.tokens.revokeAll(),
    refreshCount: () => fake.tokens.refreshCount,
    hostMedia: (media) => ({ ...media, url: fake.host(media.data, media.mimeType) }),
    publishedPost(id) {
      const post = fake.posts.get(id);
      return post ? { text: post.text, images: post.images } : null;
    },
    async addMention() {
      return fake.addMention(`@reach.threads what do you think? ${Math.random()}`).text;
    },
    publishKey: null,
    // A long-lived token is refreshed before it ends; once expired it cannot be (tested on its own).
    tokensExpire: false,
    close: () => fake.close(),
  } satisfies NetworkHarness & { fake: Awaited<ReturnType<typeof startFakeThreads>> };
}
