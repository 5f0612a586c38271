import { expect, test } from "@playwright/test";

test("/docs/api renders the OpenAPI document without fetching anything from the internet", async ({ page }) => {
  // Redoc lays the whole document out in the browser: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto("/docs/api");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: /Reach API/ })).toBeVisible({ timeout: 90_000 });
  await page.getByText("Identity", { exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "The current user" })).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/api-docs.png" });
  expect(external).toEqual([]);
});
