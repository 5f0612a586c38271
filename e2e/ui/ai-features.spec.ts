import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { startFakeAi, type FakeAi } from "../../tests/fakes/ai/server";
import { featureReply } from "../../tests/fakes/ai/feature-replies";
import { BRAND_PAGE, startFakeWebsite, type FakeWebsite } from "../../tests/fakes/website";
import { aiFakePort } from "../ai-fake";
import { connectNetwork, useSocialFakes } from "../use-social-fakes";
import { websiteFakePort } from "../website-fake";
import { apiUser } from "../api-user";

// Issue 25's journey against the fake AI provider: a local website analysed into the brand profile
// through the set-up wizard (fields reviewed by confidence, one refined and one discussed with AI), a campaign planned in the chat, its content generated, one post
// reworked with AI assist and scheduled, and the usage counted.

// Pages can take over 10 s to load and hydrate on a loaded machine: every wait here allows 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "e2e/screenshots";
const tag = Date.now().toString(36);
const appPort = Number(process.env.E2E_PORT ?? 3200);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `ai-features-${name}.png`), fullPage: true });
}

/** The same page at a phone's width, then back. */
async function phoneShot(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

useSocialFakes();
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

test("brand from a website, a campaign planned in chat, its content generated, a post reworked with AI and scheduled, usage counted", async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const address = `ai-features-${tag}@example.test`;
  const { token } = await apiUser(request, address, `Stride ${tag}`);
  await page.setViewportSize(DESKTOP);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(address);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

  // Brand: the set-up wizard, offered on the blank brand page. A page that is not there stops the
  // analysis with a clear reason; the local website is analysed with its steps shown; each field is
  // reviewed with its confidence (unsure ones first), one refined with AI and the tagline discussed
  // (its suggestion taken); then the preview and Save, back on the brand page.
  // With no more than the company name from onboarding, the brand page leads with the wizard, and
  // the dashboard's checklist goes straight to it.
  await page.goto("/settings/brand");
  await expect(page.getByText("Set up your brand in four steps")).toBeVisible();
  await expect(page.getByRole("link", { name: "Set up with the wizard" })).toHaveAttribute(
    "href",
    "/settings/brand/setup",
  );
  await shot(page, "01-brand-offer");
  await page.goto("/");
  await page.getByRole("link", { name: /Complete your brand profile/ }).click();
  await expect(page).toHaveURL(/\/settings\/brand\/setup$/);
  const position = page.getByTestId("wizard-position");
  await expect(position).toHaveText("Step 1 of 4 · Website");
  await page.getByLabel("Website").fill(`${site.url}/gone`);
  await page.getByRole("button", { name: "Analyse", exact: true }).click();
  await expect(position).toHaveText("Step 2 of 4 · Analysis");
  await expect(page.getByRole("alert").filter({ hasText: "We couldn't reach that website" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await shot(page, "01a-wizard-unreachable");
  await page.getByRole("button", { name: "Change the address" }).click();
  await expect(position).toHaveText("Step 1 of 4 · Website");
  await page.getByLabel("Website").fill(site.url);
  await shot(page, "01b-wizard-website");
  await phoneShot(page, "01b-wizard-website");
  // Enter in the address analyses, as the button does.
  await page.getByLabel("Website").press("Enter");
  await expect(position).toHaveText("Step 2 of 4 · Analysis");
  // The analysis showed its steps: the page read first (no credit), then the brand's fields found with AI.
  const progress = page.getByRole("list", { name: "Progress" });
  await expect(progress).toContainText("Reading the website");
  await expect(progress).toContainText("with AI");
  await expect(page.getByText("Your brand's details are ready to review.")).toBeVisible();
  await expect(progress.locator("li[aria-current=step]")).toHaveCount(0);
  await shot(page, "01c-wizard-analysis");
  await page.getByRole("button", { name: "Review the fields" }).click();
  await expect(position).toHaveText("Step 3 of 4 · Review");
  // Fields to check come first, least sure first: the voice (low), then the tagline (medium); the
  // audience is not read from a website, so it is flagged as not found.
  const check = page.getByRole("region", { name: "Check these first" });
  await expect(check.locator("[data-testid^=review-]").first()).toHaveAttribute("data-testid", "review-brandVoice");
  await expect(check.getByTestId("review-brandVoice")).toContainText("Unsure");
  await expect(check.getByTestId("review-tagline")).toContainText("Check it");
  await expect(check.getByTestId("review-targetAudience")).toContainText("Not found");
  await expect(page.getByRole("region", { name: "These look right" }).getByTestId("review-companyName")).toContainText(
    "Sure",
  );
  await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("Run every day");
  await page.getByLabel("Target audience", { exact: true }).fill("Everyday runners");
  await page.getByRole("button", { name: "Discuss tagline" }).click();
  await page.getByLabel("Message about tagline").fill("Is it punchy enough?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByText("A shorter tagline lands better.")).toBeVisible();
  await page.getByRole("region", { name: "AI suggestion" }).getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("Run every day.");
  // Every text field offers refine with AI, the brand name too.
  await page.getByRole("button", { name: "Refine brand name with AI" }).click();
  await page.getByRole("menuitem", { name: "Shorten" }).click();
  const refined = page.getByRole("region", { name: "AI suggestion" });
  await expect(refined).toContainText("Stride Running");
  await refined.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Brand name", { exact: true })).toHaveValue("Stride Running");
  await shot(page, "01d-wizard-review");
  await phoneShot(page, "01d-wizard-review");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(position).toHaveText("Step 4 of 4 · Save");
  const summary = page.getByTestId("wizard-summary");
  await expect(summary).toContainText("Stride Running");
  await expect(summary).toContainText("Run every day.");
  await expect(summary).toContainText("Everyday runners");
  await expect(page.getByTestId("brand-preview")).toContainText("Run every day.");
  await shot(page, "01e-wizard-save");
  await page.getByRole("button", { name: "Save brand profile" }).click();
  await expect(page).toHaveURL(/\/settings\/brand$/);
  await expect(page.getByText("Brand profile saved")).toBeVisible();
  await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("Run every day.");
  await shot(page, "01f-brand-saved");
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const stored = await (await request.get("/api/brand-profile", auth)).json();
  expect(stored).toMatchObject({
    companyName: "Stride Running",
    websiteUrl: site.url,
    tagline: "Run every day.",
    missionStatement: "Shoes that make daily running a joy.",
    brandVoice: "Encouraging and plain-spoken",
    targetAudience: "Everyday runners",
  });

  // A campaign planned in the chat (the answer streams in), made into a campaign, its content generated.
  await page.goto("/campaigns/plan");
  await page.getByLabel("Message", { exact: true }).fill("We launch a trail shoe in March for daily runners");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("log")).toContainText("Let's plan a spring launch for trail runners.");
  await page.getByLabel("Campaign name").fill("Spring trail launch");
  await page.getByRole("button", { name: "Create campaign from this chat" }).click();
  await expect(page.getByText("Launch the spring trail shoe to daily runners.")).toBeVisible();
  await page.getByRole("button", { name: "Generate its content" }).click();
  await expect(page.getByText("2 posts, 2 blog ideas and 2 video ideas were added as drafts.")).toBeVisible();
  await shot(page, "02-planned");
  await phoneShot(page, "02-planned");

  // One generated post reworked with AI assist (undo offered), then scheduled on X.
  await connectNetwork(page, "twitter");
  await page.getByRole("link", { name: "Open the campaign" }).click();
  await page.getByRole("link", { name: /Spring trails are calling \(twitter\)/ }).click();
  await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
  await page.getByRole("button", { name: "Condense" }).click();
  const suggestion = page.getByRole("region", { name: "AI suggestion" });
  await expect(suggestion).toContainText("Run further with less effort.");
  await expect(suggestion.getByRole("list", { name: "Character counts" })).toContainText("/ 280");
  await shot(page, "03-assist-suggestion");
  await suggestion.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(
    "Run further with less effort.\n\n#running #Stride",
  );
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await phoneShot(page, "03-assist-used");
  await page.getByLabel("Publish at").fill("2027-03-10T10:00");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post scheduled" })).toBeVisible();
  const scheduled = await (await request.get("/api/social-posts/scheduled", auth)).json();
  expect(scheduled).toMatchObject([
    { platform: "twitter", content: "Run further with less effort.\n\n#running #Stride" },
  ]);

  // Usage: plan (1) and content (6) count as AI posts, the chat as one session (of whatever the plan allows).
  await page.goto("/settings/usage");
  const limits = page.getByRole("list", { name: "Plan limits" });
  await expect(limits.getByRole("listitem").filter({ hasText: "AI posts" })).toContainText("7 of ");
  await expect(limits.getByRole("listitem").filter({ hasText: "Chat sessions" })).toContainText("1 of ");
  await shot(page, "04-usage");

  // "Generate image" in the media library: the image is stored there with its prompt, which the search finds.
  await page.goto("/media");
  await page.getByRole("button", { name: "Generate image" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Generate an image" });
  await imageDialog.getByLabel("Prompt").fill("A runner on a misty trail, mud on the shoes");
  await imageDialog.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image generated" })).toBeVisible();
  await page.getByLabel("Search media").fill("misty trail");
  await expect(page.getByRole("list", { name: "Assets" }).getByRole("listitem")).toHaveCount(1);
  await shot(page, "04-generated-image");
  await page.getByLabel("Search media").fill("no such picture");
  await expect(page.getByText("No media here yet")).toBeVisible();

  // The content-calendar generator: a week of ideas (a post, a video, a blog post, each dated), added as drafts, all shown on the calendar grid.
  await page.goto("/calendar/ideas");
  await page.getByLabel("From", { exact: true }).fill("2027-03-01");
  await page.getByLabel("To", { exact: true }).fill("2027-03-07");
  await page.getByLabel("Posts per week").fill("3");
  await page.getByRole("button", { name: "Generate ideas" }).click();
  const ideas = page.getByRole("list", { name: "Generated ideas" });
  await expect(ideas).toContainText("Trail tips");
  await expect(ideas.getByRole("listitem")).toHaveText([
    /2027-03-01.*Post/,
    /2027-03-03.*Video/,
    /2027-03-07.*Blog post/,
  ]);
  await page.getByRole("button", { name: "Add 3 ideas as drafts" }).click();
  await expect(page.getByText("3 drafts added.")).toBeVisible();
  // A saved idea cannot be added a second time.
  await expect(page.getByRole("button", { name: "All ideas added as drafts" })).toBeDisabled();
  for (const box of await ideas.getByRole("checkbox").all()) await expect(box).toBeDisabled();
  await shot(page, "05-calendar-ideas");
  await page.getByRole("link", { name: "See them on the calendar" }).click();
  const onDay = (day: string) => page.locator(`section[data-day="${day}"]`).getByTestId("planned-draft");
  await expect(onDay("2027-03-01")).toContainText("Trail tips");
  await expect(onDay("2027-03-03")).toContainText("Mud run in slow motion");
  await expect(onDay("2027-03-03")).toHaveAttribute("data-kind", "video");
  await expect(onDay("2027-03-07")).toContainText("How to pick a trail shoe");
  await expect(onDay("2027-03-07")).toHaveAttribute("data-kind", "blog");
  await expect(page.locator('section[data-day="2027-03-10"]').getByTestId("occurrence")).toBeVisible();
  await shot(page, "06-calendar-draft");
  await page.setViewportSize(PHONE);
  await expect(onDay("2027-03-07")).toContainText("How to pick a trail shoe");
  await shot(page, "06-calendar-draft-phone");
  await page.setViewportSize(DESKTOP);
  await onDay("2027-03-07").click();
  await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("How to pick a trail shoe");
  await page.goto("/calendar?view=month&date=2027-03-01");
  await onDay("2027-03-03").click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Mud run in slow motion", { timeout: 30_000 });
  await page.goto("/calendar?view=month&date=2027-03-01");
  await onDay("2027-03-01").click();
  await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();

  // The blog editor drafts a post from its title: body, excerpt, tags and categories streamed in as
  // they are written, reviewed, then used; the title stays the writer's.
  await page.goto("/content/blog/new");
  await page.getByLabel("Title", { exact: true }).fill("Cadence for trail runners");
  fake.chunkDelayMs = 700;
  await page.getByRole("button", { name: "Draft from title" }).click();
  const writing = page.getByRole("region", { name: "AI draft in progress" });
  await expect(writing).toContainText("Writing");
  await shot(page, "07-blog-draft-streaming");
  const draft = page.getByRole("region", { name: "AI suggestion" });
  await expect(draft).toContainText("Short quick steps save your knees.");
  await expect(draft).toContainText("running, form");
  await expect(draft).toContainText("Training");
  fake.chunkDelayMs = 0;
  await draft.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Markdown body")).toHaveValue("## Cadence\n\nShort quick steps save your knees.");
  await expect(page.getByLabel("Excerpt")).toHaveValue("Short quick steps, explained.");
  await expect(page.getByLabel("Tags")).toHaveValue("running, form");
  await expect(page.getByLabel("Categories")).toHaveValue("Training");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Cadence for trail runners");
  await shot(page, "08-blog-draft-used");
  // Undo brings every field back.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByLabel("Markdown body")).toHaveValue("");
  await expect(page.getByLabel("Excerpt")).toHaveValue("");
  await expect(page.getByLabel("Tags")).toHaveValue("");
  const streamed = fake.calls.filter((c) => c.stream).map((c) => c.body.response_format?.json_schema?.name ?? "text");
  expect(streamed).toEqual(expect.arrayContaining(["brand_chat", "blog_generation", "text"]));
});
