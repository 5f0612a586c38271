import { createLinkedInProvider } from "@/lib/integrations/social/linkedin/provider";
import type { NetworkConfig } from "@/lib/integrations/social/config";
import { startFakeLinkedIn } from "@/tests/fakes/social/linkedin/server";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { accountFor, TEST_HTTP, type NetworkHarness } from "./types";

export async function linkedinHarness(
  overrides: Partial<NetworkConfig> = {},
): Promise<NetworkHarness & { fake: Awaited<ReturnType<typeof startFakeLinkedIn>> }> {
  const fake = await startFakeLinkedIn();
  const env = fake.env();
  const provider = createLinkedInProvider({
    apiUrl: env.LINKEDIN_API_URL,
    authUrl: env.LINKEDIN_AUTH_URL,
    tokenUrl: env.LINKEDIN_TOKEN_URL,
    clientId: env.LINKEDIN_CLIENT_ID,
    clientSecret: env.LINKEDIN_CLIENT_SECRET,
    http: TEST_HTTP,
    ...overrides,
  });
  const redirectUri = "http://localhost:3000/api/social/linkedin/callback";
  return {
    fake,
    provider,
    async connect() {
      const start = await provider.startAuthorization!({ redirectUri, state: "state-li" });
      const callback = await approveConsent(start.url);
      return provider.completeAuthorization!({
        code: callback.searchParams.get("code")!,
        codeVerifier: start.codeVerifier,
        redirectUri,
      });
    },
    account: (connection) => accountFor(provider, connection),
    fail: (failure, route, times, options) => fake.server.fail(failure, route, times, options),
    received: (route) => fake.server.received(route),
    expireAccessTokens: () => fake.tokens.expireAccessTokens(),
    revokeAll: () => fake.tokens.revokeAll(),
    refreshCount: () => fake.tokens.refreshCount,
    publishedPost(id) {
      const post = fake.posts.get(id);
      return post
        ? { text: post.commentary.replace(/\\(.)/g, "$1"), images: post.imageIds.map((i) => fake.images.get(i)!.data!) }
        : null;
    },
    publishKey: null,
    tokensExpire: true,
    close: () => fake.close(),
  };
}
