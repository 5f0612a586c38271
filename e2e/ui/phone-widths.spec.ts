import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Issue 23's phone widths: every page of the app, opened on a 390 px phone, fits the screen. Whatever
// is wider (a table, a chart) scrolls inside its own box; the page itself never scrolls sideways.
// The list of pages is read from app/: a new page without an address here fails the sweep.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const tag = Date.now().toString(36);

/** Every page.tsx under app/, as its route ("/content/social/[id]"); route groups dropped. */
function appPages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page.tsx")
        found.push(
          `/${path
            .relative("app", dir)
            .split(path.sep)
            .filter((s) => !/^\(.*\)$/.test(s))
            .join("/")}`.replace(/\/$/, "") || "/",
        );
    }
  };
  walk("app");
  return found.sort();
}

async function created(page: Page, url: string, data: object): Promise<string> {
  const response = await page.request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()).id as string;
}

async function sideways(page: Page): Promise<{ scrollWidth: number; widest: string[] }> {
  return page.evaluate((limit) => {
    const scrollWidth = document.scrollingElement!.scrollWidth;
    // For the failure message: the elements reaching past the screen, outermost first.
    const widest = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5 && getComputedStyle(el).position !== "fixed")
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth, widest };
  }, PHONE.width);
}

test("every page fits a 390 px phone without sideways scrolling", async ({ page }) => {
  test.setTimeout(600_000);
  const admin = `phone-${tag}@example.test`;
  // Signed out, then signed in without a company: the pages a newcomer sees first.
  await page.setViewportSize(PHONE);
  await page.goto("/signin");
  await page.screenshot({ path: path.join(SHOTS, "phone-signed-out-signin.png"), fullPage: true });
  expect((await sideways(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await page.getByLabel("Work e-mail").fill(admin);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.screenshot({ path: path.join(SHOTS, "phone-signed-out-onboarding.png"), fullPage: true });
  expect((await sideways(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await page.getByLabel("Company name").fill("Harbor Bakery");
  await page.getByLabel("First name").fill("Ines");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();
  // The admin pages need a Super Admin: granted by the operator's command.
  execFileSync("node_modules/.bin/tsx", ["scripts/admin-grant.ts", admin], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "" },
  });

  // One of everything that has a page of its own.
  const campaign = await created(page, "/api/campaigns", {
    name: "Spring menu with a rather long name that has to wrap on a phone",
  });
  const blog = await created(page, "/api/blog/posts", {
    title: "Our sourdough, step by step",
    slug: `sourdough-${tag}`,
    markdownBody: "# Flour\n\nWater and time.",
  });
  // Published to the company's hosted blog (a destination every company has), whose pages are public.
  const published = await page.request.post(`/api/blog/posts/${blog}/publish`, { data: {} });
  expect(published.status(), await published.text()).toBe(200);
  const blogHandle = (await (await page.request.get("/api/company")).json()).blogHandle as string;
  const script = await created(page, "/api/video-scripts", {
    title: "Latte art in 30 seconds",
    script: "Hook. Pour. Reveal.",
  });
  const post = await created(page, "/api/social-posts", {
    content: "Fresh croissants from 7 am, every day of the week https://harbor.example.com/menu",
    platforms: ["twitter", "linkedin"],
  });
  const queue = await created(page, "/api/queues", {
    name: "Weekday mornings",
    platforms: ["linkedin"],
    timeZone: "Europe/Berlin",
    slots: [{ dayOfWeek: 1, time: "09:00" }],
  });
  const report = await created(page, "/api/reports", { name: "Monthly social results", reportType: "overview" });
  const approval = await created(page, "/api/approvals", { contentType: "social", contentId: post });
  const share = await page.request.post(`/api/approvals/${approval}/share`, { data: {} });
  expect(share.status(), await share.text()).toBe(201);
  const reviewToken = (await share.json()).token as string;
  const bio = `harbor-${tag}`;
  await created(page, "/api/link-in-bio", { slug: bio, title: "Harbor Bakery" });

  const addresses: Record<string, string> = {
    "/": "/",
    "/analytics": "/analytics",
    "/approvals": "/approvals",
    "/approvals/[id]": `/approvals/${approval}`,
    "/blog/[handle]": `/blog/${blogHandle}`,
    "/blog/[handle]/[slug]": `/blog/${blogHandle}/sourdough-${tag}`,
    "/calendar/ideas": "/calendar/ideas",
    "/campaigns/plan": "/campaigns/plan",
    "/inbox": "/inbox",
    "/pricing": "/pricing",
    "/review/[token]": `/review/${reviewToken}`,
    "/settings/approvals": "/settings/approvals",
    "/settings/billing": "/settings/billing",
    "/settings/blog-destinations": "/settings/blog-destinations",
    "/settings/notifications": "/settings/notifications",
    "/settings/team-chat": "/settings/team-chat",
    "/calendar": "/calendar",
    "/campaigns": "/campaigns",
    "/campaigns/[id]": `/campaigns/${campaign}`,
    "/campaigns/[id]/edit": `/campaigns/${campaign}/edit`,
    "/campaigns/new": "/campaigns/new",
    "/content": "/content",
    "/content/blog": "/content/blog",
    "/content/blog/[id]": `/content/blog/${blog}`,
    "/content/blog/new": "/content/blog/new",
    "/content/scripts": "/content/scripts",
    "/content/scripts/[id]": `/content/scripts/${script}`,
    "/content/scripts/new": "/content/scripts/new",
    "/content/social": "/content/social",
    "/content/social/[id]": `/content/social/${post}`,
    "/content/social/new": "/content/social/new",
    "/link-in-bio": "/link-in-bio",
    "/link-in-bio/[slug]": `/link-in-bio/${bio}`,
    "/media": "/media",
    "/queues": "/queues",
    "/queues/[id]": `/queues/${queue}`,
    "/reports": "/reports",
    "/reports/[id]": `/reports/${report}`,
    "/reports/new": "/reports/new",
    "/settings": "/settings",
    "/settings/accounts": "/settings/accounts",
    "/settings/brand": "/settings/brand",
    "/settings/brand/setup": "/settings/brand/setup",
    "/settings/company": "/settings/company",
    "/settings/posting-schedule": "/settings/posting-schedule",
    "/settings/roles": "/settings/roles",
    "/settings/team": "/settings/team",
    "/settings/tokens": "/settings/tokens",
    "/settings/usage": "/settings/usage",
    "/onboarding": "/onboarding",
    "/signin": "/signin",
    "/admin": "/admin",
    "/admin/ai-models": "/admin/ai-models",
    "/admin/ai-analytics": "/admin/ai-analytics",
    "/admin/ai-tests": "/admin/ai-tests",
    "/admin/audit": "/admin/audit",
    "/admin/billing": "/admin/billing",
    "/admin/entitlements": "/admin/entitlements",
    "/admin/flags": "/admin/flags",
    "/admin/integrations": "/admin/integrations",
    "/admin/packages": "/admin/packages",
    "/admin/segments": "/admin/segments",
    "/admin/settings": "/admin/settings",
    "/admin/templates": "/admin/templates",
    "/docs/api": "/docs/api",
  };
  expect(Object.keys(addresses).sort(), "a page was added or removed: give it an address here").toEqual(appPages());

  // Pages that are not page.tsx files: the public link-in-bio page and the 404 page.
  const visits = [...Object.entries(addresses), ["/l/[slug]", `/l/${bio}`], ["not found", "/no-such-page"]];
  const failures: string[] = [];
  for (const [route, address] of visits) {
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    if (route === "/docs/api")
      await expect(page.getByRole("heading", { name: "Reach API" }).first()).toBeVisible({ timeout: 60_000 });
    const name =
      route === "/"
        ? "dashboard"
        : route.replace(/^\//, "").replace(/[[\]]/g, "").replaceAll("/", "-").replaceAll(" ", "-");
    await page.screenshot({ path: path.join(SHOTS, `phone-${name}.png`), fullPage: true });
    const { scrollWidth, widest } = await sideways(page);
    if (scrollWidth > PHONE.width)
      failures.push(`${route} (${address}) is ${scrollWidth} px wide: ${widest.join(", ")}`);
  }
  expect(failures).toEqual([]);
});
