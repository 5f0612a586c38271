import { beforeAll, describe, expect, it } from "vitest";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { adminDb } from "@/lib/db";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { approveConsent } from "@/tests/fakes/social/shared/oauth";
import { api } from "../helpers/app";
import { connectAccount, connectBluesky, connectOAuth, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let fakes: SocialFakes;

beforeAll(async () => {
  fakes = await socialFakes();
});

const ACCOUNT_FIELDS = [
  "id",
  "platform",
  "displayName",
  "username",
  "avatarUrl",
  "profileUrl",
  "instanceUrl",
  "status",
  "statusReason",
  "tokenExpiresAt",
  "connectedAt",
  "lastSyncedAt",
];

async function storedRow(accountId: string) {
  return adminDb().socialAccount.findUniqueOrThrow({ where: { id: accountId } });
}

describe("connecting each network", () => {
  it("Bluesky connects at once with an app password: 201 {account}, listed, no secret in any answer", async () => {
    const owner = await signUp();
    const res = await api.post("/api/social/BLUESKY/auth/url", {
      token: owner.token,
      body: { identifier: fakes.logins.bluesky.identifier, appPassword: fakes.logins.bluesky.appPassword },
    });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body.account).sort()).toEqual([...ACCOUNT_FIELDS].sort());
    expect(res.body.account).toMatchObject({
      platform: "bluesky",
      username: "reach.bsky.fake",
      status: "connected",
      statusReason: null,
      instanceUrl: null,
    });
    expect(res.body.account.tokenExpiresAt).toEqual(expect.any(String));
    expect(res.text).not.toContain(fakes.logins.bluesky.appPassword);

    const list = await api.get("/api/social/accounts", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body.account]);
    expect(list.text).not.toMatch(/enc:v1|accessJwt|refreshJwt|appPassword/);
  });

  it("stores Bluesky's tokens and app password as ciphertext bound to the row", async () => {
    const owner = await signUp();
    const account = await connectBluesky(owner);
    const row = await storedRow(account.id);
    for (const value of [row.accessToken, row.refreshToken, row.credentials]) {
      expect(value).toMatch(/^enc:v1:[A-Za-z0-9_-]+:/);
      expect(value).not.toContain(fakes.logins.bluesky.appPassword);
      expect(value).not.toContain("eyJ"); // no JWT in the clear
    }
    expect(row.companyId).toBe(owner.companyId);
  });

  it("refused Bluesky credentials: 400 {error, message}, nothing stored", async () => {
    const owner = await signUp();
    const res = await api.post("/api/social/bluesky/auth/url", {
      token: owner.token,
      body: { identifier: fakes.logins.bluesky.identifier, appPassword: "wrong-pass-word-xxxx" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), message: expect.stringContaining("Bluesky") });
    expect(await adminDb().socialAccount.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("Bluesky without identifier or app password: 400 naming both", async () => {
    const owner = await signUp();
    const res = await api.post("/api/social/bluesky/auth/url", { token: owner.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ identifier: "is required", appPassword: "is required" });
  });

  it.each(["twitter", "linkedin", "mastodon"] as const)(
    "%s connects through its consent page and the callback (200 {account} for JSON)",
    async (platform) => {
      const owner = await signUp();
      const { start, back, callback } = await connectOAuth(owner, platform);
      expect(start.authUrl).toContain(`state=${encodeURIComponent(start.state)}`);
      expect(back.pathname).toBe(`/api/social/${platform}/callback`);
      expect(callback.status, callback.text).toBe(200);
      expect(callback.body.account).toMatchObject({ platform, status: "connected" });
      const row = await storedRow(callback.body.account.id);
      expect(row.accessToken).toMatch(/^enc:v1:/);
      expect(callback.text).not.toContain("enc:v1");
      const list = await api.get("/api/social/accounts", { token: owner.token });
      expect(list.body.map((a: { id: string }) => a.id)).toEqual([callback.body.account.id]);
    },
  );

  it("X sends PKCE S256 and our callback as redirect_uri; the code exchange repeats both", async () => {
    const owner = await signUp();
    const { start } = await connectOAuth(owner, "twitter");
    const url = new URL(start.authUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/social/twitter/callback");
    expect(url.searchParams.get("scope")).toContain("offline.access");
    const exchange = fakes.x.server.received("token").at(-1)!;
    const form = new URLSearchParams(exchange.body.toString());
    expect(form.get("redirect_uri")).toBe("http://localhost:3000/api/social/twitter/callback");
    expect(form.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it("without JSON, the callback redirects (302) to the redirectUri given at the start, saying what connected", async () => {
    const owner = await signUp();
    const start = await api.post("/api/social/twitter/auth/url", {
      token: owner.token,
      body: { redirectUri: "/settings/accounts?from=test" },
    });
    const back = await approveConsent(start.body.authUrl);
    const res = await api.get(`${back.pathname}${back.search}`, { token: owner.token });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/settings/accounts");
    expect(location.searchParams.get("from")).toBe("test");
    expect(location.searchParams.get("connected")).toBe("twitter");
  });

  it("a declined consent: JSON 400 saying so, a browser goes back with error=; nothing stored", async () => {
    const owner = await signUp();
    const { callback } = await connectOAuth(owner, "twitter", { decision: "deny" });
    expect(callback.status).toBe(400);
    expect(callback.body.message).toMatch(/declined/);

    const start = await api.post("/api/social/linkedin/auth/url", { token: owner.token, body: {} });
    const back = await approveConsent(start.body.authUrl, "deny");
    const res = await api.get(`${back.pathname}${back.search}`, { token: owner.token });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toMatch(/LinkedIn did not connect/);
    expect(await adminDb().socialAccount.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("Mastodon: the app is registered once per instance and kept for every company", async () => {
    const before = fakes.mastodon.server.received("register-app").length;
    const [a, b] = [await signUp(), await signUp()];
    await connectAccount(a, "mastodon");
    await connectAccount(b, "mastodon");
    expect(fakes.mastodon.server.received("register-app").length - before).toBeLessThanOrEqual(1);
    const apps = await adminDb().mastodonApp.findMany({ where: { instanceUrl: fakes.logins.mastodon.instanceUrl } });
    expect(apps).toHaveLength(1);
    expect(apps[0].clientSecret).toMatch(/^enc:v1:/);
  });

  it("Mastodon needs an instance, and refuses one on a private address without contacting it", async () => {
    const owner = await signUp();
    const missing = await api.post("/api/social/mastodon/auth/url", { token: owner.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toHaveProperty("instanceUrl");
    for (const instanceUrl of ["http://127.0.0.1:9", "http://10.0.0.1", "http://[::1]:8080", "http://0x7f000001"]) {
      const res = await api.post("/api/social/mastodon/auth/url", { token: owner.token, body: { instanceUrl } });
      expect(res.status, instanceUrl).toBe(400);
      expect(res.body.message, instanceUrl).toMatch(/not reachable from the internet|not a Mastodon instance address/);
    }
    const notUrl = await api.post("/api/social/mastodon/auth/url", {
      token: owner.token,
      body: { instanceUrl: "ftp://example.com" },
    });
    expect(notUrl.status).toBe(400);
  });

  it("connecting the same network account again updates it: one row, same id, connected again", async () => {
    const owner = await signUp();
    const first = await connectAccount(owner, "twitter");
    await adminDb().socialAccount.update({
      where: { id: first.id },
      data: { status: "needs_reconnect", statusReason: "X refused" },
    });
    const again = await connectAccount(owner, "twitter");
    expect(again.id).toBe(first.id);
    expect(again.status).toBe("connected");
    expect(again.statusReason).toBeNull();
    expect(again.connectedAt).toBe(first.connectedAt);
    expect(await adminDb().socialAccount.count({ where: { companyId: owner.companyId } })).toBe(1);
  });
});

describe("the OAuth state", () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUp();
  });

  const callbackWith = (user: TestUser, platform: string, back: URL) =>
    api.get(`/api/social/${platform}/callback${back.search}`, {
      token: user.token,
      headers: { accept: "application/json" },
    });

  it("is single use: the second callback with it answers 400", async () => {
    const start = await api.post("/api/social/twitter/auth/url", { token: owner.token, body: {} });
    const back = await approveConsent(start.body.authUrl);
    expect((await callbackWith(owner, "twitter", back)).status).toBe(200);
    const again = await callbackWith(owner, "twitter", back);
    expect(again.status).toBe(400);
    expect(again.body.details.state).toMatch(/invalid, expired or already used/);
  });

  it("expires after 10 minutes", async () => {
    const start = await api.post("/api/social/twitter/auth/url", { token: owner.token, body: {} });
    const row = await adminDb().socialAuthState.findFirstOrThrow({
      where: { companyId: owner.companyId, usedAt: null },
      orderBy: { createdAt: "desc" },
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    await adminDb().socialAuthState.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const back = await approveConsent(start.body.authUrl);
    expect((await callbackWith(owner, "twitter", back)).status).toBe(400);
  });

  it("is bound to the user and the company that started, and to the platform; a refusal does not use it up", async () => {
    const start = await api.post("/api/social/twitter/auth/url", { token: owner.token, body: {} });
    const back = await approveConsent(start.body.authUrl);
    const colleague = await addMember(owner, "admin");
    const stranger = await signUp();
    expect((await callbackWith(colleague, "twitter", back)).status).toBe(400);
    expect((await callbackWith(stranger, "twitter", back)).status).toBe(400);
    expect((await callbackWith(owner, "linkedin", back)).status).toBe(400);
    expect(await adminDb().socialAccount.count({ where: { companyId: { in: [stranger.companyId] } } })).toBe(0);
    expect((await callbackWith(owner, "twitter", back)).status).toBe(200);
  });

  it("an unknown or missing state: 400", async () => {
    const unknown = await api.get("/api/social/twitter/callback", {
      token: owner.token,
      query: { state: "made-up", code: "x" },
    });
    expect(unknown.status).toBe(400);
    const missing = await api.get("/api/social/twitter/callback", { token: owner.token, query: { code: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toHaveProperty("state");
  });

  it("is kept as a hash, with the PKCE verifier sealed", async () => {
    const start = await api.post("/api/social/twitter/auth/url", { token: owner.token, body: {} });
    const rows = await adminDb().socialAuthState.findMany({ where: { companyId: owner.companyId } });
    expect(rows.some((r) => r.stateHash === start.body.state)).toBe(false);
    for (const r of rows) expect(r.codeVerifier).toMatch(/^enc:v1:/);
  });
});

describe("where the browser goes after connecting (redirectUri)", () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUp();
  });

  const browserCallback = async (start: { body: { authUrl: string } }) => {
    const back = await approveConsent(start.body.authUrl);
    const res = await api.get(`${back.pathname}${back.search}`, { token: owner.token });
    expect(res.status).toBe(302);
    return res.headers.get("location")!;
  };

  it("refuses another site however it is written: 400 naming redirectUri, no state stored", async () => {
    const refused = [
      "https://evil.example/settings",
      "//evil.example/settings",
      "///evil.example",
      "/..//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "javascript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "https://localhost:3000@evil.example/",
      "http://localhost:3000.evil.example/",
      "settings/accounts",
    ];
    for (const redirectUri of refused) {
      const res = await api.post("/api/social/twitter/auth/url", { token: owner.token, body: { redirectUri } });
      expect(res.status, redirectUri).toBe(400);
      expect(res.body.details.redirectUri, redirectUri).toMatch(/path of this app/);
    }
    expect(await adminDb().socialAuthState.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("accepts a path of this app and an address on its own origin, and the callback goes there", async () => {
    const path = await api.post("/api/social/twitter/auth/url", {
      token: owner.token,
      body: { redirectUri: "/settings/accounts?tab=x" },
    });
    expect(path.status, path.text).toBe(200);
    expect(await browserCallback(path)).toBe("http://localhost:3000/settings/accounts?tab=x&connected=twitter");
    const sameOrigin = await api.post("/api/social/linkedin/auth/url", {
      token: owner.token,
      body: { redirectUri: "http://localhost:3000/calendar" },
    });
    expect(sameOrigin.status, sameOrigin.text).toBe(200);
    expect(await browserCallback(sameOrigin)).toBe("http://localhost:3000/calendar?connected=linkedin");
  });

  it("a stored target the rule no longer allows sends the browser to the accounts page instead", async () => {
    const start = await api.post("/api/social/twitter/auth/url", {
      token: owner.token,
      body: { redirectUri: "/calendar" },
    });
    await adminDb().socialAuthState.updateMany({
      where: { companyId: owner.companyId, usedAt: null },
      data: { returnTo: "https://evil.example/" },
    });
    const location = new URL(await browserCallback(start));
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/settings/accounts");
  });
});

describe("configuration", () => {
  it("a network with no client id: 503 {error, message} naming what to set, nothing written", async () => {
    const owner = await signUp();
    const saved = process.env.TWITTER_CLIENT_ID;
    delete process.env.TWITTER_CLIENT_ID;
    try {
      const res = await api.post("/api/social/twitter/auth/url", { token: owner.token, body: {} });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: "PLATFORM_NOT_CONFIGURED",
        message: expect.stringContaining("TWITTER_CLIENT_ID"),
      });
    } finally {
      process.env.TWITTER_CLIENT_ID = saved;
    }
    expect(await adminDb().socialAuthState.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("every network of the reference can be connected: none answers 'cannot be connected yet'", async () => {
    const owner = await signUp();
    for (const platform of SOCIAL_PLATFORMS) {
      const res = await api.post(`/api/social/${platform}/auth/url`, { token: owner.token, body: {} });
      expect(res.body.error, platform).not.toBe("PLATFORM_NOT_AVAILABLE");
    }
  });

  it("an unknown platform: 400", async () => {
    const owner = await signUp();
    const res = await api.post("/api/social/myspace/auth/url", { token: owner.token, body: {} });
    expect(res.status).toBe(400);
  });

  it("an editor may not connect accounts (integrations:manage): 403", async () => {
    const owner = await signUp();
    const editor = await addMember(owner, "editor");
    expect(
      (
        await api.post("/api/social/bluesky/auth/url", {
          token: editor.token,
          body: { identifier: "a", appPassword: "b" },
        })
      ).status,
    ).toBe(403);
    expect((await api.get("/api/social/accounts", { token: editor.token })).status).toBe(200);
  });

  it("the plan's social account limit: a new account over it is refused with 403, a reconnect is not", async () => {
    const owner = await signUp();
    const plan = await adminDb().package.create({
      data: {
        name: `Three accounts ${owner.companyId}`,
        plans: { create: { featureId: "social_accounts_limit", enabled: true, value: 3 } },
      },
    });
    await clearConfigCaches();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: plan.id } });
    await connectAccount(owner, "bluesky");
    await connectAccount(owner, "twitter");
    // A consent started under the limit and finished over it: the callback refuses the new account.
    const started = await api.post("/api/social/mastodon/auth/url", {
      token: owner.token,
      body: { instanceUrl: fakes.logins.mastodon.instanceUrl },
    });
    await connectAccount(owner, "linkedin");
    const back = await approveConsent(started.body.authUrl);
    const late = await api.get(`${back.pathname}${back.search}`, {
      token: owner.token,
      headers: { accept: "application/json" },
    });
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ error: "LIMIT_REACHED", action: "social_accounts", limit: 3, used: 3 });
    expect(late.body.message).toMatch(/allows 3 connected social accounts.*\/settings\/billing/);
    // At the limit, a new network is refused before its consent page; one already connected may be reconnected.
    const early = await api.post("/api/social/mastodon/auth/url", {
      token: owner.token,
      body: { instanceUrl: fakes.logins.mastodon.instanceUrl },
    });
    expect(early.status).toBe(403);
    expect((await connectOAuth(owner, "twitter")).callback.status).toBe(200);
    expect((await connectBluesky(owner)).status).toBe("connected");
    expect(await adminDb().socialAccount.count({ where: { companyId: owner.companyId } })).toBe(3);
  });
});

describe("disconnecting", () => {
  it("one account by id: its secrets go, it stays listed as disconnected", async () => {
    const owner = await signUp();
    const account = await connectBluesky(owner);
    const res = await api.delete("/api/social/bluesky/disconnect", {
      token: owner.token,
      query: { accountId: account.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, disconnected: 1 });
    const row = await storedRow(account.id);
    expect([row.accessToken, row.refreshToken, row.credentials]).toEqual([null, null, null]);
    const list = await api.get("/api/social/accounts", { token: owner.token });
    expect(list.body).toEqual([expect.objectContaining({ id: account.id, status: "disconnected" })]);
    expect(
      (await api.delete("/api/social/bluesky/disconnect", { token: owner.token, query: { accountId: account.id } }))
        .body,
    ).toEqual({ success: true, disconnected: 0 });
  });

  it("without accountId: every account of that network, no other", async () => {
    const owner = await signUp();
    await connectBluesky(owner);
    const x = await connectAccount(owner, "twitter");
    const res = await api.delete("/api/social/bluesky/disconnect", { token: owner.token });
    expect(res.body).toEqual({ success: true, disconnected: 1 });
    expect((await storedRow(x.id)).status).toBe("connected");
  });

  it("another company's account, or one of another network: 404, nothing changes", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const theirs = await connectBluesky(other);
    const mine = await connectBluesky(owner);
    expect(
      (await api.delete("/api/social/bluesky/disconnect", { token: owner.token, query: { accountId: theirs.id } }))
        .status,
    ).toBe(404);
    expect(
      (await api.delete("/api/social/twitter/disconnect", { token: owner.token, query: { accountId: mine.id } }))
        .status,
    ).toBe(404);
    expect((await storedRow(theirs.id)).status).toBe("connected");
    expect((await storedRow(mine.id)).status).toBe("connected");
  });
});
