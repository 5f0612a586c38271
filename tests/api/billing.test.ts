import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { mailsTo } from "../helpers/mail";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";
import {
  invoiceEvent,
  orderEvent,
  signature,
  startFakeLemonSqueezy,
  subscriptionEvent,
  type SubscriptionState,
  variant,
} from "../fakes/lemonsqueezy/server";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { listCompanyPlans } from "@/lib/billing/company-plans-admin";
import { endLapsedSubscriptions, PAST_DUE_GRACE_DAYS } from "@/lib/billing/lapsed-subscriptions-admin";

// The billing config is global: a database of this file's own keeps its changes from others.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const fake = await startFakeLemonSqueezy();
process.env.LEMONSQUEEZY_API_URL = fake.url;
afterAll(() => fake.close());

const SECRET = "whsec_billing_test_0123456789";
const admin = await signUpSuperAdmin();
const db = adminDb();
const suffix = randomUUID().slice(0, 8);
const pro = await db.package.create({
  data: { id: `pro-${suffix}`, name: `Pro ${suffix}`, maxUsers: 10, variantId: `${Date.now() % 1e6}1` },
});
const starter = await db.package.create({ data: { id: `starter-${suffix}`, name: `Starter ${suffix}`, maxUsers: 2 } });
const STARTER_VARIANT = 424242;
const PRO_YEARLY_VARIANT = 434343;
await db.package.upsert({ where: { id: "free" }, create: { id: "free", name: "free", maxUsers: 1 }, update: {} });

async function configure(body: Record<string, unknown>) {
  const res = await api.put("/api/admin/config/billing", { token: admin.token, body });
  expect(res.status).toBe(200);
  clearConfigCaches();
}

function deliver(payload: unknown, sign: (raw: string) => string | undefined = (raw) => signature(raw, SECRET)) {
  const raw = JSON.stringify(payload);
  const sig = sign(raw);
  return api.post("/api/billing/webhook", {
    rawBody: raw,
    headers: { "content-type": "application/json", ...(sig === undefined ? {} : { "x-signature": sig }) },
  });
}

const state = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  id: String(Math.floor(Math.random() * 1e9)),
  variantId: Number(pro.variantId),
  status: "active",
  updatedAt: "2026-06-01T10:00:00.000000Z",
  renewsAt: "2026-07-01T10:00:00.000000Z",
  ...over,
});
const companyOf = (user: TestUser) => db.company.findUniqueOrThrow({ where: { id: user.companyId } });
const subscriptionOf = (user: TestUser) => db.subscription.findUnique({ where: { companyId: user.companyId } });

describe("billing not configured", () => {
  it("checkout and webhook answer 503 naming what to set, and nothing is stored", async () => {
    const owner = await signUp();
    const checkout = await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: pro.id } });
    expect(checkout.status).toBe(503);
    expect(checkout.body).toMatchObject({ error: "BILLING_NOT_CONFIGURED" });
    expect(checkout.body.message).toMatch(/apiKey and storeId/);
    const hook = await deliver(subscriptionEvent("subscription_created", state(), { company_id: owner.companyId }));
    expect(hook.status).toBe(503);
    expect(await db.billingWebhookEvent.count()).toBe(0);
  });
});

