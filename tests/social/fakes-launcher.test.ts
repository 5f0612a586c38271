import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedAccount, socialProvider } from "@/lib/integrations/social";
import type { Connection, SocialProvider } from "@/lib/integrations/social/types";
import { startSocialFakes, type SocialFakes } from "@/tests/fakes/social/index";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { accountFor, TEST_HTTP } from "./harness/types";

/** What `npm run fakes` promises: with only the printed environment, every network connects and publishes. */
describe("npm run fakes environment", () => {
  let fakes: SocialFakes;
  const saved = { ...process.env };

  beforeAll(async () => {
    fakes = await startSocialFakes(0);
    Object.assign(process.env, fakes.env);
  });
  afterAll(async () => {
    process.env = { ...saved };
    await fakes.close();
  });

  const redirectUri = "http://localhost:3000/api/social/callback";

  async function connectViaConsent(
    provider: SocialProvider,
    instanceUrl?: string,
  ): Promise<Connection & { app?: unknown }> {
    const start = await provider.startAuthorization!({ redirectUri, state: "s1", instanceUrl });
    const callback = await approveConsent(start.url);
    expect(callback.searchParams.get("state")).toBe("s1");
    const connection = await provider.completeAuthorization!({
      code: callback.searchParams.get("code")!,
      codeVerifier: start.codeVerifier,
      redirectUri,
      instanceUrl,
      app: start.app,
    });
    return { ...connection, app: start.app };
  }

  it.each(["twitter", "bluesky", "mastodon", "linkedin", "facebook", "threads"] as const)(
    "%s connects and publishes with the printed configuration",
    async (platform) => {
      const provider = socialProvider(platform, { http: TEST_HTTP })!;
      const connection =
        platform === "bluesky"
          ? await provider.connectWithCredentials!({
              identifier: fakes.logins.bluesky.identifier,
              password: fakes.logins.bluesky.appPassword,
            })
          : await connectViaConsent(provider, platform === "mastodon" ? fakes.logins.mastodon.instanceUrl : undefined);
      const post = await connectedAccount(provider, accountFor(provider, connection)).publish({
        text: `hello from ${platform}`,
        idempotencyKey: platform,
      });
      expect(post.id).toBeTruthy();
    },
  );

  it("the consent page can be refused, and says so in the callback", async () => {
    const provider = socialProvider("twitter", { http: TEST_HTTP })!;
    const start = await provider.startAuthorization!({ redirectUri, state: "s2" });
    const callback = await approveConsent(start.url, "deny");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("s2");
  });

  it("a wrong PKCE verifier is refused by the fake token endpoint", async () => {
    const provider = socialProvider("twitter", { http: TEST_HTTP })!;
    const start = await provider.startAuthorization!({ redirectUri, state: "s3" });
    const callback = await approveConsent(start.url);
    const err = await provider.completeAuthorization!({
      code: callback.searchParams.get("code")!,
      codeVerifier: "not-the-verifier-not-the-verifier-not-the-verifier",
      redirectUri,
    }).catch((e) => e);
    expect(err.kind).toBe("bad_request");
    expect(err.message).toContain("code_verifier");
  });
});
