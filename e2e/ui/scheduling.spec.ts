import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { addDays, dayKeyOf, toZonedInput } from "../../components/calendar/calendar-time";
import { connectNetwork, useSocialFakes } from "../use-social-fakes";

// Issue 12's journey: a post to LinkedIn and X at different times from the composer, both on the
// calendar, the later one dragged to another day (its time of day kept), the first one turning
// Published on the calendar without a reload; a refused post's cause and a retry; a phone.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const ZONE = "America/New_York";
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `scheduling-${name}.png`), fullPage });

// The browser sits in another zone than the company: every time on screen is the company's.
test.use({ timezoneId: "Asia/Tokyo" });

const fakes = useSocialFakes();

interface Occurrence {
  occurrenceId: string;
  sourcePostId: string;
  platform: string;
  scheduledAt: string;
  splitGroupId: string | null;
  status: string;
}

async function occurrencesOf(page: Page, postId: string): Promise<Occurrence[]> {
  const res = await page.request.get("/api/social-posts/scheduled?includeCancelled=true");
  expect(res.status()).toBe(200);
  return ((await res.json()) as Occurrence[]).filter((o) => o.sourcePostId === postId);
}

const chip = (page: Page, occurrenceId: string) => page.locator(`[data-occurrence-id="${occurrenceId}"]`);
const dayCell = (page: Page, day: string) => page.locator(`section[data-day="${day}"]`);

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("schedule a post to two networks at different times, see both on the calendar, drag one to another day, watch the other publish", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(`scheduler-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Harbor Bakery");
  await page.getByLabel("First name").fill("Ines");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();
  expect((await page.request.put("/api/company", { data: { timeZone: ZONE } })).status()).toBe(200);

  // An empty calendar says so.
  await page.goto("/calendar");
  await expect(page.getByText(/^Nothing scheduled in /)).toBeVisible();

  // Without an account the composer offers no network to schedule on, and says where to connect one.
  const text = `Cinnamon buns out of the oven ${Date.now().toString(36)}`;
  await page.goto("/content/social/new");
  await page.getByLabel("Text", { exact: true }).fill(text);
  await expect(page.getByRole("checkbox", { name: "LinkedIn" })).toHaveCount(0);
  await expect(page.getByText(/No connected accounts yet: nothing can be published/)).toBeVisible();
  // Nothing written: no post, no occurrence.
  expect(await (await page.request.get("/api/social-posts")).json()).toEqual([]);
  expect(await (await page.request.get("/api/social-posts/scheduled")).json()).toEqual([]);

  await connectNetwork(page, "linkedin");
  await connectNetwork(page, "twitter");
  await page.reload();
  await page.getByLabel("Text", { exact: true }).fill(text);
  await page.getByRole("checkbox", { name: "LinkedIn" }).check();
  await page.getByRole("checkbox", { name: "X (Twitter)" }).check();
  await expect(page.getByText(/No connected .* account yet/)).toHaveCount(0);

  // A time per network: LinkedIn at the next whole minute at least a minute away, X two days later at 10:00.
  await page.getByText("Per network", { exact: true }).click();
  await expect(page.getByTestId("suggested-time").first()).toBeVisible();
  const linkedinAt = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const linkedinDay = dayKeyOf(linkedinAt, ZONE);
  const xDay = addDays(linkedinDay, 2);
  await page.getByLabel("LinkedIn at").fill(toZonedInput(linkedinAt, ZONE));
  await page.getByLabel("X (Twitter) at").fill(`${xDay}T10:00`);
  await shot(page, "01-composer-schedule-step");
  await page.getByRole("button", { name: "Schedule per network" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post scheduled" })).toBeVisible();
  await expect(page).toHaveURL(/\/content\/social\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;

  // One occurrence per network, one split group, the times as entered on the company's clock.
  const scheduled = await occurrencesOf(page, postId);
  expect(scheduled).toHaveLength(2);
  const linkedin = scheduled.find((o) => o.platform === "linkedin")!;
  const x = scheduled.find((o) => o.platform === "twitter")!;
  expect(linkedin.splitGroupId).toBeTruthy();
  expect(x.splitGroupId).toBe(linkedin.splitGroupId);
  expect(new Date(linkedin.scheduledAt).getTime()).toBe(linkedinAt.getTime());
  expect(toZonedInput(x.scheduledAt, ZONE)).toBe(`${xDay}T10:00`);

  // Both on the calendar, in the company's zone (the browser is in Tokyo).
  await page.goto(`/calendar?view=month&date=${linkedinDay}`);
  await expect(chip(page, linkedin.occurrenceId)).toBeVisible();
  if (!(await dayCell(page, xDay).count())) await page.getByRole("button", { name: "Next month" }).click();
  const xChip = chip(page, x.occurrenceId);
  await expect(xChip).toBeVisible();
  await expect(xChip).toHaveAttribute("aria-label", /^10:00 AM, X \(Twitter\), Scheduled, split post: Cinnamon buns/);
  await expect(dayCell(page, xDay).locator(`[data-occurrence-id="${x.occurrenceId}"]`)).toBeVisible();

  // Drag X to the day before: the day moves, the time of day stays.
  const target = addDays(xDay, -1);
  await xChip.dragTo(dayCell(page, target));
  await expect(page.getByRole("status").filter({ hasText: "Post moved" })).toBeVisible();
  await expect(dayCell(page, target).locator(`[data-occurrence-id="${x.occurrenceId}"]`)).toBeVisible();
  const moved = (await occurrencesOf(page, postId)).find((o) => o.platform === "twitter")!;
  expect(toZonedInput(moved.scheduledAt, ZONE)).toBe(`${target}T10:00`);
  expect(moved.status).toBe("SCHEDULED");
  await page.getByRole("heading", { level: 2 }).first().scrollIntoViewIfNeeded();
  await shot(page, "02-calendar-month", true);

  // Without dragging: the details' date-time field moves it too (one hour later).
  await xChip.click();
  const details = page.getByRole("dialog", { name: "X (Twitter) post" });
  await expect(details).toContainText(text);
  await expect(details).toContainText("Split post: the same text at another time on");
  await details.getByLabel("Reschedule").fill(`${target}T11:00`);
  await details.getByRole("button", { name: "Move" }).click();
  await expect
    .poll(async () =>
      toZonedInput((await occurrencesOf(page, postId)).find((o) => o.platform === "twitter")!.scheduledAt, ZONE),
    )
    .toBe(`${target}T11:00`);
  await details.getByRole("button", { name: "Close" }).click();

  // LinkedIn publishes at its time: the calendar shows it without a reload, the network has it.
  await page.goto(`/calendar?view=month&date=${linkedinDay}`);
  const linkedinChip = chip(page, linkedin.occurrenceId);
  await expect(linkedinChip).toHaveAttribute("data-status", "SCHEDULED");
  await expect(linkedinChip).toHaveAttribute("data-status", "PUBLISHED", { timeout: 180_000 });
  expect([...fakes().linkedin.posts.values()].filter((p) => p.commentary === text)).toHaveLength(1);
  expect([...fakes().x.tweets.values()].filter((t) => t.text === text)).toHaveLength(0);
  await linkedinChip.click();
  const published = page.getByRole("dialog", { name: "LinkedIn post" });
  await expect(published).toContainText("Live on the network");
  await expect(published.getByRole("link", { name: "View on LinkedIn" })).toBeVisible();
  await shot(page, "03-details-published");
  await published.getByRole("button", { name: "Close" }).click();

  // A refused post: the cause in words, a retry that publishes it.
  const refused = `Two for one on Tuesdays ${Date.now().toString(36)}`;
  fakes().x.server.fail("duplicate", "publish");
  const publishNow = await page.request.post("/api/social/twitter/publish", { data: { content: refused } });
  expect(publishNow.status()).toBe(502);
  const failedId = (await publishNow.json()).occurrence.occurrenceId as string;
  await page.goto(`/calendar?view=week&date=${dayKeyOf(new Date(), ZONE)}`);
  const failedChip = chip(page, failedId);
  await expect(failedChip).toHaveAttribute("data-status", "FAILED");
  await shot(page, "04-calendar-week", true);
  await failedChip.click();
  const failure = page.getByRole("dialog", { name: "X (Twitter) post" });
  await expect(failure.getByRole("alert")).toContainText(/duplicate/i);
  await shot(page, "05-details-failed");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(failure).toContainText("Live on the network", { timeout: 60_000 });
  await failure.getByRole("button", { name: "Close" }).click();
  await expect(failedChip).toHaveAttribute("data-status", "PUBLISHED");
  expect([...fakes().x.tweets.values()].filter((t) => t.text === refused)).toHaveLength(1);

  // Add to a queue: the post takes the queue's next free slot, on the queue's clock.
  const queue = await page.request.post("/api/queues", {
    data: {
      name: "Lunch specials",
      platforms: ["linkedin"],
      timeZone: ZONE,
      slots: [{ dayOfWeek: null, time: "12:00" }],
    },
  });
  expect(queue.status()).toBe(201);
  const queueId = (await queue.json()).id as string;
  const queued = `Soup of the day ${Date.now().toString(36)}`;
  await page.goto("/content/social/new");
  await page.getByLabel("Text", { exact: true }).fill(queued);
  await page.getByRole("checkbox", { name: "LinkedIn" }).check();
  await page.getByText("Queue", { exact: true }).click();
  await page.getByRole("combobox", { name: "Queue" }).selectOption({ label: "Lunch specials (0 waiting)" });
  await expect(page.getByText(`Goes into the next free slot (${ZONE}) on LinkedIn.`)).toBeVisible();
  await shot(page, "06-composer-queue");
  await page.getByRole("button", { name: "Add to queue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to the queue" })).toBeVisible();
  await expect(page).toHaveURL(/\/content\/social\/[0-9a-f-]{36}$/);
  const items = (await (await page.request.get(`/api/queues/${queueId}/items`)).json()) as {
    content: string;
    scheduledAt: string;
    platforms: string[];
  }[];
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ content: queued, platforms: ["linkedin"] });
  expect(toZonedInput(items[0].scheduledAt, ZONE).slice(11)).toBe("12:00");

  // A phone: the month and week are agenda lists, and they and the composer's schedule step fit the screen.
  await page.setViewportSize(PHONE);
  await page.goto(`/calendar?view=month&date=${linkedinDay}`);
  await expect(chip(page, linkedin.occurrenceId)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, "07-calendar-month-phone", true);
  await page.getByRole("button", { name: "Week" }).click();
  await expect(page.getByTestId("agenda")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, "08-calendar-week-phone", true);
  await page.goto("/content/social/new");
  await page.getByRole("checkbox", { name: "LinkedIn" }).check();
  await page.getByRole("checkbox", { name: "X (Twitter)" }).check();
  await page.getByText("Per network", { exact: true }).click();
  await expect(page.getByTestId("suggested-time").first()).toBeVisible();
  await page.getByTestId("suggested-time").first().click();
  await expect(page.getByLabel("LinkedIn at")).not.toHaveValue("");
  await expectNoSidewaysScroll(page);
  await shot(page, "09-composer-phone", true);
});
