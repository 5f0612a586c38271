import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Issue 30's blog destinations: add a signed webhook destination in settings, send a test (refused
// here: its address is private, so the outbound guard stops it), then publish a post from the
// editor and watch the publishing panel show that destination's delivery and why it failed.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `blog-destinations-${name}.png`), fullPage: true });

test("add a blog destination, send a test, publish a post and see its delivery state", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  await page.goto("/settings/blog-destinations");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`blogdest-${tag}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Blog destinations" }).click();
  await expect(page).toHaveURL(/\/settings\/blog-destinations$/);
  await expect(page.getByText("No destination yet: add one below.")).toBeVisible();

  const form = page.getByRole("form", { name: "Add a blog destination" });
  await form.getByLabel("Kind").selectOption("webhook");
  await form.getByLabel("Name").fill("Intranet hook");
  await form.getByLabel("Webhook URL").fill("http://10.255.0.1/hook");
  await form.getByLabel("Signing secret").fill("a-long-signing-secret-1234");
  await form.getByRole("button", { name: "Add Signed webhook" }).click();
  await expect(page.getByText("Destination added")).toBeVisible();
  await expect(page.getByText("http://10.255.0.1/hook · secret …1234")).toBeVisible();

  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Intranet hook refused the test")).toBeVisible();
  await shot(page, "01-settings");

  await page.goto("/content/blog/new");
  await page.getByLabel("Title").fill("Espresso at home");
  await page.getByLabel("Markdown body").fill("Use **18 g** in.");
  await page.getByRole("button", { name: "Publish" }).click();
  const panel = page.getByRole("region", { name: "Destinations" });
  await expect(panel.getByText("Intranet hook")).toBeVisible();
  await expect(panel.getByText("Failed")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("not a public internet address")).toBeVisible();
  await shot(page, "02-publish-panel");
});
