import { InngestTestEngine } from "@inngest/test";
import { beforeAll, describe, expect, it } from "vitest";
import { refreshSocialTokens } from "@/inngest/functions/social/refresh-social-tokens";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { withAccount } from "@/lib/social/account-session";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { mailsTo } from "../helpers/mail";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

let fakes: SocialFakes;

beforeAll(async () => {
  fakes = await socialFakes();
});

const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "*/5 * * * *" } };
const runRefresh = async () =>
  (await new InngestTestEngine({ function: refreshSocialTokens, events: [cronEvent] }).execute()).result as {
    outcomes: Record<string, string>;
  };

const row = (id: string) => adminDb().socialAccount.findUniqueOrThrow({ where: { id } });

/** Makes the stored token look about to expire, so the scheduled run picks the account. */
const dueSoon = (id: string) =>
  adminDb().socialAccount.update({ where: { id }, data: { tokenExpiresAt: new Date(Date.now() + 2 * 60_000) } });

const mailsOf = (user: TestUser) => mailsTo(user.email);

describe("the scheduled token refresh", () => {
  it.each(["twitter", "bluesky"] as const)(
    "refreshes a %s token that expires soon: new sealed tokens, a later expiry",
    async (platform) => {
      const owner = await signUp();
      const account = await connectAccount(owner, platform);
      await dueSoon(account.id);
      const before = await row(account.id);
      const result = await runRefresh();
      expect(result.outcomes[account.id]).toBe("refreshed");
      const after = await row(account.id);
      expect(after.status).toBe("connected");
      expect(after.accessToken).toMatch(/^enc:v1:/);
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
      expect(after.refreshToken).toMatch(/^enc:v1:/);
      expect(after.lastRefreshedAt).not.toBeNull();
      expect(after.refreshLockedUntil).toBeNull();
    },
  );

  it("leaves tokens that are far from expiry alone", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    const refreshes = fakes.x.tokens.refreshCount;
    const result = await runRefresh();
    expect(result.outcomes[account.id]).toBeUndefined();
    expect(fakes.x.tokens.refreshCount).toBe(refreshes);
  });

  it("a refused refresh: needs_reconnect with the cause, the refresh token kept, one notice and one e-mail however often it runs", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    await dueSoon(account.id);
    const before = await row(account.id);
    fakes.x.tokens.revokeAll();
    expect((await runRefresh()).outcomes[account.id]).toBe("needs_reconnect");
    const after = await row(account.id);
    expect(after.status).toBe("needs_reconnect");
    expect(after.statusReason).toMatch(/connect/i);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.accessToken).toBe(before.accessToken);

    await runRefresh();
    const notices = await adminDb().notice.findMany({ where: { companyId: owner.companyId } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: "social_account.needs_reconnect",
      title: expect.stringContaining("@reach_fake"),
      link: "/settings/accounts",
    });
    // Only the reconnect mails: onboarding also welcomed the owner.
    const mails = mailsOf(owner).filter((m) => /Reconnect/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Reconnect your X \(Twitter\) account/);
    expect(mails[0].text).toContain(after.statusReason!);
  });

  it("a network that is down disconnects nothing: still connected, tokens unchanged, the failure noted", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    await dueSoon(account.id);
    const before = await row(account.id);
    const attempts = fakes.x.server.received("token").length;
    // Three answers of 500: the first try and both retries of the one refresh.
    fakes.x.server.fail("server_error", "token", 3);
    expect((await runRefresh()).outcomes[account.id]).toBe("failed_for_now");
    expect(fakes.x.server.received("token").length - attempts).toBe(3);
    const after = await row(account.id);
    expect(after.status).toBe("connected");
    expect(after.statusReason).toBeNull();
    expect([after.accessToken, after.refreshToken]).toEqual([before.accessToken, before.refreshToken]);
    expect(after.lastRefreshError).toMatch(/transient|outcome_unknown/);
    expect(await adminDb().notice.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("Bluesky's dead refresh token is replaced by logging in again with the stored app password", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "bluesky");
    await dueSoon(account.id);
    fakes.bluesky.tokens.revokeAll();
    expect((await runRefresh()).outcomes[account.id]).toBe("refreshed");
    expect((await row(account.id)).status).toBe("connected");
  });

  it("an account that cannot refresh (Mastodon) is only asked to reconnect once its token has really expired", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "mastodon");
    await adminDb().socialAccount.update({
      where: { id: account.id },
      data: { tokenExpiresAt: new Date(Date.now() + 60_000) },
    });
    expect((await runRefresh()).outcomes[account.id]).toBe("not_refreshable");
    await adminDb().socialAccount.update({
      where: { id: account.id },
      data: { tokenExpiresAt: new Date(Date.now() - 60_000) },
    });
    expect((await runRefresh()).outcomes[account.id]).toBe("needs_reconnect");
    expect((await row(account.id)).statusReason).toMatch(/connect the account again/);
  });

  it("an account another runner is refreshing is left alone", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    await adminDb().socialAccount.update({
      where: { id: account.id },
      data: { tokenExpiresAt: new Date(Date.now() + 60_000), refreshLockedUntil: new Date(Date.now() + 60_000) },
    });
    expect((await runRefresh()).outcomes[account.id]).toBe("skipped");
  });

  it("a rotating refresh token spent by another process meanwhile is not blamed on the account", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    const loadedEarlier = await row(account.id);
    // Another process refreshes first: X rotates, so the refresh token this one loaded is spent.
    await dueSoon(account.id);
    expect((await runRefresh()).outcomes[account.id]).toBe("refreshed");
    fakes.x.tokens.expireAccessTokens();
    const ctx = tenantCtxFor(owner.companyId);
    const profile = await withAccount(ctx, loadedEarlier, (s) => s.profile());
    expect(profile.username).toBe("reach_fake");
    expect((await row(account.id)).status).toBe("connected");
    expect(await adminDb().notice.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("drops connect states a day past expiry", async () => {
    const owner = await signUp();
    const old = await adminDb().socialAuthState.create({
      data: {
        companyId: owner.companyId,
        userId: owner.userId,
        platform: "twitter",
        stateHash: `old-${Date.now()}`,
        codeVerifier: "x",
        callbackUrl: "http://x",
        expiresAt: new Date(Date.now() - 25 * 3600_000),
      },
    });
    await runRefresh();
    expect(await adminDb().socialAuthState.findUnique({ where: { id: old.id } })).toBeNull();
  });
});
