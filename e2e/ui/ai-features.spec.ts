import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startFakeAi, type FakeAi } from "../../tests/fakes/ai/server";
import { featureReply } from "../../tests/fakes/ai/feature-replies";
import { BRAND_PAGE, startFakeWebsite, type FakeWebsite } from "../../tests/fakes/website";
import { aiFakePort } from "../ai-fake";
import { websiteFakePort } from "../website-fake";

// Issue 25's journey: a local website analysed into the brand form, then a campaign's content
// generated from its plan, against the fake AI provider.

const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const appPort = Number(process.env.E2E_PORT ?? 3200);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `ai-features-${name}.png`), fullPage: true });
}

async function apiUser(request: APIRequestContext, address: string, companyName: string) {
  const login = await request.post("/api/auth/dev-login", {
    data: { email: address },
    headers: { "x-forwarded-for": `10.25.${Math.floor(Math.random() * 250)}.1` },
  });
  const onboarding = await request.post("/api/auth/onboarding", {
    data: { companyName, firstName: "Ada", lastName: "Writer" },
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
  });
  expect(onboarding.status()).toBe(201);
  return (await onboarding.json()) as { token: string };
}

let fake: FakeAi;
let site: FakeWebsite;
test.beforeAll(async () => {
  fake = await startFakeAi({ port: aiFakePort(appPort) });
  fake.reply = featureReply;
  site = await startFakeWebsite({ "/": BRAND_PAGE }, websiteFakePort(appPort));
});
test.afterAll(async () => {
  await Promise.all([fake.close(), site.close()]);
});

test("a website fills the brand form; a campaign's content is generated as drafts", async ({ page, request }) => {
  test.setTimeout(180_000);
  const address = `ai-features-${tag}@example.test`;
  const { token } = await apiUser(request, address, `Stride ${tag}`);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(address);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

  await page.goto("/settings/brand");
  await page.getByLabel("Website").fill(site.url);
  await page.getByRole("button", { name: "Fill in from website" }).click();
  await expect(page.getByText("Filled in from your website")).toBeVisible();
  await expect(page.getByLabel("Tagline")).toHaveValue("Run every day");
  await shot(page, "brand-filled");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect
    .poll(
      async () =>
        (await (await request.get("/api/brand-profile", { headers: { Authorization: `Bearer ${token}` } })).json())
          .tagline,
    )
    .toBe("Run every day");

  const created = await request.post("/api/campaigns", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: "Spring trail launch",
      brief: "Launch the trail shoe",
      context: { channels: ["twitter", "linkedin"] },
    },
  });
  const campaign = (await created.json()) as { id: string };
  await page.goto(`/campaigns/${campaign.id}`);
  await page.getByRole("button", { name: "Generate content with AI" }).click();
  await expect(page.getByText("Content generated")).toBeVisible();
  await expect(page.getByText("Spring trails are calling (twitter).", { exact: false })).toBeVisible();
  await shot(page, "campaign-generated");
  const usage = await request.get("/api/ai/usage", { headers: { Authorization: `Bearer ${token}` } });
  expect(usage.status()).toBeLessThan(500);
});
