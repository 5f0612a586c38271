import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Issue 3's journey through the browser: dev sign-in → onboarding → brand profile → invite a
// teammate who signs in and joins → a personal token that works against the API, then revoked.

const SHOTS = "e2e/screenshots";
const COMPANY = "Northwind Coffee";

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `identity-${name}.png`) });
}

async function devSignIn(page: Page, email: string) {
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
}

/** The invitation link from the mail the server wrote under DATA_DIR/mail (no SMTP in tests). */
async function invitationPath(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? ".data", "mail");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
        for (const f of files) {
          const mail = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as {
            to: string | string[];
            text?: string;
          };
          if ([mail.to].flat().join(",").includes(email))
            found = /https?:\/\/\S+\/signin\?invite=[\w-]+/.exec(mail.text ?? "")?.[0];
        }
        return found;
      },
      { message: `an invitation mail to ${email}` },
    )
    .toBeTruthy();
  const url = new URL(found!);
  return url.pathname + url.search;
}

test("sign in, onboard, edit the brand, invite a teammate who joins, and use a personal token", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = uniqueEmail("owner");
  const teammate = uniqueEmail("teammate");

  // Signed-out visitors are sent to sign in.
  await page.goto("/settings/brand");
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole("heading", { name: "Sign in to Reach" })).toBeVisible();
  await shot(page, "01-signin");

  await page.getByLabel("Work e-mail").fill("not-an-email");
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();

  // A new identity lands on onboarding; the company name is required.
  await devSignIn(page, owner);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Set up your workspace" })).toBeVisible();
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByText("Enter your company's name")).toBeVisible();
  await page.getByLabel("Company name").fill(COMPANY);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await shot(page, "02-onboarding");
  await page.getByRole("button", { name: "Create workspace" }).click();

  // A brand-new workspace is welcomed, not greeted by the hour.
  await expect(page.getByRole("heading", { name: "Welcome to Reach, Ada" })).toBeVisible();
  await expect(page.getByText(`Let's get ${COMPANY} ready to publish`)).toBeVisible();
  await shot(page, "03-dashboard");

  // Brand profile: a server validation message per field, then a save that persists.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Brand" }).click();
  await expect(page).toHaveURL(/\/settings\/brand$/);
  await page.getByLabel("Website").fill("not a url");
  await page.getByLabel("Tagline", { exact: true }).fill("Coffee that keeps up with you");
  await page.getByRole("button", { name: "Save changes" }).click();
  // The field's own message (the toast says it too, as a sentence).
  await expect(page.getByText("must be an http(s) URL", { exact: true })).toBeVisible();
  await page.getByLabel("Website").fill("https://northwind.example");
  await page.getByLabel("Primary", { exact: true }).fill("#0f766e");
  await page.getByLabel("Heading font", { exact: true }).fill("Georgia");
  await page
    .getByLabel("Key messages", { exact: true })
    .fill("Roasted this week, delivered this week.\nEvery cup traceable to its farm.");
  await expect(page.getByTestId("brand-preview")).toContainText("Coffee that keeps up with you");
  await expect(page.getByTestId("heading-font-preview")).toHaveCSS("font-family", /Georgia/);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Brand profile saved")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await shot(page, "04-brand");
  await page.reload();
  await expect(page.getByLabel("Website")).toHaveValue("https://northwind.example");
  await expect(page.getByLabel("Primary", { exact: true })).toHaveValue("#0f766e");
  await expect(page.getByLabel("Heading font", { exact: true })).toHaveValue("Georgia");

  // Invite a teammate as editor.
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Team", exact: true }).click();
  await expect(page.getByRole("table", { name: "Team members" })).toContainText(owner);
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a teammate" });
  await dialog.getByLabel("E-mail").fill(teammate);
  await dialog.getByLabel("Role").selectOption("editor");
  await shot(page, "05-invite-dialog");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(teammate);

  // The teammate follows the mailed link in their own browser and joins without naming a company.
  const teammateContext = await browser.newContext();
  const teammatePage = await teammateContext.newPage();
  await teammatePage.goto(await invitationPath(teammate));
  await expect(teammatePage.getByRole("heading", { name: `Join ${COMPANY} on Reach` })).toBeVisible();
  await expect(teammatePage.getByLabel("Work e-mail")).toHaveValue(teammate);
  await shot(teammatePage, "06-invited-signin");
  await teammatePage.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(teammatePage.getByTestId("pending-invitation")).toContainText(COMPANY);
  await expect(teammatePage.getByLabel("Company name")).toHaveCount(0);
  await teammatePage.getByLabel("First name").fill("Grace");
  await teammatePage.getByLabel("Last name").fill("Hopper");
  await teammatePage.getByRole("button", { name: `Join ${COMPANY}` }).click();
  await expect(teammatePage.getByRole("heading", { name: "Welcome to Reach, Grace" })).toBeVisible();
  await teammateContext.close();

  await page.reload();
  const members = page.getByRole("table", { name: "Team members" });
  await expect(members).toContainText("Grace Hopper");
  await expect(members.getByLabel("Role of Grace Hopper")).toHaveValue("editor");
  await expect(page.getByText("No pending invitations")).toBeVisible();
  await shot(page, "07-team");

  // A personal access token, shown once, works as a bearer token until revoked.
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByText("No tokens yet")).toBeVisible();
  await page.getByRole("button", { name: "Create token" }).click();
  const tokenDialog = page.getByRole("dialog", { name: "Create a personal access token" });
  await tokenDialog.getByLabel("Name").fill("Reporting script");
  await tokenDialog.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  expect(token.split(".")).toHaveLength(3);
  await shot(page, "08-token-created");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("table", { name: "Personal access tokens" })).toContainText("Reporting script");

  const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: owner, firstName: "Ada", role: "owner" });

  await page.getByRole("button", { name: "Revoke Reporting script" }).click();
  await page
    .getByRole("dialog", { name: /Revoke/ })
    .getByRole("button", { name: "Revoke token" })
    .click();
  await expect(page.getByText("Token revoked")).toBeVisible();
  await expect(page.getByRole("table", { name: "Personal access tokens" })).toContainText("Revoked");
  expect((await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

  // Not a Super Admin: /admin explains instead of showing platform data.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Super Admin access is required" })).toBeVisible();

  // Phone width: the sidebar collapses behind a menu button.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer.getByRole("link", { name: "API tokens" })).toBeVisible();
  await shot(page, "09-phone-menu");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // Sign out from the user menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
});
