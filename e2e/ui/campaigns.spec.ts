import path from "node:path";
import { connectNetwork, useSocialFakes } from "../use-social-fakes";
import { expect, test, type Page } from "@playwright/test";

// Issue 4's journey through the browser: a marketer creates a campaign, fills it with a social post
// and a blog post, runs it through activate → pause → resume, duplicates it, and rewrites a word
// across all of its content with find and replace.

const SHOTS = "e2e/screenshots";

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** The viewport on desktop (the sidebar is fixed, so full-page shots smear it); the whole page on a phone. */
async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(SHOTS, `campaigns-${name}.png`), fullPage });
}

/** "YYYY-MM-DDTHH:mm" for a datetime-local input, `days` from now at 10:00 local time. */
function localDateTime(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

const header = (page: Page) => page.locator("main header").first();

// The composer offers only networks with a connected account: a fake X stands in for one.
useSocialFakes();

test("create a campaign, add content, activate, pause and resume it, duplicate it, and find and replace", async ({
  page,
}) => {
  test.setTimeout(240_000);

  // Sign in and onboard.
  await page.goto("/campaigns");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(uniqueEmail("marketer"));
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Reach, Maya" })).toBeVisible();

  // An empty campaign list explains itself and offers the way in.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
  await shot(page, "01-empty");
  await page.getByRole("link", { name: "New campaign" }).first().click();
  await expect(page.getByRole("heading", { name: "New campaign" })).toBeVisible();

  // The form: an end before the start comes back from the API as a message under "Ends".
  await page.getByLabel("Name", { exact: true }).fill("Spring espresso launch");
  await page.getByLabel("Brief").fill("Launch our single-origin espresso with a tasting series.");
  await page.getByLabel("Goal").fill("500 espresso pre-orders by April 30");
  await page.getByLabel("Starts").fill(localDateTime(10));
  await page.getByLabel("Ends").fill(localDateTime(5));
  await expect(page.getByText("Inherited from brand profile").first()).toBeVisible();
  await page.getByRole("checkbox", { name: "Instagram" }).check();
  await expect(page.getByText("Inherited from workspace defaults")).toHaveCount(0);
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByText("Must not be before the start date")).toBeVisible();
  await shot(page, "02-form-validation");
  await page.getByLabel("Ends").fill(localDateTime(40));
  await page.getByRole("button", { name: "Create campaign" }).click();

  await expect(page.getByRole("heading", { name: "Spring espresso launch", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  const campaignUrl = page.url();
  await expect(header(page).getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No content yet" })).toBeVisible();
  await shot(page, "03-detail-new");

  // A social post, preset to this campaign, with a live count against X's 280 characters.
  await connectNetwork(page, "twitter");
  await page.getByRole("link", { name: "Add post" }).click();
  await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();
  const postText = "Our spring espresso lands Monday: jasmine, bergamot and honey. Pre-order now!";
  await page.getByLabel("Text").fill(postText);
  await page.getByRole("checkbox", { name: "X (Twitter)" }).check();
  await expect(page.getByRole("list", { name: "Character counts" })).toContainText(`${postText.length} / 280`);
  await expect(page.getByLabel("Campaign")).toHaveValue(campaignUrl.split("/").pop()!);
  await shot(page, "04-composer");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/content\/social\/[0-9a-f-]{36}$/);
  const postUrl = page.url();
  await page.getByRole("link", { name: "Spring espresso launch" }).click();

  // A blog post: the slug follows the title, the preview renders the Markdown.
  await page.getByRole("link", { name: "Add blog post" }).click();
  await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
  await page.getByLabel("Title").fill("Espresso at home");
  await expect(page.getByLabel("Slug")).toHaveValue("espresso-at-home");
  await page
    .getByLabel("Markdown body")
    .fill("## Dial in your espresso\n\nUse **18 g** in and *36 g* out.\n\n- Weigh\n- Time\n- Taste");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Dial in your espresso" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("18 g");
  await shot(page, "05-blog-editor");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/content\/blog\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "Spring espresso launch" }).click();

  // Both pieces show up under the campaign, in their tabs.
  await expect(page.getByRole("tab", { name: /All\s*2/ })).toBeVisible();
  await page.getByRole("tab", { name: /Blog/ }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Espresso at home");
  await page.getByRole("tab", { name: /Social/ }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Our spring espresso lands Monday");

  // Activate, pause, resume with a strategy.
  await page.getByRole("button", { name: "Activate" }).click();
  await expect(header(page).getByText("Active", { exact: true })).toBeVisible();
  await shot(page, "06-active");
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(header(page).getByText("Paused", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Resume…" }).click();
  const resume = page.getByRole("dialog", { name: "Resume campaign" });
  await resume.getByRole("radio", { name: /Shift, keeping weekdays/ }).check();
  await resume.getByRole("radio", { name: /^Extend/ }).check();
  await shot(page, "07-resume-dialog");
  await resume.getByRole("button", { name: "Resume campaign" }).click();
  await expect(resume).toBeHidden();
  await expect(header(page).getByText("Active", { exact: true })).toBeVisible();
  await expect(header(page)).toContainText("Resumed");

  // Duplicate: the copy opens, as a draft with its own copies of the content.
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Duplicate…" }).click();
  const duplicate = page.getByRole("dialog", { name: "Duplicate campaign" });
  await expect(duplicate.getByLabel("Name of the copy")).toHaveValue("Spring espresso launch (copy)");
  await duplicate.getByLabel("Name of the copy").fill("Autumn espresso launch");
  await duplicate.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { name: "Autumn espresso launch", level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(campaignUrl);
  await expect(header(page).getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: /All\s*2/ })).toBeVisible();
  await shot(page, "08-duplicate");

  // Find and replace on the original: preview counts, then apply.
  await page.goto(campaignUrl);
  await expect(page.getByRole("heading", { name: "Spring espresso launch", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Find and replace…" }).click();
  const findReplace = page.getByRole("dialog", { name: "Find and replace" });
  await findReplace.getByRole("textbox", { name: "Find", exact: true }).fill("espresso");
  await findReplace.getByRole("textbox", { name: "Replace with" }).fill("ristretto");
  await expect(findReplace.getByRole("button", { name: "Replace all" })).toBeDisabled();
  await findReplace.getByRole("button", { name: "Preview" }).click();
  // brief 1, goal 1, post 1, blog title 1 and body 1: nothing changes yet.
  await expect(findReplace).toContainText("5 occurrences would be replaced");
  await shot(page, "09-find-replace-preview");
  await expect(page.getByText("Launch our single-origin espresso")).toBeVisible();
  await findReplace.getByRole("button", { name: "Replace all" }).click();
  await expect(findReplace).toBeHidden();
  await expect(page.getByText("Launch our single-origin ristretto with a tasting series.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Spring espresso launch", level: 1 })).toBeVisible();
  await expect(page.getByText("500 ristretto pre-orders by April 30").first()).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("ristretto at home");
  await shot(page, "10-replaced");

  // The post itself changed; the copy's post did not.
  await page.goto(postUrl);
  await expect(page.getByLabel("Text")).toHaveValue(
    "Our spring ristretto lands Monday: jasmine, bergamot and honey. Pre-order now!",
  );

  // The list finds the campaigns by name and by status, on a phone too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/campaigns");
  await page.getByRole("searchbox", { name: "Search campaigns by name" }).fill("autumn");
  await expect(page.getByRole("link", { name: "Autumn espresso launch" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Spring espresso launch" })).toBeHidden();
  await page.getByRole("searchbox", { name: "Search campaigns by name" }).fill("");
  await page.getByRole("button", { name: "Active", exact: true }).click();
  await expect(page.getByRole("link", { name: "Spring espresso launch" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Autumn espresso launch" })).toBeHidden();
  await shot(page, "11-list-phone", true);
  await page.goto(campaignUrl);
  await expect(page.getByRole("heading", { name: "Spring espresso launch", level: 1 })).toBeVisible();
  await shot(page, "12-detail-phone", true);
});
