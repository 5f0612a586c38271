/**
 * The fake Lemon Squeezy API for browser journeys, at a fixed port next to the app's (base + 1400),
 * so playwright.config.ts can point the server at it before a spec starts it (tests/fakes/lemonsqueezy).
 */
export const lemonSqueezyFakePort = (appPort: number) => appPort + 1400;
export const LEMONSQUEEZY_E2E = { apiKey: "ls-e2e-key", storeId: "77", webhookSecret: "whsec_e2e_billing" };

export function lemonSqueezyFakeEnv(appPort: number): Record<string, string> {
  return {
    LEMONSQUEEZY_API_URL: `http://127.0.0.1:${lemonSqueezyFakePort(appPort)}`,
    LEMONSQUEEZY_API_KEY: LEMONSQUEEZY_E2E.apiKey,
    LEMONSQUEEZY_STORE_ID: LEMONSQUEEZY_E2E.storeId,
    LEMONSQUEEZY_WEBHOOK_SECRET: LEMONSQUEEZY_E2E.webhookSecret,
  };
}
