import { createMastodonProvider } from "@/lib/integrations/social/mastodon/provider";
import type { RegisteredApp } from "@/lib/integrations/social/types";
import { startFakeMastodon } from "@/tests/fakes/social/mastodon/server";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { accountFor, TEST_HTTP, type NetworkHarness } from "./types";

export async function mastodonHarness(): Promise<
  NetworkHarness & { fake: Awaited<ReturnType<typeof startFakeMastodon>>; app: () => RegisteredApp | undefined }
> {
  const fake = await startFakeMastodon();
  const provider = createMastodonProvider({ http: TEST_HTTP, allowHosts: [new URL(fake.url).host] });
  const redirectUri = "http://localhost:3000/api/social/mastodon/callback";
  let app: RegisteredApp | undefined;
  return {
    fake,
    provider,
    app: () => app,
    async connect() {
      const start = await provider.startAuthorization!({ redirectUri, state: "state-m", instanceUrl: fake.url, app });
      app = start.app;
      const callback = await approveConsent(start.url);
      return provider.completeAuthorization!({
        code: callback.searchParams.get("code")!,
        codeVerifier: start.codeVerifier,
        redirectUri,
        instanceUrl: fake.url,
        app,
      });
    },
    account: (connection) => accountFor(provider, connection, { app }),
    fail: (failure, route, times, options) => fake.server.fail(failure, route, times, options),
    received: (route) => fake.server.received(route),
    expireAccessTokens: () => fake.tokens.expireAccessTokens(),
    revokeAll: () => fake.tokens.revokeAll(),
    refreshCount: () => fake.tokens.refreshCount,
    publishedPost(id) {
      const status = fake.statuses.get(id);
      return status ? { text: status.text, images: status.mediaIds.map((m) => fake.media.get(m)!.data) } : null;
    },
    async addMention() {
      return fake.addMention(`@reach@${new URL(fake.url).host} are you there? ${Math.random()}`).text;
    },
    publishKey: (request) => String(request.headers["idempotency-key"]),
    tokensExpire: false,
    close: () => fake.close(),
  };
}