describe("configured", () => {
  beforeAll(() =>
    configure({
      apiKey: fake.apiKey,
      storeId: "77",
      webhookSecret: SECRET,
      variantMapping: { [String(STARTER_VARIANT)]: starter.name, [String(PRO_YEARLY_VARIANT)]: pro.id },
      testMode: true,
    }),
  );

  it("the interval picks the package's variant Lemon Squeezy bills that often; none billed so: 400", async () => {
    fake.variants.set(pro.variantId!, variant(4900, "month"));
    fake.variants.set(String(PRO_YEARLY_VARIANT), variant(49000, "year", 14));
    // A company of its own for each: a company's open checkout answers its next request (below).
    const checkout = async (interval: string, packageId = pro.id) =>
      api.post("/api/billing/checkout", { token: (await signUp()).token, body: { packageId, interval } });
    expect((await checkout("year")).status).toBe(200);
    expect(fake.checkouts.at(-1)!.document.data.relationships.variant.data.id).toBe(String(PRO_YEARLY_VARIANT));
    expect((await checkout("month")).status).toBe(200);
    expect(fake.checkouts.at(-1)!.document.data.relationships.variant.data.id).toBe(pro.variantId);
    const none = await checkout("year", starter.id);
    expect(none.status).toBe(400);
    expect(none.body.details.interval).toMatch(/billed every year/);
  });

  it("checkout carries the company, the caller's e-mail, the store, the variant and the billing page as return URL", async () => {
    const owner = await signUp();
    const res = await api.post("/api/billing/checkout", {
      token: owner.token,
      body: { packageId: pro.id, interval: "month" },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${fake.url}/checkout/custom/`));
    const sent = fake.checkouts.at(-1)!.document.data;
    expect(sent.attributes.checkout_data).toEqual({
      email: owner.email,
      custom: { company_id: owner.companyId, package_id: pro.id, interval: "month" },
    });
    expect(sent.attributes.product_options.redirect_url).toMatch(/\/settings\/billing\?checkout=success$/);
    expect(sent.relationships).toEqual({
      store: { data: { type: "stores", id: "77" } },
      variant: { data: { type: "variants", id: pro.variantId } },
    });
    expect(await db.auditLog.findMany({ where: { companyId: owner.companyId, action: "billing.checkout" } })).toEqual([
      expect.objectContaining({ actorId: owner.userId, targetType: "billing" }),
    ]);
  });

  it("a package reached through variantMapping checks out; one without a variant is 400; an unknown one 404", async () => {
    const owner = await signUp();
    expect(
      (await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: starter.id } })).status,
    ).toBe(200);
    expect(fake.checkouts.at(-1)!.document.data.relationships.variant.data.id).toBe(String(STARTER_VARIANT));
    const bare = await db.package.create({ data: { name: `Bare ${suffix}` } });
    const none = await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: bare.id } });
    expect(none.status).toBe(400);
    expect(none.body.details.packageId).toMatch(/variant/);
    expect((await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: "nope" } })).status).toBe(
      404,
    );
    expect(
      (await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: pro.id, interval: "week" } }))
        .status,
    ).toBe(400);
  });

  it("checkout while the subscription runs (on trial, active, past_due, paused, cancelled before its end): 409 ALREADY_SUBSCRIBED, nothing asked of Lemon Squeezy; once it has ended, checkout works", async () => {
    const owner = await signUp();
    const s = state();
    let at = Date.parse("2026-06-01T00:00:00Z");
    const move = (over: Partial<SubscriptionState>) => {
      at += 86_400_000;
      return deliver(
        subscriptionEvent(
          "subscription_updated",
          { ...s, ...over, updatedAt: new Date(at).toISOString() },
          { company_id: owner.companyId },
        ),
      );
    };
    const checkout = () => api.post("/api/billing/checkout", { token: owner.token, body: { packageId: starter.id } });
    for (const over of [
      { status: "on_trial", trialEndsAt: "2999-01-01T00:00:00Z" },
      { status: "active" },
      { status: "past_due" },
      { status: "paused" },
      { status: "cancelled", endsAt: "2999-01-01T00:00:00Z" },
    ]) {
      expect((await move(over)).body.outcome).toBe("applied");
      const sent = fake.checkouts.length;
      const res = await checkout();
      expect(res.status, over.status).toBe(409);
      expect(res.body.error).toBe("ALREADY_SUBSCRIBED");
      expect(res.body.message).toMatch(/billing portal/);
      expect(fake.checkouts.length).toBe(sent);
    }
    expect((await checkout()).body.message).toMatch(/runs until 2999-01-01: resume it or change its plan/);
    // Cancelled and past its end date, then expired: a new subscription is the way back (the
    // checkout opened then is still open, so it is answered again).
    await move({ status: "cancelled", endsAt: "2026-01-01T00:00:00Z" });
    const sent = fake.checkouts.length;
    const first = await checkout();
    expect(first.status).toBe(200);
    expect(fake.checkouts.length).toBe(sent + 1);
    await move({ status: "expired" });
    const again = await checkout();
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(first.body.url);
    expect(fake.checkouts.length).toBe(sent + 1);
  });

  it("a second checkout while the first is open: the same plan answers the same checkout; another plan gets its own, which is then the open one; once expired a new one is made", async () => {
    fake.variants.set(pro.variantId!, variant(4900, "month"));
    fake.variants.set(String(PRO_YEARLY_VARIANT), variant(49000, "year"));
    const owner = await signUp();
    const other = await addMember(owner, "admin");
    const checkout = (user: TestUser, packageId: string, interval?: string) =>
      api.post("/api/billing/checkout", { token: user.token, body: { packageId, ...(interval ? { interval } : {}) } });
    const sent = fake.checkouts.length;
    const before = Date.now();
    const first = await checkout(owner, pro.id, "month");
    expect(first.status, first.text).toBe(200);
    expect(fake.checkouts.length).toBe(sent + 1);
    const expiresAt = Date.parse(fake.checkouts.at(-1)!.document.data.attributes.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    // A double click, or another admin, on the same plan: its checkout again, nothing new at Lemon Squeezy.
    for (const user of [owner, other]) {
      const again = await checkout(user, pro.id, "month");
      expect(again.status, again.text).toBe(200);
      expect(again.body).toEqual({ url: first.body.url });
    }
    expect(fake.checkouts.length).toBe(sent + 1);
    // A change of mind (the same package billed yearly, then another package): each its own checkout,
    // and the latest is the one a repeated click answers.
    const yearly = await checkout(other, pro.id, "year");
    expect(yearly.status, yearly.text).toBe(200);
    expect(yearly.body.url).not.toBe(first.body.url);
    expect(fake.checkouts.at(-1)!.document.data.relationships.variant.data.id).toBe(String(PRO_YEARLY_VARIANT));
    const smaller = await checkout(owner, starter.id);
    expect(smaller.status, smaller.text).toBe(200);
    expect(new Set([first.body.url, yearly.body.url, smaller.body.url]).size).toBe(3);
    expect(fake.checkouts.length).toBe(sent + 3);
    expect((await checkout(other, starter.id)).body).toEqual({ url: smaller.body.url });
    expect(fake.checkouts.length).toBe(sent + 3);
    // Past its expiry it can no longer be paid: the same plan gets a new checkout.
    await db.billingCheckout.update({
      where: { companyId: owner.companyId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const renewed = await checkout(owner, starter.id);
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body.url).not.toBe(smaller.body.url);
    expect(fake.checkouts.length).toBe(sent + 4);
  });

  it("two checkouts at once (a double click, two admins): one Lemon Squeezy checkout, and both answer it", async () => {
    fake.variants.set(pro.variantId!, variant(4900, "month"));
    const owner = await signUp();
    const other = await addMember(owner, "admin");
    const sent = fake.checkouts.length;
    fake.checkoutDelayMs = 300;
    try {
      const answers = await Promise.all(
        [owner, owner, other].map((user) =>
          api.post("/api/billing/checkout", { token: user.token, body: { packageId: pro.id, interval: "month" } }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((r) => r.body.url)).size).toBe(1);
      expect(fake.checkouts.length).toBe(sent + 1);
      // Another plan while a checkout is being made (Lemon Squeezy slow to answer): refused, still one checkout.
      fake.checkoutDelayMs = 2000;
      const next = await signUp();
      const making = api.post("/api/billing/checkout", {
        token: next.token,
        body: { packageId: pro.id, interval: "month" },
      });
      await expect
        .poll(() => db.billingCheckout.findUnique({ where: { companyId: next.companyId } }), { timeout: 5000 })
        .toMatchObject({ url: null });
      const refused = await api.post("/api/billing/checkout", { token: next.token, body: { packageId: starter.id } });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body).toEqual({
        error: "CHECKOUT_OPEN",
        message: expect.stringMatching(
          new RegExp(`^A checkout of ${pro.name} \\(monthly\\) is being opened .*try again in a few seconds$`),
        ),
      });
      const made = await making;
      expect(made.status, made.text).toBe(200);
      expect(fake.checkouts.length).toBe(sent + 2);
    } finally {
      fake.checkoutDelayMs = 0;
    }
  });

  it("a checkout Lemon Squeezy refuses leaves nothing open: 502, and the next request asks again", async () => {
    const owner = await signUp();
    const sent = fake.checkouts.length;
    fake.failCheckouts = 1;
    const refused = await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: starter.id } });
    expect(refused.status, refused.text).toBe(502);
    expect(refused.body.error).toBe("BILLING_PROVIDER_ERROR");
    expect(await db.billingCheckout.count({ where: { companyId: owner.companyId } })).toBe(0);
    const retried = await api.post("/api/billing/checkout", { token: owner.token, body: { packageId: starter.id } });
    expect(retried.status, retried.text).toBe(200);
    expect(fake.checkouts.length).toBe(sent + 1);
  });

  it("needs billing:manage: an editor gets 403", async () => {
    const owner = await signUp();
    const editor = await addMember(owner, "editor");
    expect((await api.post("/api/billing/checkout", { token: editor.token, body: { packageId: pro.id } })).status).toBe(
      403,
    );
    expect((await api.post("/api/billing/portal", { token: editor.token })).status).toBe(403);
    expect((await api.get("/api/billing/subscription", { token: editor.token })).status).toBe(403);
  });

  it("missing, bad, short and wrong-length signatures answer 401 and store nothing", async () => {
    const owner = await signUp();
    const payload = subscriptionEvent("subscription_created", state(), { company_id: owner.companyId });
    const before = await db.billingWebhookEvent.count();
    for (const sign of [
      () => undefined,
      () => "",
      () => "abc",
      (raw: string) => signature(raw, SECRET).slice(0, 62),
      (raw: string) => signature(raw, SECRET) + "ab",
      (raw: string) => signature(raw, "wrong"),
      () => "g".repeat(64),
    ]) {
      const res = await deliver(payload, sign);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: "Unauthorized" });
    }
    expect(await db.billingWebhookEvent.count()).toBe(before);
    expect(await subscriptionOf(owner)).toBeNull();
  });

  it("a signed but malformed body is 400, an oversized one 413, never 500", async () => {
    const raw = "{not json";
    const res = await api.post("/api/billing/webhook", {
      rawBody: raw,
      headers: { "content-type": "application/json", "x-signature": signature(raw, SECRET) },
    });
    expect(res.status).toBe(400);
    expect((await deliver({ meta: {} })).status).toBe(400);
    const before = await db.billingWebhookEvent.count();
    const huge = await deliver({ meta: { event_name: "order_created" }, data: { pad: "x".repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(await db.billingWebhookEvent.count()).toBe(before);
  });

  it("NUL and lone surrogates in a signed payload are stored as U+FFFD and the event applies; a bad date or a deep body is 400", async () => {
    const owner = await signUp();
    const payload = subscriptionEvent("subscription_created", state(), {
      company_id: owner.companyId,
      note: "a\u0000b\ud800",
    });
    Object.assign(payload.data.attributes, { user_name: "Zo\u0000e", ["k\udc00"]: "v" });
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("applied");
    const stored = await db.billingWebhookEvent.findFirstOrThrow({ where: { claimedCompany: owner.companyId } });
    const saved = stored.payload as {
      meta: { custom_data: { note: string } };
      data: { attributes: Record<string, unknown> };
    };
    expect(saved.meta.custom_data.note).toBe("a\uFFFDb\uFFFD");
    expect(saved.data.attributes.user_name).toBe("Zo\uFFFDe");
    expect(saved.data.attributes["k\uFFFD"]).toBe("v");

    const badDate = subscriptionEvent("subscription_updated", state({ updatedAt: "not a date" }), {
      company_id: owner.companyId,
    });
    const refused = await deliver(badDate);
    expect(refused.status).toBe(400);
    expect(refused.body.details["data.attributes"]).toMatch(/updated_at must be a date/);
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect((await deliver({ ...payload, deep })).status).toBe(400);
    expect((await deliver({ meta: { event_name: "e".repeat(5000) }, data: payload.data })).status).toBe(400);
  });

  it("subscription_created activates the package; a replay changes nothing; an older update never overwrites a newer one", async () => {
    const owner = await signUp();
    const s = state();
    const created = subscriptionEvent("subscription_created", s, { company_id: owner.companyId });
    expect((await deliver(created)).body).toEqual({ received: true, outcome: "applied" });
    expect((await companyOf(owner)).packageId).toBe(pro.id);
    expect(await subscriptionOf(owner)).toMatchObject({
      providerSubscriptionId: s.id,
      status: "active",
      packageId: pro.id,
    });
    expect((await deliver(created)).body.outcome).toBe("duplicate");
    expect(
      await db.billingWebhookEvent.count({
        where: { eventName: "subscription_created", claimedCompany: owner.companyId },
      }),
    ).toBe(1);

    const newer = subscriptionEvent(
      "subscription_updated",
      { ...s, variantId: STARTER_VARIANT, updatedAt: "2026-06-03T10:00:00.000000Z" },
      { company_id: owner.companyId },
    );
    const older = subscriptionEvent(
      "subscription_updated",
      { ...s, status: "past_due", updatedAt: "2026-06-02T10:00:00.000000Z" },
      { company_id: owner.companyId },
    );
    expect((await deliver(newer)).body.outcome).toBe("applied");
    expect((await deliver(older)).body.outcome).toBe("ignored");
    expect(await subscriptionOf(owner)).toMatchObject({
      status: "active",
      packageId: starter.id,
      variantId: String(STARTER_VARIANT),
    });
    expect((await companyOf(owner)).packageId).toBe(starter.id);
  });

  it("each event's effect: cancelled keeps the plan until it ends, expired and paused fall back to free, resumed restores it", async () => {
    const owner = await signUp();
    const s = state();
    const send = (name: string, over: Partial<SubscriptionState>, at: string) =>
      deliver(subscriptionEvent(name, { ...s, ...over, updatedAt: at }, { company_id: owner.companyId }));
    await send("subscription_created", {}, "2026-06-01T00:00:00Z");
    await send(
      "subscription_cancelled",
      { status: "cancelled", endsAt: "2999-01-01T00:00:00Z" },
      "2026-06-02T00:00:00Z",
    );
    expect((await companyOf(owner)).packageId).toBe(pro.id);
    await send("subscription_resumed", { status: "active", endsAt: null }, "2026-06-03T00:00:00Z");
    expect((await companyOf(owner)).packageId).toBe(pro.id);
    await send("subscription_paused", { status: "paused" }, "2026-06-04T00:00:00Z");
    expect((await companyOf(owner)).packageId).toBe("free");
    await send("subscription_unpaused", { status: "active" }, "2026-06-05T00:00:00Z");
    expect((await companyOf(owner)).packageId).toBe(pro.id);
    await send("subscription_expired", { status: "expired", endsAt: "2026-06-06T00:00:00Z" }, "2026-06-06T00:00:00Z");
    expect((await companyOf(owner)).packageId).toBe("free");
    const sub = await api.get("/api/billing/subscription", { token: owner.token });
    expect(sub.body).toMatchObject({ status: "expired", package: { id: "free" } });
    const ended = await db.notice.findMany({ where: { companyId: owner.companyId, kind: { startsWith: "billing." } } });
    expect(ended.map((n) => [n.kind, n.title])).toEqual([["billing.expired", "Subscription ended"]]);
  });

  it("another subscription of the company: an ended one's late events never replace the live one; a subscription stays with its company", async () => {
    const owner = await signUp();
    const other = await signUp();
    const first = state();
    const second = state();
    const send = (s: SubscriptionState, name: string, over: Partial<SubscriptionState>, at: string, custom = owner) =>
      deliver(subscriptionEvent(name, { ...s, ...over, updatedAt: at }, { company_id: custom.companyId }));
    await send(first, "subscription_created", {}, "2026-06-01T00:00:00Z");
    await send(
      first,
      "subscription_cancelled",
      { status: "cancelled", endsAt: "2026-06-05T00:00:00Z" },
      "2026-06-02T00:00:00Z",
    );
    await send(second, "subscription_created", { variantId: STARTER_VARIANT }, "2026-06-03T00:00:00Z");
    expect(await subscriptionOf(owner)).toMatchObject({ providerSubscriptionId: second.id, packageId: starter.id });
    // The first one's expiry arrives after the second started (newer, but it gives no plan): ignored.
    const late = await send(first, "subscription_expired", { status: "expired" }, "2026-06-05T00:00:00Z");
    expect(late.body.outcome).toBe("ignored");
    expect(await subscriptionOf(owner)).toMatchObject({ providerSubscriptionId: second.id, status: "active" });
    expect((await companyOf(owner)).packageId).toBe(starter.id);
    // An event of the owner's subscription whose custom data names another company changes only the owner's.
    const claimed = await send(
      second,
      "subscription_updated",
      { variantId: Number(pro.variantId) },
      "2026-06-06T00:00:00Z",
      other,
    );
    expect(claimed.body.outcome).toBe("applied");
    expect((await companyOf(owner)).packageId).toBe(pro.id);
    expect(await subscriptionOf(other)).toBeNull();
    expect((await companyOf(other)).packageId).toBeNull();
  });

  it("past_due keeps the plan while Lemon Squeezy retries (the grace period); unpaid falls back to free; on_trial is trialing", async () => {
    const owner = await signUp();
    const s = state({ status: "on_trial", trialEndsAt: "2999-01-01T00:00:00Z" });
    const send = (status: string, at: string) =>
      deliver(
        subscriptionEvent("subscription_updated", { ...s, status, updatedAt: at }, { company_id: owner.companyId }),
      );
    await deliver(
      subscriptionEvent(
        "subscription_created",
        { ...s, updatedAt: "2026-06-01T00:00:00Z" },
        { company_id: owner.companyId },
      ),
    );
    const trialing = await api.get("/api/billing/subscription", { token: owner.token });
    expect(trialing.body).toMatchObject({
      status: "trialing",
      package: { id: pro.id },
      trialEndsAt: "2999-01-01T00:00:00.000Z",
    });
    await send("past_due", "2026-06-02T00:00:00Z");
    expect((await companyOf(owner)).packageId).toBe(pro.id);
    expect((await api.get("/api/billing/subscription", { token: owner.token })).body).toMatchObject({
      status: "past_due",
      package: { id: pro.id },
      limits: { users: 10 },
    });
    // Every retry failed: no longer paid for.
    await send("unpaid", "2026-06-16T00:00:00Z");
    expect((await companyOf(owner)).packageId).toBe("free");
    expect((await api.get("/api/billing/subscription", { token: owner.token })).body).toMatchObject({
      status: "expired",
      package: { id: "free" },
      limits: { users: (await db.package.findUniqueOrThrow({ where: { id: "free" } })).maxUsers },
    });
  });

  it("a plan that lapsed without its event: cancelled past its end, past_due past its grace period fall back to free, told once", async () => {
    const [cancelled, dunning] = await Promise.all([signUp(), signUp()]);
    const now = Date.now();
    const DAY = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    await deliver(
      subscriptionEvent(
        "subscription_cancelled",
        state({ status: "cancelled", endsAt: iso(now + DAY), updatedAt: iso(now - 1000) }),
        { company_id: cancelled.companyId },
      ),
    );
    await deliver(
      subscriptionEvent("subscription_updated", state({ status: "past_due", updatedAt: iso(now - 1000) }), {
        company_id: dunning.companyId,
      }),
    );
    expect((await companyOf(cancelled)).packageId).toBe(pro.id);
    expect((await companyOf(dunning)).packageId).toBe(pro.id);

    await endLapsedSubscriptions(new Date(now + 2 * DAY));
    expect((await companyOf(cancelled)).packageId).toBe("free");
    expect((await companyOf(dunning)).packageId).toBe(pro.id); // still within its grace period
    expect((await api.get("/api/billing/subscription", { token: cancelled.token })).body).toMatchObject({
      status: "expired",
      package: { id: "free" },
    });

    await endLapsedSubscriptions(new Date(now + (PAST_DUE_GRACE_DAYS + 1) * DAY));
    await endLapsedSubscriptions(new Date(now + (PAST_DUE_GRACE_DAYS + 2) * DAY));
    expect((await companyOf(dunning)).packageId).toBe("free");
    expect((await api.get("/api/billing/subscription", { token: dunning.token })).body).toMatchObject({
      status: "expired",
      package: { id: "free" },
    });
    const plans = await listCompanyPlans();
    expect(plans.find((c) => c.id === dunning.companyId)).toMatchObject({
      plan: expect.stringMatching(/^free$/i),
      status: "expired",
    });
    for (const owner of [cancelled, dunning]) {
      const ended = await db.notice.findMany({ where: { companyId: owner.companyId, kind: "billing.expired" } });
      expect(ended.map((n) => n.title)).toEqual(["Subscription ended"]);
    }
    // Data kept: the subscription row stays for the portal and the Super Admin.
    expect(await subscriptionOf(dunning)).toMatchObject({ status: "past_due", packageId: pro.id });
  });

  it("payment events carry an invoice: the subscription (attributes.subscription_id) is read from the API and its state applied", async () => {
    const owner = await signUp();
    const s = state();
    await deliver(subscriptionEvent("subscription_created", s, { company_id: owner.companyId }));
    fake.subscriptions.set(
      s.id,
      subscriptionEvent("x", { ...s, status: "past_due", updatedAt: "2026-06-10T00:00:00.000000Z" }).data.attributes,
    );
    const failed = await deliver(
      invoiceEvent("subscription_payment_failed", s.id, "9001", { company_id: owner.companyId }),
    );
    expect(failed.body.outcome).toBe("applied");
    expect(await subscriptionOf(owner)).toMatchObject({ status: "past_due" });
    expect((await companyOf(owner)).packageId).toBe(pro.id); // grace while Lemon Squeezy retries
    const told = () => db.notice.findMany({ where: { companyId: owner.companyId, kind: "billing.payment_failed" } });
    expect(await told()).toMatchObject([{ title: "Payment failed", link: "/settings/billing", readAt: null }]);
    expect(mailsTo(owner.email).map((m) => m.subject)).toContain("Payment failed");
    fake.subscriptions.set(
      s.id,
      subscriptionEvent("x", { ...s, status: "active", updatedAt: "2026-06-11T00:00:00.000000Z" }).data.attributes,
    );
    expect((await deliver(invoiceEvent("subscription_payment_recovered", s.id, "9002"))).body.outcome).toBe("applied");
    expect(await subscriptionOf(owner)).toMatchObject({ status: "active" });
    expect((await told())[0].readAt).not.toBeNull();
    // A renewal paid: the subscription's new renewal date, read from the API (the invoice has none).
    fake.subscriptions.set(
      s.id,
      subscriptionEvent("x", {
        ...s,
        status: "active",
        updatedAt: "2026-07-01T00:00:00.000000Z",
        renewsAt: "2026-08-01T10:00:00.000000Z",
      }).data.attributes,
    );
    expect((await deliver(invoiceEvent("subscription_payment_success", s.id, "9003"))).body.outcome).toBe("applied");
    expect((await subscriptionOf(owner))!.renewsAt!.toISOString()).toBe("2026-08-01T10:00:00.000Z");
  });

  it("unknown company or variant: stored as unmatched, 200, nothing else changes; order_created is recorded", async () => {
    const owner = await signUp();
    const ghost = await deliver(subscriptionEvent("subscription_created", state(), { company_id: randomUUID() }));
    expect(ghost.status).toBe(200);
    expect(ghost.body.outcome).toBe("unmatched");
    const odd = await deliver(
      subscriptionEvent("subscription_created", state({ variantId: 999 }), { company_id: owner.companyId }),
    );
    expect(odd.body.outcome).toBe("unmatched");
    expect(await subscriptionOf(owner)).toBeNull();
    expect((await companyOf(owner)).packageId).toBeNull();
    expect(
      (await db.billingWebhookEvent.findFirstOrThrow({ where: { claimedCompany: owner.companyId } })).reason,
    ).toMatch(/variant 999/);
    expect(
      (await deliver(orderEvent("5001", Number(pro.variantId), { company_id: owner.companyId }))).body.outcome,
    ).toBe("recorded");
    expect((await deliver(orderEvent("5002", 31337, { company_id: owner.companyId }))).body.outcome).toBe("unmatched");

    const listed = await api.get("/api/admin/billing/events?outcome=unmatched", { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.items.every((e: { outcome: string }) => e.outcome === "unmatched")).toBe(true);
    expect(
      listed.body.items
        .filter((e: { claimedCompany: string }) => e.claimedCompany === owner.companyId)
        .map((e: { eventName: string }) => e.eventName),
    ).toEqual(["order_created", "subscription_created"]);
    expect((await api.get("/api/admin/billing/events", { token: owner.token })).status).toBe(403);
  });

  it("portal: 409 without a subscription, else the customer portal URL from the API; subscription shows plan, limits and usage; tenants stay apart", async () => {
    const owner = await signUp();
    const other = await signUp();
    expect((await api.post("/api/billing/portal", { token: owner.token })).status).toBe(409);
    const s = state({ portalUrl: "https://store.example/billing?expires=1" });
    await deliver(subscriptionEvent("subscription_created", s, { company_id: owner.companyId }));
    fake.subscriptions.set(
      s.id,
      subscriptionEvent("x", { ...s, portalUrl: "https://store.example/billing?fresh=1" }).data.attributes,
    );
    const portal = await api.post("/api/billing/portal", { token: owner.token });
    expect(portal.body).toEqual({ url: "https://store.example/billing?fresh=1" });
    expect((await api.post("/api/billing/portal", { token: other.token })).status).toBe(409);

    const sub = await api.get("/api/billing/subscription", { token: owner.token });
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({
      status: "active",
      package: { id: pro.id, name: pro.name },
      renewsAt: "2026-07-01T10:00:00.000Z",
      limits: { users: 10 },
      usage: { users: 1, socialAccounts: 0 },
    });
    expect((await api.get("/api/billing/subscription", { token: other.token })).body).toMatchObject({
      status: "none",
      package: { id: "free" },
    });
  });

  it("the plan in force gates invitations: a downgrade keeps members and refuses only new ones", async () => {
    const owner = await signUp();
    const s = state();
    await deliver(subscriptionEvent("subscription_created", s, { company_id: owner.companyId }));
    await addMember(owner, "editor");
    await addMember(owner, "editor");
    await deliver(
      subscriptionEvent(
        "subscription_updated",
        { ...s, variantId: STARTER_VARIANT, updatedAt: "2026-06-09T00:00:00Z" },
        { company_id: owner.companyId },
      ),
    );
    expect(await db.user.count({ where: { companyId: owner.companyId } })).toBe(3);
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: `x-${randomUUID()}@example.com`, role: "editor" },
    });
    expect(invite.status).toBe(403);
    expect(invite.body).toMatchObject({ error: "LIMIT_REACHED", action: "team_members", limit: 2, used: 3 });
    expect(invite.body.message).toMatch(/allows 2 team members.*\/settings\/billing/);
  });
});
