import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { approveConsent } from "../../tests/fakes/social/shared/oauth";
import { useSocialFakes } from "../use-social-fakes";

// Issue 23's "finding one's way", "a published post shows how it did" and "forms that never lose
// typing", walked as a new marketer would: the sidebar and the set-up checklist lead to connecting
// an account, the company's time zone is set in settings, the API reference is one click from the
// tokens page and the user menu; a post's page shows how each network took it; link in bio keeps a
// link typed while the previous one is still being saved.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `way-around-${name}.png`), fullPage });
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const fakes = useSocialFakes();

async function signUp(page: Page, company: string) {
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(`way-${tag()}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("First name").fill("Noor");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();
}

async function connectX(page: Page) {
  const start = await page.request.post("/api/social/twitter/auth/url", { data: {} });
  expect(start.status()).toBe(200);
  const back = await approveConsent((await start.json()).authUrl);
  const callback = await page.request.get(`${back.pathname}${back.search}`, {
    headers: { accept: "application/json" },
  });
  expect(callback.status()).toBe(200);
}

async function connectBluesky(page: Page) {
  const connected = await page.request.post("/api/social/bluesky/auth/url", { data: fakes().logins.bluesky });
  expect(connected.status(), await connected.text()).toBe(201);
}

test("the sidebar and the checklist lead to connecting an account; the company's time zone is set in settings; the API reference is linked", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, "Harbor Bakery");

  // Connecting an account comes first on the checklist: nothing publishes without one.
  const checklist = page
    .getByRole("list")
    .filter({ has: page.getByRole("link", { name: /Connect a social account/ }) });
  await expect(checklist.getByRole("link").first()).toHaveAccessibleName(/To do: Connect a social account/);
  await expect(checklist.getByRole("link").first()).toContainText("Nothing can be published without one");
  await expect(page.getByText("0 of 5 done")).toBeVisible();
  await shot(page, "01-checklist");
  await checklist.getByRole("link", { name: /Connect a social account/ }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);

  // The sidebar names both places a newcomer needs before publishing.
  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "Posting schedule" }).click();
  await expect(page).toHaveURL(/\/settings\/posting-schedule$/);
  await expect(main.getByRole("link", { name: "Posting schedule" })).toHaveAttribute("aria-current", "page");
  await main.getByRole("link", { name: "Connected accounts" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  await expect(main.getByRole("link", { name: "Connected accounts" })).toHaveAttribute("aria-current", "page");
  await shot(page, "02-sidebar", false);

  // The company's clock: changed from the posting schedule's link, kept after a reload, used by the schedule.
  await main.getByRole("link", { name: "Posting schedule" }).click();
  await page.getByRole("link", { name: "Change the time zone" }).click();
  await expect(page).toHaveURL(/\/settings\/company$/);
  const zone = page.getByLabel("Time zone");
  const before = await zone.inputValue();
  const next = before === "Asia/Tokyo" ? "America/Chicago" : "Asia/Tokyo";
  await zone.selectOption(next);
  await expect(zone.locator("option:checked")).toHaveText(/^Tokyo \(UTC\+09:00\)$|^Chicago \(UTC-0[56]:00\)$/);
  await shot(page, "03-company-zone");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company saved" })).toContainText(next);
  await page.reload();
  await expect(page.getByLabel("Time zone")).toHaveValue(next);
  expect((await (await page.request.get("/api/company")).json()).timeZone).toBe(next);
  await main.getByRole("link", { name: "Posting schedule" }).click();
  await expect(page.getByTestId("company-time-zone")).toHaveText(next);

  // With an account connected, the checklist ticks it off, in words that count right.
  await connectX(page);
  await main.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("link", { name: /Done: Connect a social account/ })).toContainText(
    "1 account ready to publish",
  );
  await expect(page.getByText("1 of 5 done")).toBeVisible();
  await shot(page, "04-checklist-done");

  // The API reference: from the tokens page and from the user menu.
  await page.goto("/settings/tokens");
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await page.goto("/settings/tokens");
  await page.getByRole("button", { name: /Noor/ }).click();
  const menu = page.getByRole("menu", { name: "Account" });
  await shot(page, "05-user-menu", false);
  await menu.getByRole("menuitem", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(menu).toBeHidden();
});

test("a post's page shows each network's state, the live post, its numbers, and a failed delivery's reason with a retry", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, "Dockside Roasters");
  await connectX(page);
  await connectBluesky(page);

  // X refuses the first attempt; Bluesky takes it.
  const text = `Cold brew is back ${tag()}`;
  fakes().x.server.fail("duplicate", "publish");
  const scheduled = await page.request.post("/api/social-posts/scheduled", {
    data: { content: text, platforms: ["twitter", "bluesky"], scheduledAt: new Date().toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const postId = (await (await page.request.get(`/api/social-posts/scheduled?includeCancelled=true`)).json()).find(
    (o: { content: string }) => o.content === text,
  ).sourcePostId as string;

  await page.goto(`/content/social/${postId}`);
  const x = page.getByTestId("delivery-twitter");
  const bluesky = page.getByTestId("delivery-bluesky");
  await expect(x).toContainText("Failed", { timeout: 60_000 });
  await expect(bluesky).toContainText("Published", { timeout: 60_000 });
  await expect(x.getByRole("alert")).toContainText(/duplicate/i);
  await expect(bluesky.getByRole("link", { name: "View on Bluesky" })).toHaveAttribute("href", /.+/);
  // Bluesky's numbers as the network reports them (the fake: 7 likes).
  await expect(bluesky.getByRole("definition").first()).toBeVisible();
  await expect(bluesky).toContainText(/7\s*likes/);
  await shot(page, "06-post-delivery-failed");

  // Retry from the post's page: X takes it this time, with its link and numbers.
  await x.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Retrying now" })).toBeVisible();
  await expect(x).toContainText("Published", { timeout: 60_000 });
  await expect(x.getByRole("alert")).toHaveCount(0);
  await expect(x.getByRole("link", { name: "View on X (Twitter)" })).toBeVisible();
  await expect(x).toContainText(/5\s*likes/);
  expect([...fakes().x.tweets.values()].filter((t) => t.text === text)).toHaveLength(1);

  // The calendar's details open from a row, with the same facts.
  await x.getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: "X (Twitter) post" });
  await expect(details).toContainText("Live on the network");
  await details.getByRole("button", { name: "Close" }).click();
  await shot(page, "07-post-delivery-published");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(x).toContainText("Published");
  await shot(page, "08-post-delivery-phone");
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});

test("link in bio keeps a link typed while the previous one is still saving, and completes a bare domain", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signUp(page, "Pier Cafe");
  const slug = `pier-${tag()}`;
  const created = await page.request.post("/api/link-in-bio", { data: { slug, title: "Pier Cafe" } });
  expect(created.status()).toBe(201);
  await page.goto(`/link-in-bio/${slug}`);

  // Hold the first save until the second link is typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(`**/api/link-in-bio/${slug}/links`, async (route) => {
    if (route.request().method() === "POST" && first) {
      first = false;
      await held;
    }
    await route.continue();
  });

  const form = page.getByRole("form", { name: "Add a link" });
  await form.getByLabel("Title").fill("Menu");
  await form.getByLabel("URL").fill("pier.example.com/menu");
  await form.getByRole("button", { name: "Add link" }).click();
  const adding = form.getByTestId("link-being-added");
  await expect(adding).toContainText("Menu");
  await expect(adding).toContainText("https://pier.example.com/menu");
  await expect(adding).toContainText("Adding…");

  // The next one is typed while the first is in flight; the first's answer must not clear it.
  await form.getByLabel("Title").fill("Opening hours");
  await form.getByLabel("URL").fill("pier.example.com/hours");
  await shot(page, "09-link-in-flight");
  release();
  const titles = page.getByRole("list", { name: "Links in order" }).getByLabel("Link title");
  await expect(titles).toHaveCount(1);
  await expect(adding).toHaveCount(0);
  await expect(form.getByLabel("Title")).toHaveValue("Opening hours");
  await expect(form.getByLabel("URL")).toHaveValue("pier.example.com/hours");
  await form.getByRole("button", { name: "Add link" }).click();
  await expect(titles).toHaveCount(2);
  await expect(form.getByLabel("Title")).toHaveValue("");
  const urls = page.getByRole("list", { name: "Links in order" }).getByLabel("Link URL");
  expect(await urls.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
    "https://pier.example.com/menu",
    "https://pier.example.com/hours",
  ]);

  // A refused one stays, with its reason, to edit or discard; the form stays free for the next.
  await form.getByLabel("Title").fill("Sneaky");
  await form.getByLabel("URL").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Add link" }).click();
  await expect(adding).toContainText(/Not added: URL must start with http/);
  await shot(page, "10-link-refused");
  await adding.getByRole("button", { name: "Edit" }).click();
  await expect(form.getByLabel("URL")).toHaveValue("javascript:alert(1)");
  await form.getByLabel("URL").fill("pier.example.com/secret");
  await form.getByRole("button", { name: "Add link" }).click();
  await expect(titles).toHaveCount(3);
  await expect(adding).toHaveCount(0);
});
