import { expect, test } from "@playwright/test";

// The production build answers at all: the sign-in page renders and the API reaches its database.
test("the sign-in page renders", async ({ page }) => {
  const response = await page.goto("/signin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sign in to Reach" })).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/smoke-signin.png", fullPage: true });
});

test("/api/health reports a reachable database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ database: { ok: true } });
});
