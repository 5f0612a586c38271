import { createXProvider } from "@/lib/integrations/social/x/provider";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { startFakeX } from "@/tests/fakes/social/x/server";
import { accountFor, TEST_HTTP, type NetworkHarness } from "./types";

export async function xHarness(): Promise<NetworkHarness> {
  const fake = await startFakeX();
  const env = fake.env();
  const provider = createXProvider({
    apiUrl: env.TWITTER_API_URL,
    authUrl: env.TWITTER_AUTH_URL,
    tokenUrl: env.TWITTER_TOKEN_URL,
    clientId: env.TWITTER_CLIENT_ID,
    clientSecret: env.TWITTER_CLIENT_SECRET,
    http: TEST_HTTP,
  });
  const redirectUri = "http://localhost:3000/api/social/twitter/callback";
  return {
    provider,
    async connect() {
      const start = await provider.startAuthorization!({ redirectUri, state: "state-x" });
      const callback = await approveConsent(start.url);
      if (callback.searchParams.get("state") !== "state-x") throw new Error("state not returned");
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
      const tweet = fake.tweets.get(id);
      return tweet ? { text: tweet.text, images: tweet.mediaIds.map((m) => fake.media.get(m)!.data) } : null;
    },
    async addMention() {
      return fake.addMention("@reach_fake what do you think?").text;
    },
    publishKey: null,
    tokensExpire: true,
    close: () => fake.close(),
  };
}
