import { startSocialFakes, type SocialFakes } from "@/tests/fakes/social/index";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { api } from "./app";
import type { TestUser } from "./users";

let running: Promise<SocialFakes> | null = null;

/**
 * The four fake networks, started once per test process, with the environment that points the app
 * at them (the way `npm run fakes` does). They live until the process ends. Network timeouts are
 * shortened so a hanging fake is judged in a test's time.
 */
export function socialFakes(): Promise<SocialFakes> {
  running ??= startSocialFakes(0).then((fakes) => {
    Object.assign(process.env, fakes.env, { SOCIAL_HTTP_TIMEOUT_MS: "1500" });
    return fakes;
  });
  return running;
}

/** Connects the fake Bluesky user to the user's company through the API; answers the account. */
export async function connectBluesky(user: TestUser) {
  const fakes = await socialFakes();
  const res = await api.post("/api/social/bluesky/auth/url", {
    token: user.token,
    body: { identifier: fakes.logins.bluesky.identifier, appPassword: fakes.logins.bluesky.appPassword },
  });
  if (res.status !== 201) throw new Error(`Bluesky connect failed: ${res.status} ${res.text}`);
  return res.body.account;
}

/**
 * Connects an OAuth network the way a browser does: auth URL, the fake's consent page, then the
 * callback with the code and state (asking for JSON). Answers the callback's response.
 */
export async function connectOAuth(
  user: TestUser,
  platform:
    "twitter" | "linkedin" | "mastodon" | "facebook" | "instagram" | "threads" | "pinterest" | "tiktok" | "youtube",
  opts: { decision?: "approve" | "deny"; body?: Record<string, unknown> } = {},
) {
  const fakes = await socialFakes();
  const body = { ...(platform === "mastodon" ? { instanceUrl: fakes.logins.mastodon.instanceUrl } : {}), ...opts.body };
  const start = await api.post(`/api/social/${platform}/auth/url`, { token: user.token, body });
  if (start.status !== 200) throw new Error(`${platform} auth/url failed: ${start.status} ${start.text}`);
  const back = await approveConsent(start.body.authUrl, opts.decision);
  const callback = await api.get(`${back.pathname}${back.search}`, {
    token: user.token,
    headers: { accept: "application/json" },
  });
  return { start: start.body as { authUrl: string; state: string }, back, callback };
}

/** An account of the platform connected for the user (Bluesky by credentials, the others by consent). */
export async function connectAccount(user: TestUser, platform: "twitter" | "bluesky" | "linkedin" | "mastodon") {
  if (platform === "bluesky") return connectBluesky(user);
  const { callback } = await connectOAuth(user, platform);
  if (callback.status !== 200) throw new Error(`${platform} callback failed: ${callback.status} ${callback.text}`);
  return callback.body.account;
}
