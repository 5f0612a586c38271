import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Issue 14's journey: build a link-in-bio page with three links, reorder them by dragging, open the
// public page as a visitor on a phone, click a link, and see the view and the click in analytics.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `link-in-bio-${name}.png`) });
// A visitor's phone: Playwright's own user agent says HeadlessChrome, which the analytics count as a bot.
const valuesOf = (page: Page) => () =>
  page
    .getByRole("list", { name: "Links in order" })
    .getByLabel("Link title")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("build a page with three links, reorder, visit it, click a link, see the click in analytics", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1360, height: 1500 });
  await page.goto("/link-in-bio");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`bio-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  await page.getByRole("link", { name: "Link in bio" }).click();
  await expect(page.getByRole("heading", { name: "Link in bio" })).toBeVisible();
  await expect(page.getByText("No pages yet")).toBeVisible();
  await page.getByRole("button", { name: "New page" }).click();
  const slug = `northwind-${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill("Northwind Coffee");
  await expect(page.getByLabel("Address")).toHaveValue("northwind-coffee");
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`/link-in-bio/${slug}$`));
  await expect(page.getByRole("heading", { name: "Northwind Coffee" })).toBeVisible();

  // Three links, then the page's look: bio and the dark theme.
  const addForm = page.getByRole("form", { name: "Add a link" });
  for (const [title, url] of [
    ["Our menu", "https://menu.example.com/"],
    ["Order online", "https://shop.example.com/order"],
    ["Instagram", "https://instagram.example.com/northwind"],
  ]) {
    await addForm.getByLabel("Title").fill(title);
    await addForm.getByLabel("URL").fill(url);
    await addForm.getByRole("button", { name: "Add link" }).click();
    await expect(page.getByRole("list", { name: "Links in order" }).getByLabel("Link title").last()).toHaveValue(title);
  }
  // A link that is not http(s) is refused with a reason.
  await addForm.getByLabel("Title").fill("Sneaky");
  await addForm.getByLabel("URL").fill("javascript:alert(1)");
  await addForm.getByRole("button", { name: "Add link" }).click();
  await expect(addForm.getByText(/http/)).toBeVisible();
  await addForm.getByLabel("Title").fill("");
  await addForm.getByLabel("URL").fill("");

  await page.getByLabel("Bio").fill("Fresh coffee, roasted on Dock Street since 1998.");
  await page.getByText("dark", { exact: true }).click();
  const preview = page.frameLocator('iframe[title="Live preview of the public page"]');
  await expect(preview.getByText("Fresh coffee, roasted on Dock Street")).toBeVisible();
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Page saved")).toBeVisible();
  await shot(page, "01-editor");

  // Drag Instagram to the top.
  const rows = page.getByTestId("link-row");
  await rows.nth(2).dragTo(rows.nth(0));
  await expect.poll(valuesOf(page)).toEqual(["Instagram", "Our menu", "Order online"]);
  await expect(preview.getByRole("link")).toHaveText(["Instagram", "Our menu", "Order online"]);
  await page.reload();
  await expect.poll(valuesOf(page)).toEqual(["Instagram", "Our menu", "Order online"]);
  await shot(page, "02-reordered");

  // A visitor on a phone opens the public page and taps "Order online".
  const visitor = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-vercel-ip-country": "NL" },
  });
  const phone = await visitor.newPage();
  await phone.route("https://shop.example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Northwind shop</h1>" }),
  );
  const answer = await phone.goto(`/l/${slug}`);
  expect(answer?.headers()["content-type"]).toMatch(/text\/html/);
  await expect(phone).toHaveTitle("Northwind Coffee");
  await expect(phone.locator('meta[property="og:title"]')).toHaveAttribute("content", "Northwind Coffee");
  await expect(phone.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/l/${slug}$`));
  await expect(phone.getByRole("link")).toHaveText(["Instagram", "Our menu", "Order online"]);
  await shot(phone, "03-public-phone");
  await phone.getByRole("link", { name: "Order online" }).click();
  await expect(phone).toHaveURL("https://shop.example.com/order");
  await expect(phone.getByRole("heading", { name: "Northwind shop" })).toBeVisible();
  await visitor.close();

  // The view and the click show in analytics (stored from the journal within a moment).
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByTestId("clicks-Order online")).toHaveText("1", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const totals = page.getByRole("definition");
  await expect(totals.nth(0)).toHaveText("1");
  await expect(totals.nth(1)).toHaveText("1");
  await expect(page.getByText("NL", { exact: true })).toBeVisible();
  await expect(page.getByText("mobile", { exact: true })).toBeVisible();
  await shot(page, "04-analytics");
});
