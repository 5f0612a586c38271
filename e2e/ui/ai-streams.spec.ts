import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { startFakeAi, type FakeAi } from "../../tests/fakes/ai/server";
import { featureReply } from "../../tests/fakes/ai/feature-replies";
import { aiFakePort } from "../ai-fake";
import { apiUser } from "../api-user";

// Long generations streamed to the page (issue 25, item 5): a campaign's content appears post by
// post as the model writes it, the content-calendar generator's ideas fill in, and a generated
// image's details show its prompt. The fake provider waits between its chunks so the progress can
// be seen (and photographed) before the answer ends.

// Pages can take over 10 s to load and hydrate on a loaded machine: every wait here allows 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const appPort = Number(process.env.E2E_PORT ?? 3200);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/**
 * Lets the fake's streams (three chunks each) go on a chunk at a time when `step()` is called, or to
 * the end after `open()`: the journey sees each stage however slow the machine (fixed waits between
 * chunks let a loaded machine miss the middle one).
 */
function chunkSteps() {
  let allowed = 0;
  let opened = false;
  const waiting: (() => void)[] = [];
  const steps = {
    gate: () =>
      new Promise<void>((resolve) => {
        if (opened) return resolve();
        if (allowed > 0) {
          allowed--;
          return resolve();
        }
        waiting.push(resolve);
      }),
    step() {
      const next = waiting.shift();
      if (next) next();
      else allowed++;
    },
    open() {
      opened = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
  stepped.push(steps);
  return steps;
}
/** Every stepped stream, let go at the end: a journey that failed midway must not leave the fake unable to close. */
const stepped: { open(): void }[] = [];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `ai-streams-${name}.png`), fullPage: true });
}

let fake: FakeAi;
test.beforeAll(async () => {
  fake = await startFakeAi({ port: aiFakePort(appPort) });
  fake.reply = featureReply;
});
test.afterAll(async () => {
  for (const steps of stepped) steps.open();
  await fake.close();
});

test("a campaign's content and the calendar's ideas appear as they are written; a generated image shows its prompt", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(600_000);
  const address = `ai-streams-${tag}@example.test`;
  const { token } = await apiUser(request, address, `Stride ${tag}`);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  await page.setViewportSize(DESKTOP);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(address);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

  // The campaign page: "Generate content with AI" shows the posts per channel and the counts while
  // the model writes, nothing in the content list yet; then the drafts arrive in the list.
  const created = await request.post("/api/campaigns", {
    ...auth,
    data: { name: "Spring trail launch", brief: "Trail shoe launch", context: { channels: ["linkedin", "twitter"] } },
  });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).id as string;
  await page.goto(`/campaigns/${campaignId}`);
  const campaignSteps = chunkSteps();
  fake.chunkGate = campaignSteps.gate;
  await page.getByRole("button", { name: "Generate content with AI" }).click();
  const progress = page.getByRole("region", { name: "Content being generated" });
  await expect(progress.getByRole("list", { name: "Posts" }).getByRole("listitem").first()).toContainText(
    "Spring trails are calling",
  );
  await expect(progress.getByRole("status")).toContainText("so far");
  await expect(page.getByRole("link", { name: /Spring trails are calling/ })).toHaveCount(0);
  await shot(page, "01-campaign-content-streaming");
  await page.setViewportSize(PHONE);
  await shot(page, "01-campaign-content-streaming-phone");
  await page.setViewportSize(DESKTOP);
  // The fake's second chunk ends in the blog ideas: the counts grow.
  campaignSteps.step();
  await expect(progress.getByRole("list", { name: "Blog ideas" })).toContainText("Grip on wet rock");
  await expect(progress.getByRole("status")).toContainText("2 posts, 2 blog ideas");
  await shot(page, "02-campaign-content-more");
  campaignSteps.open();
  await expect(page.getByText("2 posts, 2 blog ideas and 2 video ideas were added as drafts.")).toBeVisible({
    timeout: 60_000,
  });
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Spring trails are calling \(twitter\)/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Spring trails are calling \(linkedin\)/ })).toBeVisible();
  await shot(page, "03-campaign-content-saved");

  // The calendar generator: the ideas fill in while the model writes them (read-only), then become
  // the list to pick from.
  await page.goto("/calendar/ideas");
  await page.getByLabel("From", { exact: true }).fill("2027-03-01");
  await page.getByLabel("To", { exact: true }).fill("2027-03-07");
  const ideaSteps = chunkSteps();
  fake.chunkGate = ideaSteps.gate;
  await page.getByRole("button", { name: "Generate ideas" }).click();
  const arriving = page.getByRole("list", { name: "Ideas so far" });
  await expect(arriving.getByRole("listitem").first()).toContainText("Trail tips");
  await expect(page.getByRole("status").filter({ hasText: "so far" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Generated ideas" })).toHaveCount(0);
  await shot(page, "04-calendar-ideas-streaming");
  await page.setViewportSize(PHONE);
  await shot(page, "04-calendar-ideas-streaming-phone");
  await page.setViewportSize(DESKTOP);
  ideaSteps.open();
  const ideas = page.getByRole("list", { name: "Generated ideas" });
  await expect(ideas.getByRole("listitem")).toHaveText(
    [/2027-03-01.*Post/, /2027-03-03.*Video/, /2027-03-07.*Blog post/],
    {
      timeout: 60_000,
    },
  );
  await expect(arriving).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add 3 ideas as drafts" })).toBeEnabled();
  await shot(page, "05-calendar-ideas-done");
  fake.chunkGate = null;

  // A generated image: its details show the prompt it was made from, with a copy button; the search finds it by the prompt.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/media");
  await page.getByRole("button", { name: "Generate image" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Generate an image" });
  await imageDialog.getByLabel("Prompt").fill("A runner on a misty trail, mud on the shoes");
  await imageDialog.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image generated" })).toBeVisible();
  await page.getByLabel("Search media").fill("mud on the shoes");
  const grid = page.getByRole("list", { name: "Assets" });
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await grid.getByRole("button").first().click();
  const details = page.getByRole("complementary", { name: "Asset details" });
  await expect(details.getByLabel("Prompt")).toHaveText("A runner on a misty trail, mud on the shoes");
  await details.getByRole("button", { name: "Copy prompt" }).click();
  await expect(details.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("A runner on a misty trail, mud on the shoes");
  await shot(page, "06-image-prompt");
});
