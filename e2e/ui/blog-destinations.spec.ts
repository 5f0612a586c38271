import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { startFakeWordPress, type FakeWordPress } from "../../tests/fakes/wordpress/server";
import { wordpressFakePort } from "../blog-fakes";

// Issue 30's blog publishing: the hosted blog is there from the start; add the fake WordPress and
// a signed webhook (its test refused: its address is private, so the outbound guard stops it);
// write a post with a featured image, publish it to the hosted blog and WordPress (the webhook's
// failure and why shown in the panel), open the public blog at desktop and phone widths, then edit
// the post and see both the public page and WordPress updated.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `blog-destinations-${name}.png`), fullPage: true });

let wp: FakeWordPress;
test.beforeAll(async () => {
  wp = await startFakeWordPress({ port: wordpressFakePort(Number(process.env.E2E_PORT ?? 3200)) });
});
test.afterAll(async () => wp?.close());

test("publish a post with an image to the hosted blog and WordPress, read it, edit it everywhere", async ({ page }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  await page.goto("/settings/blog-destinations");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`blogdest-${tag}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible({ timeout: 60_000 });

  // The brand's colours and fonts dress the hosted blog.
  const brand = await page.request.put("/api/brand-profile", {
    data: {
      tagline: "Small-batch coffee, roasted in Hamburg",
      colors: { primary: "#9a3412", background: "#fffaf5", text: "#292524" },
      typography: { headingFont: "Georgia", bodyFont: "Georgia" },
    },
  });
  expect(brand.status(), await brand.text()).toBe(200);

  await page.goto("/settings/blog-destinations");
  await expect(
    page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Blog destinations" }),
  ).toBeVisible();
  const hostedRow = page.getByRole("listitem").filter({ hasText: "Hosted blog" }).first();
  await expect(hostedRow.getByRole("link", { name: /\/blog\/northwind-coffee/ })).toBeVisible();

  const form = page.getByRole("form", { name: "Add a blog destination" });
  await form.getByLabel("Kind").selectOption("wordpress");
  await form.getByLabel("Name").fill("Company WordPress");
  await form.getByLabel("Site address").fill(wp.url);
  await form.getByLabel("WordPress user").fill(wp.username);
  await form.getByLabel("Application password").fill(wp.password);
  await form.getByRole("button", { name: "Add WordPress" }).click();
  await expect(page.getByText("Destination added")).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ hasText: "Company WordPress" })
    .getByRole("button", { name: "Send test" })
    .click();
  await expect(page.getByText("Company WordPress works")).toBeVisible();

  await form.getByLabel("Kind").selectOption("webhook");
  await form.getByLabel("Name").fill("Intranet hook");
  await form.getByLabel("Webhook URL").fill("http://10.255.0.1/hook");
  await form.getByLabel("Signing secret").fill("a-long-signing-secret-1234");
  await form.getByRole("button", { name: "Add Signed webhook" }).click();
  await expect(page.getByText("http://10.255.0.1/hook · secret …1234")).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ hasText: "Intranet hook" })
    .getByRole("button", { name: "Send test" })
    .click();
  await expect(page.getByText("Intranet hook refused the test")).toBeVisible();
  await shot(page, "01-settings");

  // An image in the media library, chosen as the post's featured image.
  const photo = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 120, g: 72, b: 40 } } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post("/api/assets/direct", {
    multipart: { file: { name: "pour-over.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.goto("/content/blog/new");
  await page.getByLabel("Title").fill("Espresso at home");
  await expect(page.getByTestId("post-address-prefix")).toHaveText(/^\/blog\/northwind-coffee[\w-]*\/$/);
  // The whole prefix shows: the slug input beside it does not squeeze it.
  expect(await page.getByTestId("post-address-prefix").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // Publishing with no body is refused in the editor: the post stays a new, unsaved one.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Write the post before you publish or schedule it")).toBeVisible();
  await expect(page).toHaveURL(/\/content\/blog\/new$/);
  await page
    .getByLabel("Markdown body")
    .fill(
      "Great espresso starts with **fresh beans**.\n\n## Dose\n\nUse 18 g in, 36 g out, in about 28 seconds.\n\n- Grind fine\n- Tamp level\n- Taste and adjust\n\n| Drink | Grams |\n| --- | ---: |\n| Ristretto | 25 |\n| Espresso | 36 |\n\n~~Pre-ground~~ beans go stale.",
    );
  // The preview draws the body with the hosted blog's renderer and styles: the table and the struck word too.
  const preview = page.getByTestId("blog-preview");
  await expect(preview.getByRole("heading", { level: 1, name: "Espresso at home" })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "Ristretto" })).toBeVisible();
  await expect(preview.locator("del", { hasText: "Pre-ground" })).toBeVisible();
  const previewBody = await preview.locator(".public-blog-body").innerHTML();
  await preview.scrollIntoViewIfNeeded();
  await shot(page, "02a-editor-preview");
  await page.getByLabel("Tags").fill("coffee, how-to");
  await page.getByLabel("Categories").fill("Guides");
  await page.getByRole("button", { name: "Add media" }).click();
  const picker = page.getByRole("dialog", { name: "Choose media" });
  await picker.getByRole("button", { name: "pour-over.jpg" }).click();
  await picker.getByRole("button", { name: /^Attach/ }).click();
  await expect(
    page.getByRole("list", { name: "Attached media" }).getByRole("img", { name: "pour-over.jpg" }),
  ).toBeVisible();
  const publishTo = page.getByRole("group", { name: "Publish to" });
  await expect(publishTo.getByRole("checkbox", { name: "Hosted blog" })).toBeChecked();
  await expect(publishTo.getByRole("checkbox", { name: "Company WordPress" })).toBeChecked();
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  const panel = page.getByRole("region", { name: "Destinations" });
  const hostedLink = panel.getByRole("link", { name: "Hosted blog" });
  await expect(hostedLink).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole("link", { name: "Company WordPress" })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText("Failed")).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText("not a public internet address")).toBeVisible();
  await shot(page, "02-publish-panel");
  const editorUrl = page.url();

  const remote = [...wp.posts.values()].find((p) => p.title === "Espresso at home")!;
  expect(remote).toMatchObject({ status: "publish" });
  expect(remote.content).toContain("<strong>fresh beans</strong>");
  expect(wp.termNames(remote.tags)).toEqual(["coffee", "how-to"]);
  expect(wp.termNames(remote.categories)).toEqual(["Guides"]);
  expect(wp.media.get(remote.featured_media)).toMatchObject({ filename: "pour-over.jpg", mimeType: "image/jpeg" });

  // The public blog: index and post, desktop then phone.
  const postUrl = (await hostedLink.getAttribute("href"))!;
  const blogUrl = postUrl.replace(/\/[^/]+$/, "");
  await page.goto(blogUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Coffee" })).toBeVisible();
  await expect(page.getByText("Small-batch coffee, roasted in Hamburg")).toBeVisible();
  await expect(page.getByRole("link", { name: "Espresso at home" })).toBeVisible();
  await shot(page, "03-blog-index-desktop");
  await page.getByRole("link", { name: "Espresso at home" }).click();
  await expect(page).toHaveURL(postUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Espresso at home" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "fresh beans" })).toBeVisible();
  // Exactly what the editor's preview showed.
  expect(await page.locator(".public-blog-body").innerHTML()).toBe(previewBody);
  await expect(page.locator("img.public-blog-cover")).toHaveJSProperty("complete", true);
  expect(await page.locator("img.public-blog-cover").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Espresso at home");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(postUrl);
  await shot(page, "04-blog-post-desktop");
  const feed = await page.request.get(`${blogUrl}/feed.xml`);
  expect(await feed.text()).toContain("<title>Espresso at home</title>");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(blogUrl);
  await shot(page, "05-blog-index-phone");
  await page.goto(postUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Espresso at home" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "06-blog-post-phone");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Edit the published post: the public page and WordPress both follow.
  await page.goto(editorUrl);
  await page.getByLabel("Title").fill("Espresso at home, dialled in");
  await page
    .getByLabel("Markdown body")
    .fill("Great espresso starts with **fresh beans** and a scale.\n\nUse 18 g in, 40 g out.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Post saved and published")).toBeVisible();
  await expect
    .poll(() => [...wp.posts.values()].find((p) => p.id === remote.id)?.title, { timeout: 60_000 })
    .toBe("Espresso at home, dialled in");
  expect(wp.posts.get(remote.id)!.content).toContain("40 g out");
  expect([...wp.posts.values()].filter((p) => p.slug === remote.slug)).toHaveLength(1);
  await shot(page, "07-edited-panel");
  await page.goto(postUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Espresso at home, dialled in" })).toBeVisible();
  await expect(page.getByText("Use 18 g in, 40 g out.")).toBeVisible();
  await shot(page, "08-blog-post-edited");
});
