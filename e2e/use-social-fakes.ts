import { expect, test } from "@playwright/test";
import { startSocialFakes, type SocialFakes } from "../tests/fakes/social/index";
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
