import type { NetworkConfig } from "@/lib/integrations/social/config";
import { createTikTokProvider } from "@/lib/integrations/social/tiktok/provider";
import { startFakeTikTok } from "@/tests/fakes/social/tiktok/server";
import { JPEG } from "./meta";
import { accountFor, connectThroughConsent, fakeControls, TEST_HTTP, type NetworkHarness } from "./types";

/**
 * TikTok against its fake. Connecting includes the person's privacy choice (TikTok posts with no
 * privacy level picked for them): everyone, so posts get an id. Status polling at test speed, and
 * the fake's per-minute post cap raised for the suite (its own test keeps TikTok's 6).
 */
export async function tiktokHarness(
  overrides: Partial<NetworkConfig> = {},
  fakeOptions: Parameters<typeof startFakeTikTok>[0] = { postsPerMinute: 1000, postsPerDay: 1000 },
): Promise<NetworkHarness & { fake: Awaited<ReturnType<typeof startFakeTikTok>> }> {
  const fake = await startFakeTikTok(fakeOptions);
  const env = fake.env();
  const provider = createTikTokProvider({
    apiUrl: env.TIKTOK_API_URL,
    authUrl: env.TIKTOK_AUTH_URL,
    tokenUrl: env.TIKTOK_TOKEN_URL,
    clientId: env.TIKTOK_CLIENT_ID,
    clientSecret: env.TIKTOK_CLIENT_SECRET,
    http: TEST_HTTP,
    pollIntervalMs: 5,
    ...overrides,
  });
  return {
    fake,
    provider,
    async connect() {
      const connection = await connectThroughConsent(provider);
      return provider.chooseAccount!(accountFor(provider, connection), "privacy:PUBLIC_TO_EVERYONE");
    },
    account: (connection) => accountFor(provider, connection),
    ...fakeControls(fake),
    sampleImage: { data: JPEG, mimeType: "image/jpeg", width: 2, height: 2 },
    hostMedia: (media) => ({ ...media, url: fake.host(media.data, media.mimeType) }),
    publishedPost(id) {
      const post = fake.posts.get(id) ?? fake.postOfPublish(id);
      return post ? { text: post.text, images: post.images } : null;
    },
    publishKey: null,
    cannotReply: true,
    cannotDelete: true,
    tokensExpire: true,
    close: () => fake.close(),
  };
}
