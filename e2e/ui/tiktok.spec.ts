import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { TIKTOK_FAKE_USER } from "../../tests/fakes/social/tiktok/server";
import { useSocialFakes } from "../use-social-fakes";

// Issue 29, TikTok: connect through TikTok's (fake) Login Kit; its post settings open at once, since
// TikTok posts nothing until the person chooses who can view; choose, and see the choice in use.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `tiktok-${name}.png`), fullPage: true });

const fakes = useSocialFakes();

test("connect TikTok and choose who can view its posts in the settings that open", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/settings/accounts");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`tiktok-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Reach Bakery");
  await page.getByLabel("First name").fill("Ines");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible({ timeout: 60_000 });

  await page.goto("/settings/accounts");
  await page.getByRole("button", { name: "Connect TikTok" }).click();
  await expect(page).toHaveTitle(/Authorize app - TikTok/);
  await page.getByRole("button", { name: "Authorize app" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/, { timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "TikTok connected" })).toBeVisible();

  // The settings open by themselves: the creator's privacy levels, nothing in use yet.
  const dialog = page.getByRole("dialog", { name: "TikTok post settings" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const settings = dialog.getByTestId("tiktok-settings");
  const whoCanView = settings.getByRole("region", { name: "Who can view" });
  await expect(whoCanView.getByRole("button")).toHaveCount(3);
  await expect(whoCanView.getByText("In use")).toHaveCount(0);
  // The creator turned stitches off: only "off" is offered, and it is in use.
  await expect(settings.getByRole("region", { name: "Stitches" }).getByRole("button")).toHaveCount(0);
  await shot(page, "01-settings-at-connect");

  await whoCanView.getByRole("button", { name: "Who can view: Everyone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(whoCanView.getByText("In use")).toHaveCount(1);
  await expect(whoCanView.getByRole("button", { name: "Who can view: Everyone" })).toHaveCount(0);
  await settings.getByRole("button", { name: "Comments: Comments allowed" }).click();
  await expect(settings.getByRole("region", { name: "Comments" }).getByText("In use")).toHaveCount(1);
  await shot(page, "02-privacy-chosen");

  await dialog.getByRole("button", { name: /close/i }).first().click();
  await expect(page.getByTestId("account-tiktok")).toContainText(TIKTOK_FAKE_USER.display_name);
  await expect(page.getByRole("button", { name: "Post settings" })).toBeVisible();
  // The choice is the account's: the fake was asked for the creator's options, and nothing was posted.
  expect(fakes().tiktok.server.received("creator-info").length).toBeGreaterThan(0);
  expect(fakes().tiktok.server.received("publish")).toHaveLength(0);
  await shot(page, "03-account-connected");
});
