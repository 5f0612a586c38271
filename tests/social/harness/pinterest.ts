import type { NetworkConfig } from "@/lib/integrations/social/config";
import { createPinterestProvider } from "@/lib/integrations/social/pinterest/provider";
import { startFakePinterest } from "@/tests/fakes/social/pinterest/server";
import { accountFor, connectThroughConsent, fakeControls, TEST_HTTP, type NetworkHarness } from "./types";

export async function pinterestHarness(
  overrides: Partial<NetworkConfig> = {},
): Promise<NetworkHarness & { fake: Awaited<ReturnType<typeof startFakePinterest>> }> {
  const fake = await startFakePinterest();
  const env = fake.env();
  const provider = createPinterestProvider({
    apiUrl: env.PINTEREST_API_URL,
    authUrl: env.PINTEREST_AUTH_URL,
    tokenUrl: env.PINTEREST_TOKEN_URL,
    clientId: env.PINTEREST_CLIENT_ID,
    clientSecret: env.PINTEREST_CLIENT_SECRET,
    http: TEST_HTTP,
    ...overrides,
  });
  return {
    fake,
    provider,
    connect: () => connectThroughConsent(provider),
    account: (connection) => accountFor(provider, connection),
    ...fakeControls(fake),
    publishedPost(id) {
      const pin = fake.pins.get(id);
      return pin ? { text: pin.description, images: [pin.image] } : null;
    },
    publishKey: null,
    cannotReply: true,
    tokensExpire: true,
    close: () => fake.close(),
  };
}
