import path from "node:path";
import sharp from "sharp";
import { connectNetwork, useSocialFakes } from "../use-social-fakes";
import { expect, test, type Locator, type Page } from "@playwright/test";

// Issue 10's journey: upload two images by drag and drop, file them in a folder, tag one, find it
// by search, attach it to a social post, and see that use on the asset.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `media-${name}.png`) });

// The composer offers only networks with a connected account: a fake X stands in for one.
useSocialFakes();

async function png(color: { r: number; g: number; b: number }, width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return bytes.toString("base64");
}

/** Drops files on a region the way a browser does: a DataTransfer carrying File objects. */
async function dropFiles(page: Page, target: Locator, files: { name: string; type: string; base64: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, files);
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

test("drop two images, file them in a folder, tag one, find it, attach it to a post, see its usage", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/media");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`media-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  await page.getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
  await expect(page.getByText("No media here yet")).toBeVisible();

  // Two images dropped at once: each gets its own progress row, then both appear in the grid.
  await dropFiles(page, page.getByLabel("Drop files here to upload"), [
    { name: "espresso-cup.png", type: "image/png", base64: await png({ r: 120, g: 70, b: 40 }, 640, 480) },
    { name: "bagel.png", type: "image/png", base64: await png({ r: 230, g: 190, b: 120 }, 400, 400) },
  ]);
  await expect(page.getByTestId("upload-item")).toHaveCount(2);
  await expect(page.getByTestId("upload-item").filter({ hasText: "Uploaded" })).toHaveCount(2);
  const grid = page.getByRole("list", { name: "Assets" });
  await expect(grid.getByRole("button")).toHaveCount(2);
  // Thumbnails are made in the background: a placeholder first, the image once it is made.
  await expect(grid.getByRole("img", { name: "espresso-cup.png", exact: true })).toHaveJSProperty("complete", true, {
    timeout: 30_000,
  });
  await expect(grid.getByRole("img", { name: "bagel.png", exact: true })).toHaveJSProperty("complete", true, {
    timeout: 30_000,
  });
  await shot(page, "01-uploaded");

  // A refused file says why.
  await dropFiles(page, page.getByLabel("Drop files here to upload"), [
    { name: "notes.txt", type: "text/plain", base64: btoa("hello") },
  ]);
  await expect(page.getByTestId("upload-item").filter({ hasText: "notes.txt" })).toContainText("not accepted");

  // A folder, and both images filed in it from the details panel.
  await page.getByLabel("New folder name").fill("Menu");
  await page.getByRole("button", { name: "Create folder" }).click();
  const folders = page.getByRole("navigation", { name: "Folders" });
  await expect(folders.getByRole("button", { name: /^Menu/ })).toHaveAttribute("aria-current", "true");
  await folders.getByRole("button", { name: /^All media/ }).click();
  const details = page.getByRole("complementary", { name: "Asset details" });
  for (const name of ["espresso-cup.png", "bagel.png"]) {
    await grid.getByRole("button", { name }).click();
    await expect(details.getByRole("heading", { name })).toBeVisible();
    await details.getByLabel("Folder").selectOption({ label: "Menu" });
    await expect(details.getByLabel("Folder")).toHaveValue(/[0-9a-f-]{36}/);
  }
  await details.getByLabel("Add a tag").fill("hero");
  await details.getByRole("button", { name: "Add", exact: true }).click();
  await expect(details.getByText("hero")).toBeVisible();
  await folders.getByRole("button", { name: /^Menu/ }).click();
  await expect(grid.getByRole("button")).toHaveCount(2);
  await shot(page, "02-folder-and-tag");

  // Found by search, and by the tag filter.
  await folders.getByRole("button", { name: /^All media/ }).click();
  await page.getByLabel("Search media").fill("bag");
  await expect(grid.getByRole("button")).toHaveCount(1);
  await expect(grid.getByRole("button", { name: "bagel.png" })).toBeVisible();
  await page.getByLabel("Search media").fill("");
  await page.getByLabel("Filter by tag").selectOption("hero");
  await expect(grid.getByRole("button")).toHaveCount(1);
  await shot(page, "03-search");

  // Attached to a social post from the composer's picker.
  await connectNetwork(page, "twitter");
  await page.goto("/content/social/new");
  const postText = "Fresh bagels every morning from 7.";
  await page.getByLabel("Text").fill(postText);
  await page.getByRole("checkbox", { name: "X (Twitter)" }).check();
  await page.getByRole("button", { name: "Add media" }).click();
  const picker = page.getByRole("dialog", { name: "Choose media" });
  await picker.getByRole("button", { name: "bagel.png" }).click();
  await picker.getByRole("button", { name: /^Attach/ }).click();
  await expect(
    page.getByRole("list", { name: "Attached media" }).getByRole("img", { name: "bagel.png" }),
  ).toBeVisible();
  await shot(page, "04-composer");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/content\/social\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole("list", { name: "Attached media" }).getByRole("img", { name: "bagel.png" }),
  ).toBeVisible();

  // The asset shows where it is used.
  await page.getByRole("link", { name: "Media" }).click();
  await grid.getByRole("button", { name: "bagel.png" }).click();
  await expect(details.getByRole("list", { name: "Usage" })).toContainText(postText);
  await details.getByRole("list", { name: "Usage" }).scrollIntoViewIfNeeded();
  await shot(page, "05-usage");

  // List view.
  await page.getByRole("button", { name: "list" }).click();
  await expect(page.getByRole("table", { name: "Assets" })).toContainText("640×480");
  await shot(page, "06-list");

  // On a phone (390 px): nothing scrolls sideways, and picking an asset brings its details into view.
  await page.setViewportSize({ width: 390, height: 844 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect.poll(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SHOTS, "media-07-phone-list.png"), fullPage: true });
  await page.getByRole("button", { name: "grid" }).click();
  await details.getByRole("button", { name: "Close details" }).click();
  await expect.poll(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SHOTS, "media-08-phone-grid.png"), fullPage: true });
  await grid.getByRole("button", { name: "espresso-cup.png" }).click();
  await expect(details.getByRole("heading", { name: "espresso-cup.png" })).toBeVisible();
  // Scrolled into view: its top just below the sticky bar, or (when the page ends first) all of it on screen.
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = await details.boundingBox();
      return box !== null && box.y >= 0 && (box.y <= 120 || box.y + box.height <= viewport.height);
    })
    .toBe(true);
  await expect.poll(pageWidth).toBeLessThanOrEqual(390);
  await shot(page, "09-phone-details");
});
