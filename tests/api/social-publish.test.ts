import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { mailsTo } from "../helpers/mail";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

type Platform = "twitter" | "bluesky" | "mastodon" | "linkedin";
const PLATFORMS: Platform[] = ["twitter", "bluesky", "mastodon", "linkedin"];

let fakes: SocialFakes;

beforeAll(async () => {
  fakes = await socialFakes();
});

/** The post as the fake network holds it: its text and how many images it carries. */
function held(platform: Platform, postId: string): { text: string; images: number } | null {
  switch (platform) {
    case "twitter": {
      const t = fakes.x.tweets.get(postId);
      return t ? { text: t.text, images: t.mediaIds.length } : null;
    }
    case "bluesky": {
      const p = fakes.bluesky.posts.get(postId);
      return p ? { text: p.record.text, images: p.record.embed?.images?.length ?? 0 } : null;
    }
    case "mastodon": {
      const s = fakes.mastodon.statuses.get(postId);
      return s ? { text: s.text, images: s.mediaIds.length } : null;
    }
    case "linkedin": {
      const p = fakes.linkedin.posts.get(postId);
      return p ? { text: p.commentary, images: p.imageIds.length } : null;
    }
  }
}

const publishRoute = (platform: string) => `/api/social/${platform}/publish`;
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function occurrenceRow(id: string) {
  return adminDb().postOccurrence.findUniqueOrThrow({ where: { id } });
}

describe.each(PLATFORMS)("publishing to %s now", (platform) => {
  it("publishes text: 200 with the PUBLISHED occurrence, the network holds the post, the post and its metrics are readable", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, platform);
    const content = unique(`Hello from Reach on ${platform}`);
    const res = await api.post(publishRoute(platform), { token: owner.token, body: { content } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      occurrenceId: expect.any(String),
      sourcePostId: expect.any(String),
      campaignId: null,
      platform,
      socialAccountId: account.id,
      scheduledAt: expect.any(String),
      splitGroupId: null,
      status: "PUBLISHED",
      attempts: 1,
      lastError: null,
      publishedAt: expect.any(String),
      platformPostId: expect.any(String),
      platformPostUrl: expect.any(String),
      content,
    });
    expect(held(platform, res.body.platformPostId)).toEqual({ text: content, images: 0 });

    const post = await api.get(`/api/social-posts/${res.body.sourcePostId}`, { token: owner.token });
    expect(post.body).toMatchObject({
      status: "PUBLISHED",
      platforms: [platform],
      content,
      publishedAt: expect.any(String),
    });

    for (const postId of [res.body.occurrenceId, res.body.sourcePostId]) {
      const metrics = await api.get(`/api/social/${platform}/analytics/${postId}`, { token: owner.token });
      expect(metrics.status, metrics.text).toBe(200);
      expect(metrics.body).toMatchObject({
        postId: res.body.occurrenceId,
        platform,
        platformPostId: res.body.platformPostId,
        fetchedAt: expect.any(String),
      });
      for (const key of ["views", "impressions", "likes", "comments", "shares", "clicks"]) {
        expect(metrics.body[key] === null || Number.isInteger(metrics.body[key]), key).toBe(true);
      }
    }
  });

  it("publishes an image from the media library", async () => {
    const owner = await signUp();
    await connectAccount(owner, platform);
    const asset = (await uploadAsset(owner.token)).body.asset;
    const content = unique(`A picture on ${platform}`);
    const res = await api.post(publishRoute(platform), {
      token: owner.token,
      body: { content, mediaAssetIds: [asset.id] },
    });
    expect(res.status, res.text).toBe(200);
    expect(held(platform, res.body.platformPostId)).toEqual({ text: content, images: 1 });
    const usage = await adminDb().mediaAssetUsage.findMany({ where: { assetId: asset.id } });
    expect(usage.map((u) => u.contentId)).toEqual([res.body.sourcePostId]);
  });
});

