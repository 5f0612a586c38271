import { expect, test } from "@playwright/test";

test("/docs/api renders the OpenAPI document without asking anything of another origin", async ({ page, baseURL }) => {
  // Redoc lays the whole document out in the browser: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const ownOrigin = new URL(baseURL!).origin;
  // Every request the page starts, including those its Content-Security-Policy blocks before the network.
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== ownOrigin) outside.push(request.url());
  });
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  // Nothing may leave this machine even if a request slipped past the checks above.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

  const response = await page.goto("/docs/api");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: /Reach API/ })).toBeVisible({ timeout: 90_000 });
  await page.getByText("Identity", { exact: true }).first().click();
  // Redoc names each operation heading after its anchor too: "tag/Identity/operation/auth.getMe The current user".
  await expect(page.getByRole("heading", { name: /The current user$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "API docs by Redocly" })).toBeAttached();
  await page.screenshot({ path: "e2e/screenshots/api-docs.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { name: /Reach API/ })).toBeVisible({ timeout: 90_000 });
  await page.screenshot({ path: "e2e/screenshots/api-docs-phone.png" });

  expect(outside).toEqual([]);
  expect(refusals).toEqual([]);
});
