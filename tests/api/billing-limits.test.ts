import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { connectAccount, connectOAuth, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";
import { defaultReply, startFakeAi } from "../fakes/ai/server";
import { signature, subscriptionEvent } from "../fakes/lemonsqueezy/server";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";

// Issue 28: the package in force limits every gated action (team invite, social account connect,
// AI posts, AI actions) through one check that refuses with decisions.md's LIMIT_REACHED body; a
// downgrade (a signed webhook) keeps every member, account and usage row and refuses only new actions.

// Billing config and packages are global: a database of this file's own.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const ai = await startFakeAi();
process.env.OPENAI_API_URL = ai.url;
process.env.OPENAI_API_KEY = "sk-platform";
const fakes = await socialFakes();
afterAll(() => ai.close());

const SECRET = "whsec_limits_test_0123456789";
const db = adminDb();
const admin = await signUpSuperAdmin();
expect(
  (await api.put("/api/admin/config/billing", { token: admin.token, body: { webhookSecret: SECRET } })).status,
).toBe(200);

const suffix = randomUUID().slice(0, 8);
/** A package with its Lemon Squeezy variant and the plan cells the gated actions read. */
async function plan(
  name: string,
  variantId: number,
  limits: { users: number; accounts: number; aiPosts: number; refine: number },
) {
  const pkg = await db.package.create({
    data: { id: `${name}-${suffix}`, name: `${name} ${suffix}`, maxUsers: limits.users, variantId: String(variantId) },
  });
  const cells = {
    ai_generation: 1,
    social_accounts_limit: limits.accounts,
    ai_posts_limit: limits.aiPosts,
    ai_one_shot_refinement: limits.refine,
  };
  await db.planEntitlement.createMany({
    data: Object.entries(cells).map(([featureId, value]) => ({ packageId: pkg.id, featureId, enabled: true, value })),
  });
  return pkg;
}
const BIG_VARIANT = 610001;
const SMALL_VARIANT = 610002;
const big = await plan("big", BIG_VARIANT, { users: 5, accounts: 5, aiPosts: 50, refine: 50 });
await plan("small", SMALL_VARIANT, { users: 1, accounts: 1, aiPosts: 2, refine: 2 });

let updated = Date.parse("2026-06-01T00:00:00Z");
/** A signed subscription event moving the company's subscription to the variant (each newer than the last). */
async function subscribe(owner: TestUser, subscriptionId: string, variantId: number) {
  updated += 86_400_000;
  const raw = JSON.stringify(
    subscriptionEvent(
      "subscription_updated",
      { id: subscriptionId, variantId, status: "active", updatedAt: new Date(updated).toISOString() },
      { company_id: owner.companyId },
    ),
  );
  const res = await api.post("/api/billing/webhook", {
    rawBody: raw,
    headers: { "content-type": "application/json", "x-signature": signature(raw, SECRET) },
  });
  expect(res.body).toEqual({ received: true, outcome: "applied" });
  await clearConfigCaches();
}

/** Earlier AI calls of this period, as the gateway logs them. */
const usedAi = (owner: TestUser, actionType: string, credits: number) =>
  db.aiUsageLog.createMany({
    data: Array.from({ length: credits }, () => ({
      companyId: owner.companyId,
      actionType,
      task: actionType === "CONTENT_GENERATION" ? "blog_generation" : "field_refinement",
      provider: "openai",
      model: "gpt-4o-mini",
      completed: true,
    })),
  });

const limitBody = (action: string, limit: number, used: number) => ({
  error: "LIMIT_REACHED",
  message: expect.stringMatching(/Upgrade your plan in Settings → Billing \(\/settings\/billing\)/),
  action,
  limit,
  used,
});

beforeEach(async () => {
  ai.reply = defaultReply;
  ai.calls.length = 0;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("a downgrade keeps all data and refuses only new actions past a limit", () => {
  it("team invite, social connect, AI posts and AI actions each answer LIMIT_REACHED naming the limit and how to upgrade", async () => {
    const owner = await signUp();
    const sub = String(Date.now() % 1e9);
    await subscribe(owner, sub, BIG_VARIANT);
    expect((await db.company.findUniqueOrThrow({ where: { id: owner.companyId } })).packageId).toBe(big.id);

    // On the big plan: three members, two accounts, AI used.
    await addMember(owner, "editor");
    await addMember(owner, "viewer");
    await connectAccount(owner, "bluesky");
    await connectAccount(owner, "twitter");
    await usedAi(owner, "CONTENT_GENERATION", 3);
    await usedAi(owner, "ONE_SHOT_REFINEMENT", 2);

    await subscribe(owner, sub, SMALL_VARIANT);

    // Everything is kept.
    expect(await db.user.count({ where: { companyId: owner.companyId } })).toBe(3);
    const accounts = await api.get("/api/social/accounts", { token: owner.token });
    expect(accounts.status).toBe(200);
    expect(await db.socialAccount.count({ where: { companyId: owner.companyId, status: "connected" } })).toBe(2);
    expect(await db.aiUsageLog.count({ where: { companyId: owner.companyId } })).toBe(5);
    const billing = await api.get("/api/billing/subscription", { token: owner.token });
    expect(billing.body).toMatchObject({
      limits: { users: 1, socialAccounts: 1, aiPosts: 2 },
      usage: { users: 3, socialAccounts: 2, aiPosts: 3 },
    });

    // Team: a new invitation.
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: `new-${randomUUID()}@example.test`, role: "viewer" },
    });
    expect(invite.status).toBe(403);
    expect(invite.body).toEqual(limitBody("team_members", 1, 3));
    expect(invite.body.message).toMatch(/allows 1 team members .* 3 are in use/);
    expect(await db.invitation.count({ where: { companyId: owner.companyId, acceptedAt: null } })).toBe(0);

    // Social accounts: a new network is refused before its consent page; the connected ones reconnect.
    const connect = await api.post("/api/social/mastodon/auth/url", {
      token: owner.token,
      body: { instanceUrl: fakes.logins.mastodon.instanceUrl },
    });
    expect(connect.status).toBe(403);
    expect(connect.body).toEqual(limitBody("social_accounts", 1, 2));
    expect(connect.body.message).toMatch(/connected social accounts/);
    expect((await connectOAuth(owner, "twitter")).callback.status).toBe(200);
    expect(await db.socialAccount.count({ where: { companyId: owner.companyId } })).toBe(2);

    // AI posts (CONTENT_GENERATION counts against ai_posts_limit) and an AI action: no model called.
    const blog = await api.post("/api/generate-blog-post", { token: owner.token, body: { idea: { title: "T" } } });
    expect(blog.status).toBe(403);
    expect(blog.body).toEqual(limitBody("CONTENT_GENERATION", 2, 3));
    const refine = await api.post("/api/refine-field", {
      token: owner.token,
      body: { fieldId: "tagline", fieldValue: "Roasted fresh", instruction: "improve" },
    });
    expect(refine.status).toBe(403);
    expect(refine.body).toEqual(limitBody("ONE_SHOT_REFINEMENT", 2, 2));
    expect(ai.calls).toHaveLength(0);
    expect((await api.get("/api/entitlements/check/one_shot_refinement", { token: owner.token })).body).toMatchObject({
      allowed: false,
      limit: 2,
      used: 2,
    });

    // Upgrading again lifts every refusal at once.
    await subscribe(owner, sub, BIG_VARIANT);
    expect(
      (
        await api.post("/api/team/invite", {
          token: owner.token,
          body: { email: `again-${randomUUID()}@example.test`, role: "viewer" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.post("/api/social/mastodon/auth/url", {
          token: owner.token,
          body: { instanceUrl: fakes.logins.mastodon.instanceUrl },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.post("/api/refine-field", {
          token: owner.token,
          body: { fieldId: "tagline", fieldValue: "Roasted fresh", instruction: "improve" },
        })
      ).status,
    ).toBe(200);
    expect(ai.calls).toHaveLength(1);
  });

  it("a plan without the feature refuses with limit 0 and says the plan does not include it", async () => {
    const owner = await signUp();
    const none = await plan("none", 610003, { users: 1, accounts: 0, aiPosts: 0, refine: 0 });
    await db.company.update({ where: { id: owner.companyId }, data: { packageId: none.id } });
    await clearConfigCaches();
    const connect = await api.post("/api/social/mastodon/auth/url", {
      token: owner.token,
      body: { instanceUrl: fakes.logins.mastodon.instanceUrl },
    });
    expect(connect.body).toEqual(limitBody("social_accounts", 0, 0));
    expect(connect.body.message).toMatch(/^Your plan does not include connected social accounts\. Upgrade/);
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: `solo-${randomUUID()}@example.test`, role: "viewer" },
    });
    expect(invite.body).toEqual(limitBody("team_members", 1, 1));
  });

  it("tenants apart: one company's downgrade refuses nothing of another's", async () => {
    const [small, other] = await Promise.all([signUp(), signUp()]);
    await subscribe(small, String((Date.now() % 1e9) + 7), SMALL_VARIANT);
    await subscribe(other, String((Date.now() % 1e9) + 8), BIG_VARIANT);
    await addMember(other, "editor");
    const invite = (owner: TestUser) =>
      api.post("/api/team/invite", {
        token: owner.token,
        body: { email: `t-${randomUUID()}@example.test`, role: "viewer" },
      });
    expect((await invite(small)).status).toBe(403);
    expect((await invite(other)).status).toBe(201);
  });

  it("new companies: trialing on professional with defaultTrialDays, on free without", async () => {
    const trialing = await signUp({ trial: true });
    expect((await api.get("/api/billing/subscription", { token: trialing.token })).body).toMatchObject({
      status: "trialing",
      package: { id: "professional" },
    });
    const settings = await api.put("/api/admin/settings", { token: admin.token, body: { defaultTrialDays: 0 } });
    expect(settings.status).toBe(200);
    await clearConfigCaches();
    const free = await signUp({ trial: true });
    expect((await api.get("/api/billing/subscription", { token: free.token })).body).toMatchObject({
      status: "none",
      trialEndsAt: null,
      limits: { aiPosts: 10 },
    });
  });

  it("a company neither subscribed nor on trial is on the free package: shown, and its plan matrix and seats in force", async () => {
    await db.package.update({ where: { id: "free" }, data: { maxUsers: 2 } });
    const cell = (featureId: string) => ({ packageId_featureId: { packageId: "free", featureId } });
    await db.planEntitlement.update({ where: cell("social_accounts_limit"), data: { value: 1 } });
    await db.planEntitlement.update({ where: cell("ai_posts_limit"), data: { value: 7 } });
    await db.planEntitlement.update({ where: cell("ai_generation"), data: { enabled: false, value: 0 } });
    await clearConfigCaches();
    const owner = await signUp();
    expect((await api.get("/api/billing/subscription", { token: owner.token })).body).toMatchObject({
      status: "none",
      package: { id: "free", name: "Free" },
      limits: { users: 2, socialAccounts: 1, aiPosts: 0 },
    });
    const entitlements = await api.get("/api/entitlements", { token: owner.token });
    expect(entitlements.body).toMatchObject({ aiGeneration: false });
    await db.planEntitlement.update({ where: cell("ai_generation"), data: { enabled: true, value: 1 } });
    await clearConfigCaches();
    expect((await api.get("/api/billing/subscription", { token: owner.token })).body.limits).toEqual({
      users: 2,
      socialAccounts: 1,
      aiPosts: 7,
    });
    const invite = () =>
      api.post("/api/team/invite", {
        token: owner.token,
        body: { email: `${randomUUID()}@example.test`, role: "editor" },
      });
    expect((await invite()).status).toBe(201);
    const refused = await invite();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "LIMIT_REACHED", action: "team_members", limit: 2 });
  });
});
