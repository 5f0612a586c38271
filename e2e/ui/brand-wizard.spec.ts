import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { startFakeAi, type FakeAi } from "../../tests/fakes/ai/server";
import { aiFakePort } from "../ai-fake";
import { apiUser } from "../api-user";

// The brand set-up wizard while AI is not set up for the company. The e2e servers' environment
// configures OpenAI (e2e/ai-fake.ts), so a Super Admin's override of content_generation onto
// Anthropic, which has no key here, takes AI away from this one company only: the same check the
// AI buttons make (components/ai/ai-readiness.ts). Every AI action then shows why, disabled, while
// the profile is filled in and saved by hand; with the override removed they are back and answer.

// Pages can take over 10 s to load and hydrate on a loaded machine: every wait here allows 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const appPort = Number(process.env.E2E_PORT ?? 3200);
const NOT_SET_UP = /AI is not set up: No AI provider is configured for anthropic: set ANTHROPIC_API_KEY/;

/** The whole page in a viewport as tall as it, so the sticky action bar sits at its end, not over a field. */
async function shot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: path.join(SHOTS, `brand-wizard-${name}.png`) });
  await page.setViewportSize(viewport);
}

let fake: FakeAi;
test.beforeAll(async () => {
  fake = await startFakeAi({ port: aiFakePort(appPort) });
});
test.afterAll(() => fake.close());

test("with AI not set up the brand wizard says why, its AI actions wait, and the profile is filled in and saved by hand", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const adminAddress = `wizard-admin-${tag}@example.test`;
  const marketer = `wizard-marketer-${tag}@example.test`;
  const admin = await apiUser(request, adminAddress, `Wizard HQ ${tag}`, { firstName: "Mia", lastName: "Marketer" });
  execFileSync("node_modules/.bin/tsx", ["scripts/admin-grant.ts", adminAddress], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "" },
  });
  const { token, company } = await apiUser(request, marketer, `Juniper ${tag}`, {
    firstName: "Mia",
    lastName: "Marketer",
  });
  const asAdmin = { headers: { Authorization: `Bearer ${admin.token}` } };
  const override = `/api/admin/companies/${company.id}/ai-config/content_generation`;
  // The grant reaches a remembered caller within AUTH_CACHE_MS.
  await expect(async () => {
    const put = await request.put(override, {
      ...asAdmin,
      data: { provider: "anthropic", model: "claude-sonnet-4-5" },
    });
    expect(put.status()).toBe(200);
  }).toPass();

  const failures: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 500) failures.push(`${res.status()} ${res.url()}`);
  });
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(marketer);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

  // 1. Website: Analyse is disabled with the reason, naming what to set, under it; Enter does not start it.
  await page.goto("/settings/brand/setup");
  const position = page.getByTestId("wizard-position");
  await expect(position).toHaveText("Step 1 of 4 · Website");
  const analyse = page.getByRole("button", { name: "Analyse", exact: true });
  await expect(analyse).toBeDisabled();
  await expect(analyse).toHaveAccessibleDescription(NOT_SET_UP);
  await expect(page.getByText(NOT_SET_UP)).toBeVisible();
  await page.getByLabel("Website").fill("juniper.example");
  await page.getByLabel("Website").press("Enter");
  await expect(position).toHaveText("Step 1 of 4 · Website");
  await shot(page, "01-website-ai-not-set-up");

  // 2. Review by hand: every field's Refine with AI is disabled, its title saying why; no chat.
  await page.getByRole("button", { name: "Skip, fill in by hand" }).click();
  await expect(position).toHaveText("Step 3 of 4 · Review");
  await expect(page.getByText("AI is not set up yet, so refining fields with AI waits until it is.")).toBeVisible();
  const refine = page.getByRole("button", { name: "Refine with AI" });
  await expect(refine).toHaveCount(8);
  for (const button of await refine.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("title", NOT_SET_UP);
  }
  await expect(page.getByRole("button", { name: /^Discuss / })).toHaveCount(0);
  await page.getByLabel("Brand name", { exact: true }).fill("Juniper Tea");
  await page.getByLabel("Tagline", { exact: true }).fill("Tea worth the wait");
  await page.getByLabel("Mission statement", { exact: true }).fill("Small-batch tea, brewed slowly.");
  await page.getByLabel("Brand voice", { exact: true }).fill("Calm and warm");
  await page.getByLabel("Target audience", { exact: true }).fill("Slow mornings people");
  await page.getByLabel("Tone", { exact: true }).fill("Gentle");
  await page.getByLabel("Key themes", { exact: true }).fill("tea, calm");
  await page.getByLabel("Key messages", { exact: true }).fill("Brewed slowly\nPicked by hand");
  await page.getByLabel("Primary", { exact: true }).fill("#2f6b4f");
  await page.getByLabel("Heading font", { exact: true }).fill("Lora");
  await shot(page, "02-review-by-hand");
  // Back to the website and forth again keeps what was typed.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("Website")).toHaveValue("https://juniper.example");
  await page.getByRole("button", { name: "Skip, fill in by hand" }).click();
  await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("Tea worth the wait");

  // 3. Save: the summary holds every field, and the stored profile too.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(position).toHaveText("Step 4 of 4 · Save");
  const summary = page.getByTestId("wizard-summary");
  for (const text of ["Juniper Tea", "https://juniper.example", "Tea worth the wait", "Brewed slowly · Picked by hand"])
    await expect(summary).toContainText(text);
  await shot(page, "03-save");
  await page.getByRole("button", { name: "Save brand profile" }).click();
  await expect(page).toHaveURL(/\/settings\/brand$/);
  await expect(page.getByText("Brand profile saved")).toBeVisible();
  const stored = await (
    await request.get("/api/brand-profile", { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(stored).toMatchObject({
    companyName: "Juniper Tea",
    websiteUrl: "https://juniper.example",
    tagline: "Tea worth the wait",
    missionStatement: "Small-batch tea, brewed slowly.",
    brandVoice: "Calm and warm",
    targetAudience: "Slow mornings people",
    tone: "Gentle",
    keyThemes: "tea, calm",
    keyMessages: ["Brewed slowly", "Picked by hand"],
    colors: { primary: "#2f6b4f" },
    typography: { headingFont: "Lora" },
  });

  // 4. The override removed, AI is set up again: the wizard's AI actions are there and answer.
  expect((await request.delete(override, asAdmin)).status()).toBe(200);
  await page.goto("/settings/brand/setup");
  await expect(analyse).toBeEnabled();
  await expect(page.getByText(/AI is not set up/)).toHaveCount(0);
  await page.getByRole("button", { name: "Skip, fill in by hand" }).click();
  await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("Tea worth the wait");
  await expect(page.getByRole("button", { name: "Refine with AI" })).toHaveCount(0);
  await page.getByRole("button", { name: "Refine tagline with AI" }).click();
  await page.getByRole("menuitem", { name: "Improve" }).click();
  await expect(page.getByRole("region", { name: "AI suggestion" })).toContainText("Refined: Tea worth the wait");
  await shot(page, "04-ai-set-up");

  expect(failures).toEqual([]);
  console.log(`brand wizard journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