describe("what is refused before anything is sent", () => {
  it("text over the network's limit (X counts its way): 400 naming content; nothing sent or written", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    const sent = fakes.x.server.received("publish").length;
    const res = await api.post(publishRoute("twitter"), { token: owner.token, body: { content: "x".repeat(281) } });
    expect(res.status).toBe(400);
    expect(res.body.details.content).toMatch(/281 characters; the limit is 280/);
    expect(fakes.x.server.received("publish").length).toBe(sent);
    expect(await adminDb().postOccurrence.count({ where: { companyId: owner.companyId } })).toBe(0);
    expect(await adminDb().socialPost.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("Mastodon's limit comes from the instance's own configuration", async () => {
    const owner = await signUp();
    await connectAccount(owner, "mastodon");
    const res = await api.post(publishRoute("mastodon"), { token: owner.token, body: { content: "m".repeat(5000) } });
    expect(res.status).toBe(400);
    expect(res.body.details.content).toMatch(/the limit is \d+/);
  });

  it("no connected account of the network: 400; another company's account or one of another network: 404", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const none = await api.post(publishRoute("bluesky"), { token: owner.token, body: { content: "hi" } });
    expect(none.status).toBe(400);
    expect(none.body.details.platform).toMatch(/no connected Bluesky account/);
    const theirs = await connectAccount(other, "bluesky");
    const mine = await connectAccount(owner, "twitter");
    expect(
      (
        await api.post(publishRoute("bluesky"), {
          token: owner.token,
          body: { content: "hi", socialAccountId: theirs.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(publishRoute("bluesky"), {
          token: owner.token,
          body: { content: "hi", socialAccountId: mine.id },
        })
      ).status,
    ).toBe(404);
    expect(await adminDb().postOccurrence.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("another company's image: 404, nothing written", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    await connectAccount(owner, "bluesky");
    const theirs = (await uploadAsset(other.token)).body.asset;
    const res = await api.post(publishRoute("bluesky"), {
      token: owner.token,
      body: { content: "hi", mediaAssetIds: [theirs.id] },
    });
    expect(res.status).toBe(404);
    expect(await adminDb().socialPost.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("an editor may not publish (content:publish): 403", async () => {
    const owner = await signUp();
    await connectAccount(owner, "bluesky");
    const editor = await addMember(owner, "editor");
    expect((await api.post(publishRoute("bluesky"), { token: editor.token, body: { content: "hi" } })).status).toBe(
      403,
    );
  });
});

describe("when the network refuses or does not answer", () => {
  it("a refusal (X's duplicate 403): 502 PLATFORM_ERROR, the occurrence FAILED with the reason, the post FAILED", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    fakes.x.server.fail("duplicate", "publish");
    const res = await api.post(publishRoute("twitter"), {
      token: owner.token,
      body: { content: unique("Same again") },
    });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      error: "PLATFORM_ERROR",
      message: expect.stringMatching(/X \(Twitter\) refused the post: .*duplicate/i),
    });
    const [occurrence] = await adminDb().postOccurrence.findMany({ where: { companyId: owner.companyId } });
    expect(occurrence).toMatchObject({
      status: "FAILED",
      attempts: 1,
      lastErrorKind: "bad_request",
      platformPostId: null,
    });
    expect(occurrence.lastError).toMatch(/duplicate/i);
    expect(res.body.occurrence).toMatchObject({ occurrenceId: occurrence.id, status: "FAILED" });
    expect((await adminDb().socialPost.findUniqueOrThrow({ where: { id: occurrence.sourcePostId } })).status).toBe(
      "FAILED",
    );
  });

  it("a rate limit: FAILED saying when it can go out, nextAttemptAt set", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    fakes.x.server.fail("rate_limited", "publish", 1, { retryAfterSeconds: 600 });
    const res = await api.post(publishRoute("twitter"), { token: owner.token, body: { content: unique("Busy") } });
    expect(res.status).toBe(502);
    const row = await occurrenceRow(res.body.occurrence.occurrenceId);
    expect(row).toMatchObject({ status: "FAILED", lastErrorKind: "rate_limited" });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it("X taking the post without answering (a hang): reconciled with the network, PUBLISHED once, never sent twice", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    const content = unique("Did it go out?");
    fakes.x.server.fail("hang", "publish");
    const res = await api.post(publishRoute("twitter"), { token: owner.token, body: { content } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("PUBLISHED");
    expect([...fakes.x.tweets.values()].filter((t) => t.text === content)).toHaveLength(1);
    expect(fakes.x.tweets.get(res.body.platformPostId)?.text).toBe(content);
    expect(fakes.x.server.received("recent-posts").length).toBeGreaterThan(0);
  });

  it("X answering 500 to the post (outcome unknown, not taken): checked with the network, FAILED saying nothing went out", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    const content = unique("Server trouble");
    fakes.x.server.fail("server_error", "publish");
    const res = await api.post(publishRoute("twitter"), { token: owner.token, body: { content } });
    expect(res.status).toBe(502);
    const row = await occurrenceRow(res.body.occurrence.occurrenceId);
    expect(row.status).toBe("FAILED");
    expect(row.lastError).toMatch(/has not published the post/);
    expect([...fakes.x.tweets.values()].filter((t) => t.text === content)).toHaveLength(0);
  });

  it("LinkedIn not answering (it cannot list posts): UNKNOWN, for a person to check, never retried blindly", async () => {
    const owner = await signUp();
    await connectAccount(owner, "linkedin");
    fakes.linkedin.server.fail("hang", "publish");
    const res = await api.post(publishRoute("linkedin"), { token: owner.token, body: { content: unique("Maybe") } });
    expect(res.status).toBe(502);
    const row = await occurrenceRow(res.body.occurrence.occurrenceId);
    expect(row.status).toBe("UNKNOWN");
    expect(row.lastError).toMatch(/cannot tell us whether the post went out/);
    expect((await adminDb().socialPost.findUniqueOrThrow({ where: { id: row.sourcePostId } })).status).toBe(
      "PUBLISHING",
    );
  });

  it("Mastodon's 500 is retried with the same Idempotency-Key: one status", async () => {
    const owner = await signUp();
    await connectAccount(owner, "mastodon");
    const content = unique("Toot");
    const before = fakes.mastodon.server.received("publish").length;
    fakes.mastodon.server.fail("server_error", "publish");
    const res = await api.post(publishRoute("mastodon"), { token: owner.token, body: { content } });
    expect(res.status, res.text).toBe(200);
    const sent = fakes.mastodon.server.received("publish").slice(before);
    expect(sent.length).toBe(2);
    expect(new Set(sent.map((r) => r.headers["idempotency-key"])).size).toBe(1);
    expect([...fakes.mastodon.statuses.values()].filter((s) => s.text === content)).toHaveLength(1);
  });
});

describe("tokens while publishing", () => {
  it("an expired access token is refreshed first; X's rotated refresh token is stored sealed", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    const before = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    fakes.x.tokens.expireAccessTokens();
    const res = await api.post(publishRoute("twitter"), {
      token: owner.token,
      body: { content: unique("After refresh") },
    });
    expect(res.status, res.text).toBe(200);
    const after = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(after.refreshToken).toMatch(/^enc:v1:/);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.lastRefreshedAt).not.toBeNull();
  });

  it("revoked access: 502, the account needs_reconnect with the cause, its refresh token kept, the company told in the app and by e-mail; then 409", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    const stored = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    fakes.x.tokens.revokeAll();
    const res = await api.post(publishRoute("twitter"), { token: owner.token, body: { content: unique("Revoked") } });
    expect(res.status).toBe(502);
    const row = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(row.status).toBe("needs_reconnect");
    expect(row.statusReason).toMatch(/connect/i);
    expect(row.refreshToken).toBe(stored.refreshToken);
    const notices = await adminDb().notice.findMany({ where: { companyId: owner.companyId } });
    expect(notices).toEqual([
      expect.objectContaining({ kind: "social_account.needs_reconnect", link: "/settings/accounts", readAt: null }),
    ]);
    expect(mailsTo(owner.email).filter((m) => /Reconnect your X/.test(m.subject))).toHaveLength(1);

    const listed = await api.get("/api/social/accounts", { token: owner.token });
    expect(listed.body[0]).toMatchObject({ status: "needs_reconnect", statusReason: row.statusReason });
    const again = await api.post(publishRoute("twitter"), { token: owner.token, body: { content: unique("Again") } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("ACCOUNT_NEEDS_RECONNECT");

    const reconnected = await connectAccount(owner, "twitter");
    expect(reconnected).toMatchObject({ id: account.id, status: "connected", statusReason: null });
    expect((await adminDb().notice.findFirstOrThrow({ where: { companyId: owner.companyId } })).readAt).not.toBeNull();
    expect(
      (await api.post(publishRoute("twitter"), { token: owner.token, body: { content: unique("Back") } })).status,
    ).toBe(200);
  });
});

describe("analytics", () => {
  it("another company's post, or one not published on that platform: 404", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    await connectAccount(other, "bluesky");
    const theirs = await api.post(publishRoute("bluesky"), { token: other.token, body: { content: unique("Theirs") } });
    expect(
      (await api.get(`/api/social/bluesky/analytics/${theirs.body.occurrenceId}`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await api.get(`/api/social/twitter/analytics/${theirs.body.occurrenceId}`, { token: other.token })).status,
    ).toBe(404);
  });

  it("the dashboard adds up the connected accounts, read live", async () => {
    const owner = await signUp();
    const bluesky = await connectAccount(owner, "bluesky");
    const x = await connectAccount(owner, "twitter");
    await api.post(publishRoute("bluesky"), { token: owner.token, body: { content: unique("Counted") } });
    const res = await api.get("/api/social/analytics/dashboard", { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.totals).toEqual({ accounts: 2, followers: 42 + 321, publishedPosts: 1 });
    expect(res.body.accounts).toEqual([
      expect.objectContaining({
        accountId: bluesky.id,
        platform: "bluesky",
        followers: 42,
        publishedPosts: 1,
        error: null,
      }),
      expect.objectContaining({ accountId: x.id, platform: "twitter", followers: 321, publishedPosts: 0, error: null }),
    ]);
  });
});
