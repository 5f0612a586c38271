import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startFakeAi, type FakeAi } from "../../tests/fakes/ai/server";
import { aiFakePort } from "../ai-fake";
import { apiUser } from "../api-user";

// Issue 24's journey: a Super Admin sets a task's model, a company override and an A/B test;
// refine-field calls of that company (answered by the fake provider) show on the company's usage
// page and on the Super Admin analytics and A/B results pages.

const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const email = (prefix: string) => `${prefix}-${tag}@example.test`;

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `ai-platform-${name}.png`), fullPage: true });
}

async function signIn(page: Page, address: string) {
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(address);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
}

let fake: FakeAi;
test.beforeAll(async () => {
  fake = await startFakeAi({ port: aiFakePort(Number(process.env.E2E_PORT ?? 3200)) });
});
test.afterAll(() => fake.close());

test("a Super Admin sets a task model, a company override and an A/B test; the company's calls show in usage, analytics and results", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const admin = email("ai-admin");
  const writer = email("ai-writer");

  await signIn(page, admin);
  await page.getByLabel("Company name").fill("Platform HQ");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Admin");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible({ timeout: 30_000 });
  execFileSync("node_modules/.bin/tsx", ["scripts/admin-grant.ts", admin], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "" },
  });
  const company = await apiUser(request, writer, `Stride Shoes ${tag}`);
  // The admin's own new company has made no AI calls: its chart says so instead of drawing an empty axis.
  await page.goto("/settings/usage");
  await expect(page.getByText("No AI calls in the last 30 days")).toBeVisible();

  // 1. The task's global model.
  await page.goto("/admin/ai-models");
  await expect(page.getByRole("heading", { name: "AI models", level: 1 })).toBeVisible();
  await expect(page.getByText("Ready")).toBeVisible();
  // The gateway has no URL: switching to it marks the URL field the toast asks to fix.
  await page.getByRole("button", { name: "Use gateway" }).click();
  await expect(page.getByText("Save the gateway's URL before switching to it")).toBeVisible();
  await page.getByRole("button", { name: "Edit field_refinement" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Model").fill("gpt-4.1-mini");
  await dialog.getByLabel("Input $ per 1M tokens").fill("0.4");
  await dialog.getByLabel("Output $ per 1M tokens").fill("1.6");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("table", { name: "Task models" }).getByRole("row", { name: /field_refinement/ }),
  ).toContainText("gpt-4.1-mini");

  // 2. A company override (another task, with the company's own key), the company found by its id.
  await page.getByRole("searchbox", { name: "Find a company" }).fill(company.company.id);
  await page.getByRole("option", { name: new RegExp(`Stride Shoes ${tag}`) }).click();
  await expect(page.getByText("No overrides: this company uses the global models.")).toBeVisible();
  const override = page.getByRole("form", { name: "Set an override" });
  await override.getByLabel("Task").selectOption("brand_chat");
  await override.getByLabel("Provider").selectOption("anthropic");
  await override.getByLabel("Model").fill("claude-sonnet-4-5");
  await override.getByLabel("Use the company's own key").check();
  await override.getByLabel("Company API key").fill("sk-ant-stride-000111");
  await override.getByRole("button", { name: "Save override" }).click();
  await expect(page.getByRole("table", { name: "Overrides" }).getByRole("row", { name: /brand_chat/ })).toContainText(
    "Own key ****0111",
  );
  await shot(page, "01-models");

  // 3. An A/B test of field_refinement aimed at the company.
  await page.goto("/admin/ai-tests");
  await expect(page.getByText("No A/B tests yet.")).toBeVisible();
  const form = page.getByRole("form", { name: "New A/B test" });
  await form.getByLabel("Name").first().fill("Mini vs nano");
  await form.getByLabel("Task").selectOption("field_refinement");
  await form.getByLabel("Variant 1 model").fill("gpt-4.1-mini");
  await form.getByLabel("Variant 2 model").fill("gpt-4.1-nano");
  for (const price of await form.getByLabel("$ out / 1M").all()) await price.fill("1000");
  await form.getByLabel("Target company ids").fill(company.company.id);
  await form.getByRole("button", { name: "Create test" }).click();
  await expect(page.getByRole("heading", { name: /Mini vs nano/ })).toBeVisible();

  // 4. The company refines three fields; the fake provider answers.
  for (const value of ["We make shoes", "Shoes for runners", "Comfort first"]) {
    const res = await request.post("/api/refine-field", {
      data: { fieldId: "tagline", fieldValue: value, instruction: "improve", context: { brandName: "Stride" } },
      headers: { Authorization: `Bearer ${company.token}` },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).refined).toBe(`Refined: ${value}`);
  }
  expect(fake.calls.map((c) => c.model).every((m) => m === fake.calls[0].model && /gpt-4\.1-(mini|nano)/.test(m))).toBe(
    true,
  );

  // 5. The A/B results count them under the user's one variant.
  await page.reload();
  const results = page.getByRole("table", { name: "Results of Mini vs nano" });
  await expect(results.getByRole("row", { name: /^(a|b) 3 100%/ })).toBeVisible();
  await shot(page, "02-ab-tests");

  // 6. Super Admin analytics: totals, the breakdown's chart and table, then the company's own calls.
  await page.goto("/admin/ai-analytics");
  await expect(page.getByText("Text calls")).toBeVisible();
  // A start picked after the end takes the end with it, so the range never runs backwards.
  const to = await page.getByLabel("To").inputValue();
  const later = new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("From").fill(later);
  await expect(page.getByLabel("To")).toHaveValue(later);
  await expect(page.getByRole("heading", { name: "No AI calls in this range" })).toBeVisible();
  await page.getByLabel("From").fill(to);
  await expect(page.getByRole("list", { name: "Cost by model" })).toContainText(fake.calls[0].model);
  await expect(page.getByRole("table", { name: "AI calls by model" })).toContainText(fake.calls[0].model);
  await page.getByRole("searchbox", { name: "Find a company" }).fill(`Stride Shoes ${tag}`);
  await page.getByRole("option", { name: new RegExp(`Stride Shoes ${tag}`) }).click();
  const latest = page.getByRole("table", { name: `Latest AI calls of Stride Shoes ${tag}` });
  await expect(latest.getByRole("row", { name: /One-shot refinement/ })).toHaveCount(3);
  await expect(latest).toContainText(fake.calls[0].model);
  await shot(page, "03-analytics");
  // On a phone the admin tabs scroll sideways: the current one is brought into view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "AI analytics" }),
  ).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 720 });

  // 7. The company's own usage page.
  const context = await browser.newContext();
  const writerPage = await context.newPage();
  await signIn(writerPage, writer);
  await writerPage.goto("/settings/usage");
  await expect(writerPage.getByRole("heading", { name: "AI usage", level: 1 })).toBeVisible();
  // A new company runs on the professional plan's trial allowances.
  await expect(
    writerPage
      .getByRole("list", { name: "Plan limits" })
      .getByRole("listitem")
      .filter({ hasText: "One-shot refinements" }),
  ).toContainText("3 of 200");
  await expect(writerPage.getByRole("list", { name: "Calls by action" })).toContainText("One-shot refinements");
  await expect(writerPage.getByRole("list", { name: "Cost by member" })).toContainText("Ada Writer");
  await expect(writerPage.getByRole("table", { name: "Usage by member" })).toContainText("Ada Writer");
  const today = new Date().toISOString().slice(5, 10);
  await expect(
    writerPage.getByRole("table", { name: "AI calls per day" }).getByRole("row", { name: today }),
  ).toContainText("3");
  await shot(writerPage, "04-company-usage");
  await writerPage.setViewportSize({ width: 390, height: 844 });
  await expect(writerPage.getByRole("list", { name: "Calls by action" })).toBeVisible();
  expect(await writerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(writerPage, "05-company-usage-phone");

  // 8. A company override of content_generation on a provider with no key: the company's AI buttons say so
  // (every AI route's 503 is tests/api/ai-not-configured.test.ts).
  await page.goto("/admin/ai-models");
  await page.getByRole("searchbox", { name: "Find a company" }).fill(`Stride Shoes ${tag}`);
  await page.getByRole("option", { name: new RegExp(`Stride Shoes ${tag}`) }).click();
  const form2 = page.getByRole("form", { name: "Set an override" });
  await form2.getByLabel("Task").selectOption("content_generation");
  await form2.getByLabel("Provider").selectOption("anthropic");
  await form2.getByLabel("Model").fill("claude-sonnet-4-5");
  await form2.getByRole("button", { name: "Save override" }).click();
  await expect(
    page.getByRole("table", { name: "Overrides" }).getByRole("row", { name: /content_generation/ }),
  ).toContainText("Platform key");
  await writerPage.setViewportSize({ width: 1280, height: 900 });
  await writerPage.goto("/settings/brand");
  const fillIn = writerPage.getByRole("button", { name: "Fill in from website" });
  // Under load the page can take over 10 s to arrive.
  await expect(fillIn).toBeDisabled({ timeout: 30_000 });
  await expect(writerPage.getByText(/AI is not set up: .*ANTHROPIC_API_KEY/).first()).toBeVisible();
  await shot(writerPage, "06-ai-not-set-up");
  await page.getByRole("button", { name: "Remove override of content_generation" }).click();
  await expect(
    page.getByRole("table", { name: "Overrides" }).getByRole("row", { name: /content_generation/ }),
  ).toHaveCount(0);
  await writerPage.reload();
  await expect(fillIn).toBeVisible({ timeout: 30_000 });
  await expect(writerPage.getByText(/AI is not set up/)).toHaveCount(0);
  await context.close();

  // 9. Deleting the A/B test (and with it its results on this page) asks first.
  await page.goto("/admin/ai-tests");
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Mini vs nano?" });
  await confirm.getByRole("button", { name: "Delete test" }).click();
  await expect(page.getByText("No A/B tests yet.")).toBeVisible();
});
