import { createBlueskyProvider } from "@/lib/integrations/social/bluesky/provider";
import { BLUESKY_FAKE_APP_PASSWORD, BLUESKY_FAKE_USER, startFakeBluesky } from "@/tests/fakes/social/bluesky/server";
import { accountFor, TEST_HTTP, type NetworkHarness } from "./types";

export async function blueskyHarness(): Promise<
  NetworkHarness & { fake: Awaited<ReturnType<typeof startFakeBluesky>> }
> {
  const fake = await startFakeBluesky();
  const provider = createBlueskyProvider({ apiUrl: fake.url, http: TEST_HTTP });
  return {
    fake,
    provider,
    connect: () =>
      provider.connectWithCredentials!({
        identifier: `@${BLUESKY_FAKE_USER.handle}`,
        password: BLUESKY_FAKE_APP_PASSWORD,
      }),
    account: (connection) => accountFor(provider, connection),
    fail: (failure, route, times, options) => fake.server.fail(failure, route, times, options),
    received: (route) => fake.server.received(route),
    expireAccessTokens: () => fake.tokens.expireAccessTokens(),
    revokeAll: () => fake.revokeAll(),
    refreshCount: () => fake.tokens.refreshCount,
    publishedPost(id) {
      const post = fake.posts.get(id);
      return post
        ? {
            text: post.record.text,
            images: (post.record.embed?.images ?? []).map((i) => fake.blobs.get(i.image.ref.$link)!.data),
          }
        : null;
    },
    async addMention() {
      const text = `@${BLUESKY_FAKE_USER.handle} hello there ${Math.random()}`;
      fake.addMention(text);
      return text;
    },
    publishKey: (request) => JSON.parse(request.body.toString()).rkey,
    tokensExpire: true,
    close: () => fake.close(),
  };
}
