import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { useSocialFakes } from "../use-social-fakes";

// Issue 11's journey: connect X through its (fake) OAuth page, Bluesky through the app-password
// form and Mastodon through the server field; publish one post to X and Bluesky; then live through
// a revoked X access (the cause in plain words, the banner, a reconnect) and a disconnect with
// confirmation.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `social-accounts-${name}.png`), fullPage: true });

const fakes = useSocialFakes();

test("connect X by OAuth, Bluesky by app password and Mastodon by server, publish to both, reconnect a revoked X, disconnect Bluesky", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/settings/accounts");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`social-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Connected accounts" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  for (const network of ["X (Twitter)", "Bluesky", "Mastodon", "LinkedIn"]) {
    await expect(page.getByRole("button", { name: `Connect ${network}` })).toBeVisible();
  }
  await shot(page, "01-nothing-connected");

  // X: our button, the network's consent page, back to this page with the account connected.
  await page.getByRole("button", { name: "Connect X (Twitter)" }).click();
  await expect(page).toHaveTitle(/Authorize app/);
  await shot(page, "02-x-consent-page");
  await page.getByRole("button", { name: "Authorize app" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  await expect(page.getByText("X (Twitter) connected")).toBeVisible();
  // Said once: the redirect's outcome is read and cleared together, so nothing repeats it.
  await page.waitForTimeout(1500);
  await expect(page.getByRole("status").filter({ hasText: "X (Twitter) connected" })).toHaveCount(1);
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  const xRow = page.getByTestId("account-twitter");
  await expect(xRow).toContainText("@reach_fake");
  await expect(xRow).toContainText("Connected");
  await expect(xRow).toContainText(/last sync/);

  // Bluesky: a wrong app password is refused in words, the right one connects.
  await page.getByRole("button", { name: "Connect Bluesky" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Bluesky" });
  await dialog.getByLabel("Handle or e-mail").fill(fakes().logins.bluesky.identifier);
  await dialog.getByLabel("App password").fill("wrong-wrong-wrong-wrong");
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(dialog.getByRole("alert")).toContainText(/Bluesky/);
  await shot(page, "03-bluesky-refused");
  await dialog.getByLabel("App password").fill(fakes().logins.bluesky.appPassword);
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("account-bluesky")).toContainText("@reach.bsky.fake");
  await shot(page, "04-both-connected");

  // Mastodon: the person names their server, signs in there and comes back.
  await page.getByRole("button", { name: "Connect Mastodon" }).click();
  const mastodon = page.getByRole("dialog", { name: "Connect Mastodon" });
  await mastodon.getByLabel("Your server").fill(fakes().logins.mastodon.instanceUrl);
  await mastodon.getByRole("button", { name: "Continue to sign in" }).click();
  await expect(page).toHaveTitle(/Authorize app/);
  await page.getByRole("button", { name: "Authorize app" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  // A Mastodon handle names its server.
  await expect(page.getByTestId("account-mastodon")).toContainText(`@reach@127.0.0.1:`);

  // One post to both networks.
  const text = `Fresh roast on the bar today ☕ ${Date.now().toString(36)}`;
  await page.getByLabel("Post", { exact: true }).fill(text);
  await page.getByRole("checkbox", { name: "X (Twitter)" }).check();
  await page.getByRole("checkbox", { name: "Bluesky" }).check();
  await page.getByRole("button", { name: "Publish now" }).click();
  const results = page.getByTestId("publish-results");
  await expect(results).toContainText("Published on X (Twitter).");
  await expect(results).toContainText("Published on Bluesky.");
  expect([...fakes().x.tweets.values()].filter((t) => t.text === text)).toHaveLength(1);
  expect([...fakes().bluesky.posts.values()].filter((p) => p.record.text === text)).toHaveLength(1);
  await shot(page, "05-published-to-both");

  // X access revoked on the network: the next post fails, the account says why, a banner tells everyone.
  fakes().x.tokens.revokeAll();
  await page.getByLabel("Post", { exact: true }).fill(`After the revoke ${Date.now().toString(36)}`);
  await page.getByRole("checkbox", { name: "Bluesky" }).uncheck();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(results).toContainText("Not published on X (Twitter)");
  await page.reload();
  await expect(xRow).toContainText("Needs reconnecting");
  await expect(xRow.getByTestId("status-reason")).toContainText(/connect/i);
  await expect(
    page.getByRole("status").filter({ hasText: "Reconnect your X (Twitter) account @reach_fake" }),
  ).toBeVisible();
  await shot(page, "06-x-needs-reconnect");

  await xRow.getByRole("button", { name: "Reconnect" }).click();
  await page.getByRole("button", { name: "Authorize app" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  await expect(xRow).toContainText("Connected");
  await expect(xRow.getByTestId("status-reason")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Reconnect your X (Twitter) account")).toHaveCount(0);

  // Disconnect asks first, then the account stays listed as disconnected.
  const blueskyRow = page.getByTestId("account-bluesky");
  await blueskyRow.getByRole("button", { name: "Disconnect @reach.bsky.fake" }).click();
  const confirm = page.getByRole("dialog", { name: "Disconnect @reach.bsky.fake?" });
  await expect(confirm).toContainText("Posts already published stay");
  await shot(page, "07-disconnect-confirmation");
  await confirm.getByRole("button", { name: "Disconnect" }).click();
  await expect(blueskyRow).toContainText("Disconnected");
  await expect(blueskyRow.getByRole("button", { name: "Reconnect" })).toBeVisible();
  await shot(page, "08-bluesky-disconnected");

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "09-phone");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
