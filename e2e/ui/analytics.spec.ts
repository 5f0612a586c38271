import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startSocialFakes, type SocialFakes } from "../../tests/fakes/social/index";
import { approveConsent } from "../../tests/fakes/social/shared/oauth";
import { socialFakesBasePort, socialFakesEnv } from "../social-fakes";

// Issue 15's dashboard, on the demo company `npm run db:seed` writes into the running app's
// embedded database (120 days of numbers on three networks): the KPI cards say what the API says,
// the range and the network filter live in the URL and change the numbers, and "Sync now" on an
// account connected on the fake X shows its progress, then the new follower count.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `analytics-${name}.png`), fullPage: true });
const number = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

interface Overview {
  followers: number;
  impressions: number;
  engagement: number;
  engagementRate: number | null;
  clicks: number;
  clickThroughRate: number | null;
  period: { startDate: string; endDate: string };
}

async function overview(request: APIRequestContext, query: Record<string, string> = {}): Promise<Overview> {
  const res = await request.get(`/api/analytics/overview?${new URLSearchParams(query)}`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** A rate as the cards show it: n/a when the API has none (lib/analytics/formulas.ts). */
const percent = (n: number | null) =>
  n === null ? "n/a" : `${n.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;
const kpi = (page: Page, id: string) => page.getByTestId(`kpi-${id}`).getByTestId("kpi-value");

/** Every KPI card shows the API's number for the same filters. */
async function expectKpis(page: Page, o: Overview) {
  await expect(kpi(page, "followers")).toHaveText(number(o.followers));
  await expect(kpi(page, "impressions")).toHaveText(number(o.impressions));
  await expect(kpi(page, "engagement")).toHaveText(number(o.engagement));
  await expect(kpi(page, "engagement-rate")).toHaveText(percent(o.engagementRate));
  await expect(kpi(page, "clicks")).toHaveText(number(o.clicks));
  await expect(page.getByTestId("kpi-clicks").getByTestId("kpi-note")).toHaveText(
    `${percent(o.clickThroughRate)} click-through rate`,
  );
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let fakes: SocialFakes;

test.beforeAll(async () => {
  const base = socialFakesBasePort(Number(process.env.E2E_PORT ?? 3200));
  fakes = await startSocialFakes(base);
  expect(fakes.env).toEqual(socialFakesEnv(base));
  // The demo company, through the running app's embedded database (idempotent).
  execFileSync("npx", ["tsx", "prisma/seed.ts"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    stdio: "pipe",
  });
});

test.afterAll(async () => {
  await fakes?.close();
});

test("a workspace without accounts is sent to connect one", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(`analytics-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Juniper Studio");
  await page.getByLabel("First name").fill("Ines");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Analytics" }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole("heading", { name: "Connect an account to see analytics" })).toBeVisible();
  await page.getByRole("link", { name: "Connect an account" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
});

test("the demo company's dashboard: KPIs match the API, range and network in the URL, sync now with progress", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await page.goto("/analytics");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill("demo@example.com");
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();

  // The last 30 days by default: the same numbers as the API's default range.
  const month = await overview(page.request);
  await expectKpis(page, month);
  expect(month.impressions).toBeGreaterThan(0);
  await expect(page.getByTestId("growth-chart").locator("svg path").first()).toBeVisible();
  await expect(
    page.getByTestId("best-times").getByRole("list", { name: "Best times to post" }).getByRole("listitem"),
  ).toHaveCount(5);
  await expect(page.getByTestId("top-posts").getByRole("row")).toHaveCount(11);
  await page.mouse.move(0, 0);
  await shot(page, "01-dashboard-desktop");
  // Hovering names the values: the growth chart's day, a heatmap cell's slot.
  const growthChart = page.getByTestId("growth-chart");
  const box = (await growthChart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(growthChart.getByRole("tooltip")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}Followers[\d,]+$/);
  await growthChart.screenshot({ path: path.join(SHOTS, "analytics-01-growth-tooltip.png") });
  const firstCell = page.getByTestId("best-times").locator("[data-value]").first();
  await expect(firstCell).toHaveAttribute("title", /^Sunday 00:00–01:00: /);
  await page.getByTestId("best-times").locator(".bg-brand-700").first().hover();
  await expect(page.getByTestId("best-times")).toContainText(
    /(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day \d\d:00–\d\d:00: [\d.,]+ average engagement per post/,
  );
  await page.getByTestId("best-times").screenshot({ path: path.join(SHOTS, "analytics-01-heatmap-hover.png") });

  await page.getByRole("group", { name: "Follower growth view" }).getByRole("button", { name: "By network" }).click();
  await expect(growthChart.getByRole("listitem")).toHaveText(["Instagram", "LinkedIn", "X (Twitter)"]);
  await page.getByRole("group", { name: "Follower growth view" }).getByRole("button", { name: "Total" }).click();

  // 7 days: the URL says so and the numbers are the API's for that week.
  await page.getByRole("group", { name: "Date range" }).getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/analytics\?range=7d$/);
  const week = await overview(page.request, {
    startDate: addDays(month.period.endDate, -6),
    endDate: month.period.endDate,
  });
  expect(week.impressions).toBeLessThan(month.impressions);
  await expectKpis(page, week);

  // One network: in the URL too, and only its numbers.
  await page.getByLabel("Network", { exact: true }).selectOption("linkedin");
  await expect(page).toHaveURL(/\/analytics\?range=7d&platform=linkedin$/);
  const linkedinWeek = await overview(page.request, {
    startDate: addDays(month.period.endDate, -6),
    endDate: month.period.endDate,
    platform: "linkedin",
  });
  expect(linkedinWeek.followers).toBeLessThan(week.followers);
  await expectKpis(page, linkedinWeek);
  await expect(page.getByTestId("top-posts").getByRole("row").nth(1)).toContainText("LinkedIn");

  // A custom range survives a reload; a range ending before it starts is refused in words.
  await page.getByRole("button", { name: "Custom" }).click();
  const start = addDays(month.period.endDate, -59);
  const end = addDays(month.period.endDate, -30);
  await page.getByLabel("Start date").fill(end);
  await page.getByLabel("End date").fill(start);
  await page.getByRole("button", { name: "Apply range" }).click();
  await expect(page.getByText("The end date is before the start date.")).toHaveRole("alert");
  await expect(page).toHaveURL(/platform=linkedin$/);
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(end);
  await page.getByRole("button", { name: "Apply range" }).click();
  await expect(page).toHaveURL(`/analytics?start=${start}&end=${end}&platform=linkedin`);
  const custom = await overview(page.request, { startDate: start, endDate: end, platform: "linkedin" });
  await expectKpis(page, custom);
  await page.reload();
  await expectKpis(page, custom);
  await expect(page.getByLabel("Network", { exact: true })).toHaveValue("linkedin");

  // The demo accounts are not connected: nothing to sync until one is.
  await page.goto("/analytics");
  await expect(page.getByRole("button", { name: "Sync now" })).toBeDisabled();
  const started = await page.request.post("/api/social/twitter/auth/url", { data: {} });
  expect(started.status()).toBe(200);
  const back = await approveConsent((await started.json()).authUrl);
  expect(
    (await page.request.get(`${back.pathname}${back.search}`, { headers: { accept: "application/json" } })).status(),
  ).toBe(200);
  await page.reload();

  // Hold the sync request so its progress can be seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/analytics/sync", async (route) => {
    await held;
    await route.continue();
  });
  // (The 10-minute backfill of new accounts may have synced it already: then the numbers stay.)
  await expectKpis(page, await overview(page.request));
  await page.getByRole("button", { name: "Sync now" }).click();
  const status = page.getByTestId("sync-status");
  await expect(status).toContainText("Syncing X (Twitter)… (1 of 1)");
  await expect(status.getByRole("progressbar", { name: "Sync progress" })).toBeVisible();
  await shot(page, "02-syncing");
  release();
  await expect(status).toContainText(/Sync complete: \d+ numbers? updated from 1 network/);
  const after = await overview(page.request);
  // The fake X reports 321 followers; the 30 days before connecting had the demo accounts only.
  expect(after.followers).toBe(month.followers + 321);
  await expectKpis(page, after);

  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(status).toBeHidden();
  await page.setViewportSize(PHONE);
  await page.mouse.move(0, 0);
  await expect(kpi(page, "followers")).toHaveText(number(after.followers));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // On a phone each top post carries its numbers under it rather than in columns off screen.
  await expect(
    page
      .getByTestId("top-posts")
      .getByText(/^[\d,]+ engagement · [\d,]+ impressions · [\d.]+% rate$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("top-posts").getByRole("columnheader", { name: "Impressions" })).toBeHidden();
  await shot(page, "03-dashboard-phone");
});
