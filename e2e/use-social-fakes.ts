import { expect, test, type Page } from "@playwright/test";
import { startSocialFakes, type SocialFakes } from "../tests/fakes/social/index";
import { approveConsent } from "../tests/fakes/social/shared/oauth";
import { socialFakesBasePort, socialFakesEnv } from "./social-fakes";

/**
 * Starts the fake social networks for the spec that calls it (before its tests, closed after) at
 * the addresses playwright.config.ts gave the server; the returned function reads them in a test.
 */
export function useSocialFakes(): () => SocialFakes {
  let fakes: SocialFakes | undefined;
  test.beforeAll(async () => {
    const base = socialFakesBasePort(Number(process.env.E2E_PORT ?? 3200));
    fakes = await startSocialFakes(base);
    expect(fakes.env).toEqual(socialFakesEnv(base));
  });
  test.afterAll(async () => {
    await fakes?.close();
  });
  return () => fakes!;
}

/** Connects an OAuth network for the signed-in user the way the browser would, on the fake's consent page. */
export async function connectNetwork(page: Page, platform: "twitter" | "linkedin") {
  const start = await page.request.post(`/api/social/${platform}/auth/url`, { data: {} });
  expect(start.status()).toBe(200);
  const back = await approveConsent((await start.json()).authUrl);
  const callback = await page.request.get(`${back.pathname}${back.search}`, {
    headers: { accept: "application/json" },
  });
  expect(callback.status()).toBe(200);
}
