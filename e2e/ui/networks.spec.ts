import crypto from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { META_FAKE_CLIENT, META_FAKE_PAGES } from "../../tests/fakes/social/meta/server";
import { toZonedInput } from "../../components/calendar/calendar-time";
import { useSocialFakes } from "../use-social-fakes";

// Issue 29's journey: connect a Facebook page and an Instagram account through Meta's (fake)
// login, publish one post with an image to both, and answer in the inbox a comment that arrived by
// Meta's signed webhook.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `networks-${name}.png`), fullPage: true });

const fakes = useSocialFakes();
const cafe = META_FAKE_PAGES[0];
const ZONE = "Europe/Lisbon";

/** Drops a file on a region the way a browser does: a DataTransfer carrying a File. */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; base64: string }) {
  const dataTransfer = await page.evaluateHandle((f) => {
    const dt = new DataTransfer();
    const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
    dt.items.add(new File([bytes], f.name, { type: f.type }));
    return dt;
  }, file);
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

/** Connects a Meta network from the accounts page: our button, Meta's consent page, back connected. */
async function connectMeta(page: Page, label: "Facebook" | "Instagram") {
  await page.getByRole("button", { name: `Connect ${label}` }).click();
  await expect(page).toHaveTitle(/Authorize app/);
  await page.getByRole("button", { name: "Authorize app" }).click();
  // The page clears the callback's query once it has hydrated: slow on a loaded machine.
  await expect(page).toHaveURL(/\/settings\/accounts$/, { timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: `${label} connected` })).toBeVisible();
}

test("connect a Facebook page and an Instagram account, publish an image to both, answer a webhook comment in the inbox", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto("/settings/accounts");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`networks-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Reach Cafe");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible({ timeout: 60_000 });

  expect((await page.request.put("/api/company", { data: { timeZone: ZONE } })).status()).toBe(200);

  await page.goto("/settings/accounts");
  await connectMeta(page, "Facebook");
  await expect(page.getByTestId("account-facebook")).toContainText(cafe.name);
  await connectMeta(page, "Instagram");
  await expect(page.getByTestId("account-instagram")).toContainText(cafe.instagram!.username);
  await shot(page, "01-connected");

  // Instagram takes JPEG between 4:5 and 1.91:1: a square photo suits both networks.
  const photo = await sharp({
    create: { width: 1080, height: 1080, channels: 3, background: { r: 150, g: 90, b: 50 } },
  })
    .jpeg()
    .toBuffer();
  await page.goto("/media");
  await dropFile(page, page.getByLabel("Drop files here to upload"), {
    name: "latte-art.jpg",
    type: "image/jpeg",
    base64: photo.toString("base64"),
  });
  await expect(page.getByTestId("upload-item").filter({ hasText: "Uploaded" })).toHaveCount(1);

  // One post, both networks, at the next whole minute at least a minute away.
  const text = `Latte art Friday at Reach Cafe ${Date.now().toString(36)}`;
  await page.goto("/content/social/new");
  await page.getByLabel("Text", { exact: true }).fill(text);
  await page.getByRole("checkbox", { name: "Facebook" }).check();
  await page.getByRole("checkbox", { name: "Instagram" }).check();
  await page.getByRole("button", { name: "Add media" }).click();
  const picker = page.getByRole("dialog", { name: "Choose media" });
  await picker.getByRole("button", { name: "latte-art.jpg" }).click();
  await picker.getByRole("button", { name: /^Attach/ }).click();
  await expect(
    page.getByRole("list", { name: "Attached media" }).getByRole("img", { name: "latte-art.jpg" }),
  ).toBeVisible();
  // Instagram's preview: the connected account, the photo, the caption; nothing for the media checks to say.
  await page
    .getByRole("tablist", { name: "Preview per network" })
    .getByRole("tab", { name: /Instagram/ })
    .click();
  const instagramPreview = page.getByRole("tabpanel", { name: /Instagram/ });
  await expect(instagramPreview).toContainText(cafe.instagram!.username);
  await expect(instagramPreview).toContainText(text);
  await expect(instagramPreview.getByRole("img", { name: "latte-art.jpg" })).toBeVisible();
  // The fake's picture address does not load: the account's initials stand in, never a broken image.
  await expect(instagramPreview.getByTestId("account-initials")).toHaveText("RC");
  await expect(instagramPreview.locator('img[src*="scontent.fake"]')).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Media problems" })).toHaveCount(0);
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await page.getByLabel("Publish at").fill(toZonedInput(at, ZONE));
  await shot(page, "02-composer");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post scheduled" })).toBeVisible();

  // Both networks have it once, each with the photo.
  await expect
    .poll(() => [...fakes().meta.posts.values()].filter((p) => p.message === text).length, { timeout: 180_000 })
    .toBe(1);
  await expect
    .poll(() => [...fakes().meta.media.values()].filter((m) => m.caption === text).length, { timeout: 60_000 })
    .toBe(1);
  expect([...fakes().meta.posts.values()].find((p) => p.message === text)!.photoIds).toHaveLength(1);
  expect([...fakes().meta.media.values()].find((m) => m.caption === text)!.images).toHaveLength(1);

  // A customer comments on the page's post; Meta tells the app by a signed webhook.
  const comment = fakes().meta.addComment({ pageId: cafe.id }, "Is oat milk extra?");
  const delivery = JSON.stringify({
    object: "page",
    entry: [
      {
        id: cafe.id,
        time: Math.floor(Date.now() / 1000),
        changes: [
          {
            field: "feed",
            value: {
              item: "comment",
              verb: "add",
              comment_id: comment.id,
              post_id: comment.on,
              message: comment.text,
              from: { id: comment.from.id, name: comment.from.name },
              created_time: Math.floor(Date.now() / 1000),
            },
          },
        ],
      },
    ],
  });
  const signature = crypto.createHmac("sha256", META_FAKE_CLIENT.secret).update(delivery).digest("hex");
  const unsigned = await page.request.post("/api/webhooks/meta", {
    data: delivery,
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${"0".repeat(64)}` },
  });
  expect(unsigned.status()).toBe(401);
  const signed = await page.request.post("/api/webhooks/meta", {
    data: delivery,
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
  });
  expect(signed.status()).toBe(200);

  // The comment is in the inbox; the answer goes back to Facebook under it.
  // Stored by a background function after the 200.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get("/api/inbox")).json()), { timeout: 60_000 })
    .toContain(comment.text);
  await page.goto("/inbox");
  const row = page.getByTestId("inbox-row").filter({ hasText: comment.text });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.click();
  const conversation = page.getByRole("region", { name: `Conversation with ${comment.from.name}` });
  await expect(conversation).toContainText(comment.text);
  const answer = "No extra charge for oat milk.";
  await conversation.getByLabel(`Reply to ${comment.from.name}`).fill(answer);
  await shot(page, "03-inbox-reply");
  await conversation.getByRole("button", { name: "Send reply" }).click();
  await expect(conversation.getByTestId("our-reply")).toContainText(answer);
  const sent = [...fakes().meta.comments.values()].filter((c) => c.text === answer);
  expect(sent).toHaveLength(1);
  expect(sent[0].on).toBe(comment.id);
  await shot(page, "04-replied");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings/accounts");
  await shot(page, "05-phone-accounts");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
