import { expect, test, type Page } from "@playwright/test";

// /docs/api renders /api/openapi.json with Scalar from the app's own bundle: light enough to load
// quickly (operations are laid out as they come into view), searchable, with a sidebar entry and an
// address per operation, and nothing asked of another origin (the machine may be offline).

const SHOTS = "e2e/screenshots";

function watchOutside(page: Page, ownOrigin: string) {
  // Every request the page starts, including those its Content-Security-Policy blocks before the network.
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== ownOrigin) outside.push(request.url());
  });
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|styled-components/i.test(message.text()) || message.type() === "error")
      complaints.push(message.text());
  });
  return { outside, complaints };
}

test("/docs/api loads a light, searchable reference with a place per operation, asking nothing of another origin", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { outside, complaints } = watchOutside(page, new URL(baseURL!).origin);
  // Nothing may leave this machine even if a request slipped past the checks above.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.setViewportSize({ width: 1360, height: 900 });

  const response = await page.goto("/docs/api");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Reach API" }).first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  // Redoc drew every operation at once: 230,000 px and 47,000 elements.
  const size = await page.evaluate(() => ({
    height: document.scrollingElement!.scrollHeight,
    elements: document.querySelectorAll("*").length,
  }));
  expect(size.elements).toBeLessThan(15_000);
  await page.screenshot({ path: `${SHOTS}/api-docs.png` });

  // Search: type what you are looking for, pick the operation, land on it.
  const sidebar = page.getByRole("navigation", { name: "Sidebar for Reach API" });
  await sidebar.getByRole("search").click();
  const search = page.getByRole("combobox");
  await search.fill("current user");
  const results = page.getByRole("listbox", { name: "Reference Search Results" });
  await expect(results.getByRole("option").first()).toContainText("The current user");
  await page.screenshot({ path: `${SHOTS}/api-docs-search.png` });
  await results.getByRole("option").first().click();
  await expect(page).toHaveURL(/#.*auth\/me|#.*getMe|#tag\/identity/i);
  await expect(page.getByRole("heading", { name: "The current user" }).first()).toBeInViewport();
  const operationUrl = page.url();
  await page.screenshot({ path: `${SHOTS}/api-docs-operation.png` });

  // The operation's address opens it directly.
  await page.goto("about:blank");
  await page.goto(operationUrl);
  await expect(page.getByRole("heading", { name: "The current user" }).first()).toBeInViewport({ timeout: 60_000 });

  // The sidebar lists each tag's operations: the one opened is there, under its tag, open.
  await expect(sidebar.getByRole("button", { name: "Identity Close Group" })).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar.getByRole("button", { name: /^The current user HTTP Method: GET/ })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "Reach API" }).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/api-docs-phone.png` });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

  expect(outside).toEqual([]);
  expect(complaints).toEqual([]);
});
