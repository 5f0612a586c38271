import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { apiUser } from "../api-user";

// Issue 13's journey: a Super Admin creates a segment, attaches it to a new flag, checks with the
// checker that a user in the segment sees the flag and one outside does not, edits an e-mail
// template with its live preview, and puts a package on sale.

const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const email = (prefix: string) => `${prefix}-${tag}@example.test`;

/** Full pages, scrolled to the top (a scrolled capture draws the sticky header mid-page); dialogs as the viewport shows them. */
async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `admin-console-${name}.png`), fullPage });
}

/** A user with a company, made through the API the way a client would. */

test("a Super Admin targets a new flag with a segment, checks who sees it, edits a template and puts a package on sale", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = email("superadmin");
  const inside = email("beta-ada");
  const outside = email("plain-bob");

  // Sign up through the browser, then an operator grants Super Admin with the CLI.
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(admin);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(page.getByRole("heading", { name: "Set up your workspace" })).toBeVisible();
  await page.getByLabel("Company name").fill("Platform HQ");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Admin");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();
  execFileSync("node_modules/.bin/tsx", ["scripts/admin-grant.ts", admin], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "" },
  });
  await apiUser(request, inside, `Beta Roasters ${tag}`, { firstName: "Ada", lastName: "Tester" });
  await apiUser(request, outside, `Plain Beans ${tag}`, { firstName: "Bob", lastName: "Tester" });

  // 1. A segment with one user, found by search.
  await page.goto("/admin/segments");
  await expect(page.getByRole("heading", { name: "Segments", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "New segment" }).fill(`Beta testers ${tag}`);
  await page.getByRole("button", { name: "Create" }).click();
  const segmentForm = page.getByRole("form", { name: `Edit segment Beta testers ${tag}` });
  await expect(segmentForm).toBeVisible();
  await segmentForm.getByRole("searchbox", { name: "Add users" }).fill(inside.slice(0, 14));
  await page.getByRole("option", { name: /Ada Tester/ }).click();
  await expect(segmentForm.getByLabel("Segment users")).toContainText("Ada Tester");
  await segmentForm.getByRole("button", { name: "Save segment" }).click();
  await expect(page.getByText(`Segment "Beta testers ${tag}" saved`)).toBeVisible();
  await shot(page, "01-segment");

  // 2. A new flag, with the segment attached.
  const flagId = `beta_composer_${tag}`;
  await page.goto("/admin/flags");
  await page.getByRole("button", { name: "New flag" }).click();
  const dialog = page.getByRole("dialog", { name: "New feature flag" });
  await dialog.getByLabel("Id").fill("Beta Composer");
  await dialog.getByLabel("Name").fill("Beta composer");
  await dialog.getByRole("button", { name: "Create flag" }).click();
  await expect(dialog.getByText(/snake_case/).first()).toBeVisible();
  await shot(page, "02-flag-id-refused");
  await dialog.getByLabel("Id").fill(flagId);
  await dialog.getByRole("button", { name: "Create flag" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(flagId) });
  await row
    .getByRole("combobox", { name: "Attach a segment to Beta composer" })
    .selectOption({ label: `Beta testers ${tag}` });
  await expect(row.getByLabel("Segments of Beta composer")).toContainText(`Beta testers ${tag}`);
  await shot(page, "03-flag-with-segment");

  // 3. The checker: the user in the segment sees it (rule: segment), the other does not.
  await page.getByLabel("Flag", { exact: true }).selectOption(flagId);
  await page.getByRole("searchbox", { name: "Find a user to check" }).fill(inside.slice(0, 14));
  await page.getByRole("option", { name: /Ada Tester/ }).click();
  const answer = page.getByRole("status", { name: "Flag answer" });
  await expect(answer).toContainText("Sees");
  await expect(answer).toContainText(`in the active segment "Beta testers ${tag}"`);
  await expect(answer).toContainText("rule: segment");
  await shot(page, "04-checker-inside");
  await page.getByRole("button", { name: "Clear" }).click();
  await page.getByRole("searchbox", { name: "Find a user to check" }).fill(outside.slice(0, 14));
  await page.getByRole("option", { name: /Bob Tester/ }).click();
  await expect(answer).toContainText("Does not see");
  await expect(answer).toContainText("rule: off");
  await shot(page, "05-checker-outside");

  // An override comes before everything: the outsider gets the flag once named on it.
  await row.getByRole("button", { name: "Edit Beta composer" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Beta composer" });
  await edit.getByRole("searchbox", { name: "Add users" }).fill(outside.slice(0, 14));
  await page.getByRole("option", { name: /Bob Tester/ }).click();
  await expect(edit.getByLabel("Override users")).toContainText("Bob Tester");
  await shot(page, "05b-flag-overrides", false);
  await edit.getByRole("button", { name: "Save flag" }).click();
  await expect(edit).toBeHidden();
  await expect(answer).toContainText("Sees");
  await expect(answer).toContainText("rule: user_override");

  // 4. An e-mail template, edited with its live preview; an unknown placeholder is caught before saving.
  await page.goto("/admin/templates");
  await page.getByRole("button", { name: /Team invitation/ }).click();
  const editor = page.getByRole("form", { name: "Edit Team invitation" });
  const subject = editor.getByLabel("Subject");
  await subject.fill("{{inviterName}} saved you a seat at {{companyName}} {{planName}}");
  await expect(editor.getByText("unknown variable {{planName}}")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Save template" })).toBeDisabled();
  await subject.fill("{{inviterName}} saved you a seat at {{companyName}}");
  await expect(page.getByTestId("preview-subject")).toHaveText(
    "Grace Hopper (grace@northwind.example) saved you a seat at Northwind Coffee",
  );
  await shot(page, "06-template-preview");
  await editor.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText('"Team invitation" saved')).toBeVisible();

  // 5. A package on sale, marked popular.
  await page.goto("/admin/packages");
  const starter = page.getByRole("form", { name: "Package Starter" });
  await starter.getByLabel("Sale price").fill("25");
  await starter.getByRole("button", { name: "Save Starter" }).click();
  await expect(starter.getByText(/must be below the price/)).toBeVisible();
  await starter.getByLabel("Sale price").fill("9.99");
  await starter.getByLabel("Popular").check();
  await starter.getByRole("button", { name: "Save Starter" }).click();
  await expect(starter.getByText("On sale")).toBeVisible();
  await expect(starter.getByRole("heading", { level: 2 })).toContainText("Popular");
  await shot(page, "07-package-on-sale");
  const publicPackages = (await (await request.get("/api/public/packages")).json()) as Array<{
    id: string;
    salePrice: number | null;
    isPopular: boolean;
  }>;
  expect(publicPackages.find((p) => p.id === "starter")).toMatchObject({ salePrice: 9.99, isPopular: true });

  // The other console pages, and the audit trail of what was just done.
  await page.goto("/admin/entitlements");
  await expect(page.getByRole("table", { name: "Plan matrix" })).toBeVisible();
  await shot(page, "08-entitlements");
  await page.goto("/admin/billing");
  await page.getByLabel("API key").fill("sk_test_console_7731");
  await page.getByRole("button", { name: "Save billing configuration" }).click();
  await expect(page.getByText("Stored: ****7731")).toBeVisible();
  await shot(page, "09-billing-masked");
  // Pinterest: no provider reaches it yet, so the other journeys on this server keep their networks.
  await page.goto("/admin/integrations");
  await page.getByRole("button", { name: "Configure Pinterest" }).click();
  const pinterest = page.getByRole("dialog", { name: "Pinterest" });
  await pinterest.getByLabel("Enabled").check();
  await pinterest.getByLabel("API key / client id").fill("pin-client-id-5521");
  await pinterest.getByLabel("Settings").fill('{"apiUrl": "http://127.0.0.1:9/pinterest"}');
  await shot(page, "10a-integration-dialog", false);
  await pinterest.getByRole("button", { name: "Save" }).click();
  await expect(pinterest).toBeHidden();
  const pinterestRow = page.getByRole("row", { name: /Pinterest/ });
  await expect(pinterestRow).toContainText("Enabled");
  await expect(pinterestRow).toContainText("****5521");
  await shot(page, "10-integrations");
  await page.goto("/admin/settings");
  await expect(page.getByLabel("Daily AI budget (USD)")).toHaveValue("50.00");
  await shot(page, "11-settings");
  await page.goto("/admin/audit");
  const audit = page.getByRole("table", { name: "Audit trail" });
  await expect(audit).toContainText("admin.package.upsert");
  await expect(audit).toContainText("platform.segment.create");
  await expect(audit).toContainText(admin);
  // The values each change sent, secrets masked.
  const billingRow = audit.getByRole("row", { name: /admin\.billing\.update/ }).first();
  await expect(billingRow.getByLabel("Changed fields")).toContainText("apiKey••••••");
  await expect(
    audit
      .getByRole("row", { name: /admin\.package\.upsert/ })
      .first()
      .getByLabel("Changed fields"),
  ).toContainText("salePrice9.99");
  await expect(audit).not.toContainText("sk_test_console_7731");
  await expect(audit).not.toContainText("5521");
  await shot(page, "12-audit");
});
