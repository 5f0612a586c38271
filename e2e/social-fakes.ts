import { LINKEDIN_FAKE_CLIENT } from "../tests/fakes/social/linkedin/server";
import { X_FAKE_CLIENT } from "../tests/fakes/social/x/server";

/**
 * The fake social networks for browser journeys: at fixed ports next to the app's (X, Bluesky,
 * Mastodon, LinkedIn on base+1..+4), so playwright.config.ts can give the server their addresses
 * before any spec starts them. A spec that needs them starts them with startSocialFakes(base) and
 * checks their own env() matches this one.
 */
export const socialFakesBasePort = (appPort: number) => appPort + 1100;

export function socialFakesEnv(base: number): Record<string, string> {
  const url = (offset: number) => `http://127.0.0.1:${base + offset}`;
  return {
    TWITTER_API_URL: url(1),
    TWITTER_AUTH_URL: `${url(1)}/i/oauth2/authorize`,
    TWITTER_TOKEN_URL: `${url(1)}/2/oauth2/token`,
    TWITTER_CLIENT_ID: X_FAKE_CLIENT.id,
    TWITTER_CLIENT_SECRET: X_FAKE_CLIENT.secret,
    BLUESKY_API_URL: url(2),
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${base + 3}`,
    LINKEDIN_API_URL: url(4),
    LINKEDIN_AUTH_URL: `${url(4)}/oauth/v2/authorization`,
    LINKEDIN_TOKEN_URL: `${url(4)}/oauth/v2/accessToken`,
    LINKEDIN_CLIENT_ID: LINKEDIN_FAKE_CLIENT.id,
    LINKEDIN_CLIENT_SECRET: LINKEDIN_FAKE_CLIENT.secret,
  };
}
