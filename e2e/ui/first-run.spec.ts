import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { connectNetwork, useSocialFakes } from "../use-social-fakes";

// Issue 9's "what a new user tripped over", walked the way it was found: a first sign-in, the
// composer's messages, the content lists, a phone, the 404 page and the set-up checklist.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const COMPANY = "Harbor Bakery";

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(SHOTS, `first-run-${name}.png`), fullPage });
}

async function signUp(page: Page, firstName: string) {
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel("Company name").fill(COMPANY);
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Create workspace" }).click();
}

/** The page itself never scrolls sideways: whatever is wider scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

// A scheduled post needs a connected account per network: the fake networks stand in for them.
useSocialFakes();

test("a first run: welcome, composer messages, content lists, the checklist, a phone, and the 404 page", async ({
  page,
}) => {
  test.setTimeout(240_000);

  // The sign-in page does not greet a stranger with "Welcome back".
  await page.goto("/signin");
  await expect(page.getByText("Welcome back")).toHaveCount(0);
  await expect(page.getByText("New here? You'll set up your workspace right after signing in.")).toBeVisible();

  // A brand-new workspace is welcomed, and the checklist shows where to start.
  await signUp(page, "Sam");
  await expect(page.getByRole("heading", { name: "Welcome to Reach, Sam" })).toBeVisible();
  await expect(page.getByText(`Let's get ${COMPANY} ready to publish`)).toBeVisible();
  await expect(page.getByText("0 of 5 done")).toBeVisible();

  // A favicon, served by the app itself.
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon).toBeTruthy();
  const iconResponse = await page.request.get(icon!);
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()["content-type"]).toContain("image/svg+xml");

  // Content opens on the social posts list, which has an address of its own like the other two lists.
  await page.goto("/content");
  await expect(page).toHaveURL(/\/content\/social$/);
  const tabs = page.getByRole("navigation", { name: "Content type" });
  await expect(tabs.getByRole("link", { name: "Social posts" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "No social posts yet" })).toBeVisible();
  await tabs.getByRole("link", { name: "Blog posts" }).click();
  await expect(page).toHaveURL(/\/content\/blog$/);
  await tabs.getByRole("link", { name: "Social posts" }).click();
  await expect(page).toHaveURL(/\/content\/social$/);
  const social = await page.request.get("/content/social");
  expect(social.status()).toBe(200);

  // The composer offers only networks the company can publish to: none yet, and it says where to connect one.
  await page.getByRole("link", { name: "New post" }).first().click();
  await expect(page).toHaveURL(/\/content\/social\/new$/);
  await expect(page.getByText(/No connected accounts yet: nothing can be published/)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "LinkedIn" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Connect an account" })).toHaveAttribute("href", "/settings/accounts");
  await connectNetwork(page, "linkedin");
  await page.reload();

  // The composer's messages go away as soon as the field is fixed.
  await page.getByRole("button", { name: "Save draft" }).click();
  const writeFirst = page.getByText("Write something first", { exact: true });
  const pickNetwork = page.getByText("Pick at least one network", { exact: true });
  await expect(writeFirst).toBeVisible();
  await expect(pickNetwork).toBeVisible();
  await shot(page, "01-composer-errors");
  await page.getByLabel("Text", { exact: true }).fill("Fresh sourdough at 7am, every day.");
  await expect(writeFirst).toBeHidden();
  await expect(pickNetwork).toBeVisible();
  await page.getByRole("checkbox", { name: "LinkedIn" }).check();
  await expect(pickNetwork).toBeHidden();

  // A failed save, then one that works: the stale failure toast does not stay beside the success.
  await page.route(
    "**/api/social-posts",
    (route) => route.fulfill({ status: 503, json: { error: "Unavailable", message: "Try again" } }),
    { times: 1 },
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Couldn't save the post" });
  await expect(failure).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // At once, not after the failure's own 5 s: a retrying assertion would pass either way.
  expect(await failure.count()).toBe(0);
  await expect(page).toHaveURL(/\/content\/social\/[0-9a-f-]{36}$/);
  await shot(page, "02-composer-saved");
  await page.getByRole("link", { name: "Social posts" }).first().click();
  await expect(page).toHaveURL(/\/content\/social$/);
  await expect(page.getByText("Fresh sourdough at 7am, every day.")).toBeVisible();

  // A pending invitation counts as inviting a teammate.
  await page.goto("/settings/team");
  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite a teammate" });
  await invite.getByLabel("E-mail").fill(uniqueEmail("baker"));
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();

  // A scheduled LinkedIn post and a campaign that inherits the workspace's networks.
  await connectNetwork(page, "twitter");
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await page.request.post("/api/social-posts", {
    data: {
      content: "Croissant Friday is back.",
      platforms: ["linkedin", "twitter"],
      status: "SCHEDULED",
      scheduledAt: tomorrow,
    },
  });
  expect(scheduled.status()).toBe(201);
  expect((await page.request.post("/api/campaigns", { data: { name: "Spring menu" } })).status()).toBe(201);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Good (morning|afternoon|evening), Sam$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Done: Invite a teammate/ })).toContainText(
    "1 invitation waiting to be accepted",
  );
  const upcoming = page.getByRole("listitem").filter({ hasText: "Croissant Friday is back." });
  await expect(upcoming).toContainText("LinkedIn");
  await expect(upcoming).not.toContainText("Linkedin");
  await expect(upcoming).toContainText("X (Twitter)");
  await shot(page, "03-dashboard-desktop");

  // Campaign channels inherited from the workspace say so, with or without defaults set.
  await page.goto("/campaigns");
  const row = page.getByRole("row").filter({ hasText: "Spring menu" });
  await expect(row).toContainText("Workspace default (none set)");
  expect(
    (await page.request.put("/api/company", { data: { defaultSocialPlatforms: ["twitter", "linkedin"] } })).status(),
  ).toBe(200);
  await page.reload();
  await expect(row).toContainText("Workspace default");
  await expect(row).not.toContainText("none set");
  await expect(row.getByTitle("X (Twitter), LinkedIn")).toBeVisible();
  await expect(row).not.toContainText("None");
  await shot(page, "04-campaigns-desktop");

  // A phone: the chart's day labels are whole and apart, and the page never scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const chart = page.getByRole("figure").first();
  await expect(chart).toBeVisible();
  const labels = await chart.evaluate((figure) =>
    [...figure.querySelectorAll<HTMLElement>("[aria-hidden='true'] span span")]
      .filter((el) => el.offsetParent !== null)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return {
          text: el.textContent ?? "",
          left: box.left,
          right: box.right,
          clipped: el.scrollWidth > el.clientWidth,
        };
      }),
  );
  expect(labels.length).toBeGreaterThanOrEqual(4);
  for (const label of labels) {
    expect(label.text).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(label.clipped).toBe(false);
    expect(label.left).toBeGreaterThanOrEqual(0);
    expect(label.right).toBeLessThanOrEqual(PHONE.width);
  }
  for (let i = 1; i < labels.length; i++) expect(labels[i].left).toBeGreaterThan(labels[i - 1].right);
  await expectNoSidewaysScroll(page);
  await chart.scrollIntoViewIfNeeded();
  await shot(page, "05-dashboard-phone", true);

  // A phone: the tokens table fits, Revoke included.
  const created = await page.request.post("/api/auth/tokens", { data: { name: "Point of sale sync" } });
  expect(created.status()).toBe(201);
  await page.goto("/settings/tokens");
  const revoke = page.getByRole("button", { name: "Revoke Point of sale sync" });
  await expect(revoke).toBeInViewport({ ratio: 1 });
  const tableBox = page.getByRole("table", { name: "Personal access tokens" });
  expect(await tableBox.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(
    true,
  );
  await expectNoSidewaysScroll(page);
  await shot(page, "06-tokens-phone", true);

  await page.goto("/settings/team");
  const members = page.getByRole("table", { name: "Team members" });
  await expect(members).toBeVisible();
  expect(await members.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(
    true,
  );
  await expectNoSidewaysScroll(page);
  await shot(page, "07-team-phone", true);

  await page.goto("/content/social");
  await expect(page.getByText("Croissant Friday is back.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, "08-social-list-phone", true);

  // The 404 page looks like the app and leads back, on a phone and on a desktop.
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, "09-not-found-phone");
  await page.setViewportSize(DESKTOP);
  await page.goto("/content/socials");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await shot(page, "10-not-found-desktop");
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /, Sam$/ })).toBeVisible();
  // Someone typing /dashboard lands on the dashboard, not on the 404 page.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /, Sam$/ })).toBeVisible();
});

test("the 404 page leads a signed-out visitor to sign in", async ({ page }) => {
  const response = await page.goto("/nowhere");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/signin/);
});
