import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  signature,
  startFakeLemonSqueezy,
  subscriptionEvent,
  variant,
  type FakeLemonSqueezy,
} from "../../tests/fakes/lemonsqueezy/server";
import { LEMONSQUEEZY_E2E, lemonSqueezyFakePort } from "../lemonsqueezy-fake";

// Issue 28's journey: a company on its trial opens the pricing page, starts a checkout (the fake
// Lemon Squeezy returns its URL), a signed webhook activates the plan, and the billing page shows
// it with higher limits; a paying company's plan buttons open the customer portal, not a second
// checkout. Desktop and phone screenshots of both pages.

const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const ENTERPRISE_VARIANT = 880001;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PORTAL = "https://reach-store.lemonsqueezy.test/billing";

let fake: FakeLemonSqueezy;
test.beforeAll(async () => {
  fake = await startFakeLemonSqueezy({
    apiKey: LEMONSQUEEZY_E2E.apiKey,
    port: lemonSqueezyFakePort(Number(process.env.E2E_PORT ?? 3200)),
  });
  // Checkout asks Lemon Squeezy which of the package's variants it bills monthly.
  fake.variants.set(String(ENTERPRISE_VARIANT), variant(19900, "month"));
});
test.afterAll(() => fake?.close());

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `billing-${name}.png`), fullPage: true });
}

async function bearer(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/dev-login", {
    data: { email },
    headers: { "x-forwarded-for": "10.28.0.1" },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

test("a company on its trial checks out Enterprise through Lemon Squeezy and the billing page shows it with higher limits", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A Super Admin (granted with the CLI) gives Enterprise its Lemon Squeezy variant, puts Starter on
  // sale and offers Professional yearly.
  const adminEmail = `billing-admin-${tag}@example.test`;
  const adminToken = await bearer(request, adminEmail);
  expect(
    (
      await request.post("/api/auth/onboarding", {
        data: { companyName: `Platform ${tag}` },
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    ).status(),
  ).toBe(201);
  execFileSync("node_modules/.bin/tsx", ["scripts/admin-grant.ts", adminEmail], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "" },
  });
  const admin = { Authorization: `Bearer ${await bearer(request, adminEmail)}` };
  // The billing configuration points at the fake: another journey on this server (admin console)
  // stores an API key of its own, which would win over the environment's.
  const config = await request.put("/api/admin/config/billing", {
    data: {
      apiKey: LEMONSQUEEZY_E2E.apiKey,
      storeId: LEMONSQUEEZY_E2E.storeId,
      webhookSecret: LEMONSQUEEZY_E2E.webhookSecret,
    },
    headers: admin,
  });
  expect(config.status(), await config.text()).toBe(200);
  for (const data of [
    { id: "enterprise", variantId: String(ENTERPRISE_VARIANT) },
    {
      id: "starter",
      salePrice: 15,
      saleStartsAt: new Date(Date.now() - 86_400_000).toISOString(),
      saleEndsAt: null,
    },
    {
      name: "Professional",
      description: "For growing marketing teams, paid yearly",
      price: 490,
      interval: "year",
      displayFeatures: ["Everything in Professional", "Two months free"],
      sortOrder: 2,
    },
  ]) {
    const res = await request.post("/api/admin/packages", { data, headers: admin });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  // The owner of a new company (on its trial) signs in.
  const owner = `billing-owner-${tag}@example.test`;
  await page.setViewportSize(DESKTOP);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(owner);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill(`Roastery ${tag}`);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  // Billing before: the trial on Professional, 10 team members.
  await page.goto("/settings/billing");
  await expect(page.getByText("Trial", { exact: true })).toBeVisible();
  await expect(page.getByText(/days? of trial left/)).toBeVisible();
  await expect(page.getByText("1 of 10")).toBeVisible();
  await shot(page, "01-trial-desktop");

  // The pricing page: monthly by default with the sale and the popular badge; yearly on the switch.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Plans and pricing" })).toBeVisible();
  const starter = page.getByRole("listitem", { name: "Starter" });
  await expect(starter.getByText("On sale")).toBeVisible();
  await expect(starter.getByText("$15")).toBeVisible();
  // Professional is the seeded popular package (another journey may mark Starter popular too).
  await expect(page.getByRole("listitem", { name: "Professional" }).getByText("Most popular")).toBeVisible();
  await shot(page, "02-pricing-monthly-desktop");
  await page.getByRole("radio", { name: "Yearly" }).click();
  await expect(page.getByRole("listitem", { name: "Professional" }).getByText("$490")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Enterprise" })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await shot(page, "03-pricing-yearly-phone");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("radio", { name: "Monthly" }).click();

  // Starter has no Lemon Squeezy variant: the buyer is told so, not asked to fix fields there are none of.
  await page.getByRole("button", { name: "Choose Starter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Starter" })).toHaveText(
    "Starter can't be bought online yet: please contact us to switch to it.",
  );

  // Choosing Enterprise opens the (fake) hosted checkout.
  await page.getByRole("button", { name: "Choose Enterprise" }).click();
  await expect(page.getByRole("heading", { name: "Lemon Squeezy checkout (fake)" })).toBeVisible();
  const sent = fake.checkouts.at(-1)!.document.data;
  expect(sent.relationships.variant.data.id).toBe(String(ENTERPRISE_VARIANT));
  expect(sent.attributes.checkout_data.email).toBe(owner);

  // Lemon Squeezy tells the app, signed; then the buyer returns to the billing page.
  const subscription = {
    id: `9${Date.now() % 1e8}`,
    variantId: ENTERPRISE_VARIANT,
    status: "active",
    updatedAt: new Date().toISOString(),
    renewsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    portalUrl: PORTAL,
  };
  fake.subscriptions.set(subscription.id, subscriptionEvent("x", subscription).data.attributes);
  const raw = JSON.stringify(
    subscriptionEvent("subscription_created", subscription, sent.attributes.checkout_data.custom),
  );
  const hook = await request.post("/api/billing/webhook", {
    data: raw,
    headers: { "content-type": "application/json", "x-signature": signature(raw, LEMONSQUEEZY_E2E.webhookSecret) },
  });
  expect(await hook.json()).toEqual({ received: true, outcome: "applied" });
  await page.getByRole("link", { name: "Pay and return" }).click();
  await expect(page).toHaveURL(/\/settings\/billing\?checkout=success/);
  await expect(page.getByText("Enterprise", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews /)).toBeVisible();
  await expect(page.getByText("1 used · unlimited").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage billing and invoices" })).toBeVisible();
  await expect(
    page.getByRole("listitem", { name: "Enterprise" }).getByRole("button", { name: "Current plan" }),
  ).toBeDisabled();
  // Paying now: the other plans are changed in the customer portal, never by a second checkout.
  await expect(page.getByRole("listitem", { name: "Enterprise" }).getByText("Your plan")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Choose / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Included" })).toHaveCount(0);
  await expect(
    page.getByRole("listitem", { name: "Free" }).getByRole("button", { name: "Cancel plan to switch" }),
  ).toBeEnabled();
  await shot(page, "04-active-desktop");
  await page.setViewportSize(PHONE);
  await shot(page, "05-active-phone");
  await page.setViewportSize(DESKTOP);
  const checkouts = fake.checkouts.length;
  await page.route(`${PORTAL}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><h1>Customer portal (fake)</h1>" }),
  );
  await page.getByRole("listitem", { name: "Starter" }).getByRole("button", { name: "Change plan" }).click();
  await expect(page.getByRole("heading", { name: "Customer portal (fake)" })).toBeVisible();
  expect(fake.checkouts.length).toBe(checkouts);
});
