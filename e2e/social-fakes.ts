import { LINKEDIN_FAKE_CLIENT } from "../tests/fakes/social/linkedin/server";
import { META_FAKE_CLIENT } from "../tests/fakes/social/meta/server";
import { PINTEREST_FAKE_CLIENT } from "../tests/fakes/social/pinterest/server";
import { THREADS_FAKE_CLIENT } from "../tests/fakes/social/threads/server";
import { TIKTOK_FAKE_CLIENT } from "../tests/fakes/social/tiktok/server";
import { X_FAKE_CLIENT, X_FAKE_WEBHOOK_ID } from "../tests/fakes/social/x/server";
import { YOUTUBE_FAKE_CLIENT } from "../tests/fakes/social/youtube/server";

/**
 * The fake social networks for browser journeys: at fixed ports next to the app's (X, Bluesky,
 * Mastodon, LinkedIn on base+1..+4, Meta's Graph API on +5, Threads on +6, Pinterest on +7, YouTube on +8, TikTok on +9), so playwright.config.ts can give the server their addresses
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
    TWITTER_WEBHOOK_ID: X_FAKE_WEBHOOK_ID,
    BLUESKY_API_URL: url(2),
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${base + 3},127.0.0.1:${base + 8}`,
    LINKEDIN_API_URL: url(4),
    LINKEDIN_AUTH_URL: `${url(4)}/oauth/v2/authorization`,
    LINKEDIN_TOKEN_URL: `${url(4)}/oauth/v2/accessToken`,
    LINKEDIN_CLIENT_ID: LINKEDIN_FAKE_CLIENT.id,
    LINKEDIN_CLIENT_SECRET: LINKEDIN_FAKE_CLIENT.secret,
    FACEBOOK_API_URL: `${url(5)}/v24.0`,
    FACEBOOK_AUTH_URL: `${url(5)}/v24.0/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${url(5)}/v24.0/oauth/access_token`,
    FACEBOOK_CLIENT_ID: META_FAKE_CLIENT.id,
    FACEBOOK_CLIENT_SECRET: META_FAKE_CLIENT.secret,
    INSTAGRAM_API_URL: `${url(5)}/v24.0`,
    INSTAGRAM_AUTH_URL: `${url(5)}/v24.0/dialog/oauth`,
    INSTAGRAM_TOKEN_URL: `${url(5)}/v24.0/oauth/access_token`,
    THREADS_API_URL: `${url(6)}/v1.0`,
    THREADS_AUTH_URL: `${url(6)}/oauth/authorize`,
    THREADS_TOKEN_URL: `${url(6)}/oauth/access_token`,
    THREADS_CLIENT_ID: THREADS_FAKE_CLIENT.id,
    THREADS_CLIENT_SECRET: THREADS_FAKE_CLIENT.secret,
    PINTEREST_API_URL: `${url(7)}/v5`,
    PINTEREST_AUTH_URL: `${url(7)}/oauth/`,
    PINTEREST_TOKEN_URL: `${url(7)}/v5/oauth/token`,
    PINTEREST_CLIENT_ID: PINTEREST_FAKE_CLIENT.id,
    PINTEREST_CLIENT_SECRET: PINTEREST_FAKE_CLIENT.secret,
    YOUTUBE_API_URL: `${url(8)}/youtube/v3`,
    YOUTUBE_UPLOAD_URL: `${url(8)}/upload/youtube/v3`,
    YOUTUBE_AUTH_URL: `${url(8)}/o/oauth2/v2/auth`,
    YOUTUBE_TOKEN_URL: `${url(8)}/token`,
    YOUTUBE_HUB_URL: `${url(8)}/hub/subscribe`,
    YOUTUBE_CLIENT_ID: YOUTUBE_FAKE_CLIENT.id,
    YOUTUBE_CLIENT_SECRET: YOUTUBE_FAKE_CLIENT.secret,
    TIKTOK_API_URL: url(9),
    TIKTOK_AUTH_URL: `${url(9)}/v2/auth/authorize/`,
    TIKTOK_TOKEN_URL: `${url(9)}/v2/oauth/token/`,
    TIKTOK_CLIENT_ID: TIKTOK_FAKE_CLIENT.key,
    TIKTOK_CLIENT_SECRET: TIKTOK_FAKE_CLIENT.secret,
  };
}
