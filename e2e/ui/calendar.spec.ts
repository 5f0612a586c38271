import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  addDays,
  atMinuteOfDay,
  dayKeyOf,
  minuteOfDay,
  toZonedInput,
  weekStart,
} from "../../components/calendar/calendar-time";
import { startSocialFakes, type SocialFakes } from "../../tests/fakes/social/index";
import { approveConsent } from "../../tests/fakes/social/shared/oauth";
import { socialFakesBasePort, socialFakesEnv } from "../social-fakes";

// Issue 23 item 5: the week view (an hour grid; drag a post to another day and time), the day view
// (the same, one day; previous/next/today in the URL; moving without a mouse) and the agenda on a
// phone. The company is in New York, the browser in Tokyo: every time on screen is the company's.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const ZONE = "America/New_York";
const EMAIL = `planner-${Date.now().toString(36)}@example.test`;
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `calendar-${name}.png`), fullPage });

test.use({ timezoneId: "Asia/Tokyo" });
test.describe.configure({ mode: "serial" });

// Next week, Monday to Sunday: every slot of it is ahead whenever the test runs.
const today = dayKeyOf(new Date(), ZONE);
const monday = weekStart(addDays(today, 7));
const [tuesday, wednesday, thursday] = [1, 2, 3].map((n) => addDays(monday, n));
const at = (day: string, hour: number, minute = 0) => atMinuteOfDay(day, hour * 60 + minute, ZONE);

let fakes: SocialFakes;

test.beforeAll(async () => {
  const base = socialFakesBasePort(Number(process.env.E2E_PORT ?? 3200));
  fakes = await startSocialFakes(base);
  expect(fakes.env).toEqual(socialFakesEnv(base));
});

test.afterAll(async () => {
  await fakes?.close();
});

interface Occurrence {
  occurrenceId: string;
  sourcePostId: string;
  platform: string;
  scheduledAt: string;
  status: string;
}

async function signIn(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(EMAIL);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
}

async function occurrence(page: Page, occurrenceId: string): Promise<Occurrence> {
  const res = await page.request.get("/api/social-posts/scheduled?includeCancelled=true");
  expect(res.status()).toBe(200);
  return ((await res.json()) as Occurrence[]).find((o) => o.occurrenceId === occurrenceId)!;
}

async function postOf(page: Page, content: string): Promise<Occurrence[]> {
  const res = await page.request.get("/api/social-posts/scheduled?includeCancelled=true");
  return ((await res.json()) as (Occurrence & { content: string })[]).filter((o) => o.content === content);
}

async function schedule(page: Page, content: string, platforms: string[], scheduledAt: Date) {
  const res = await page.request.post("/api/social-posts/scheduled", {
    data: { content, platforms, scheduledAt: scheduledAt.toISOString() },
  });
  expect(res.status()).toBe(201);
}

const chip = (page: Page, occurrenceId: string) => page.locator(`[data-occurrence-id="${occurrenceId}"]`);
const column = (page: Page, day: string) => page.locator(`section[data-day="${day}"]`);

/** Where a local time of day sits on a day's column, in page coordinates. */
async function slotPoint(col: Locator, hour: number, minute: number) {
  const box = (await col.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + ((hour * 60 + minute) / 1440) * box.height + 4 };
}

/** A drag with the mouse, pausing over the target so the drop line can be checked and photographed. */
async function dragToSlot(
  page: Page,
  source: Locator,
  target: Locator,
  hour: number,
  minute: number,
  whileOver: () => Promise<void>,
) {
  await source.hover();
  await page.mouse.down();
  const point = await slotPoint(target, hour, minute);
  await page.mouse.move(point.x, point.y - 20, { steps: 4 });
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await whileOver();
  await page.mouse.up();
}

const BUNS = `Cinnamon buns out of the oven at ten ${Date.now().toString(36)}`;
const CLASS = `Sourdough class: three seats left for Saturday ${Date.now().toString(36)}`;
const LAUNCH = `New rye loaf launches today, come taste it ${Date.now().toString(36)}`;

test("week view: posts at their hour, a post dragged to another day and time, a past slot refused", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page);
  await page.getByLabel("Company name").fill("Harbor Bakery");
  await page.getByLabel("First name").fill("Ines");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();
  expect((await page.request.put("/api/company", { data: { timeZone: ZONE } })).status()).toBe(200);
  for (const platform of ["linkedin", "twitter"]) {
    const start = await page.request.post(`/api/social/${platform}/auth/url`, { data: {} });
    const back = await approveConsent((await start.json()).authUrl);
    expect(
      (await page.request.get(`${back.pathname}${back.search}`, { headers: { accept: "application/json" } })).status(),
    ).toBe(200);
  }

  // Next week: one post on two networks Tuesday 10:00, one on X Wednesday 9:00, a split on Thursday.
  await schedule(page, BUNS, ["linkedin", "twitter"], at(tuesday, 10));
  await schedule(page, CLASS, ["twitter"], at(wednesday, 9));
  const split = await page.request.post("/api/social-posts/scheduled", {
    data: {
      content: LAUNCH,
      platforms: ["linkedin", "twitter"],
      platformSchedules: [
        { platform: "linkedin", scheduledAt: at(thursday, 8).toISOString() },
        { platform: "twitter", scheduledAt: at(thursday, 12, 30).toISOString() },
      ],
    },
  });
  expect(split.status()).toBe(201);
  const buns = await postOf(page, BUNS);
  const bunsLinkedin = buns.find((o) => o.platform === "linkedin")!;
  const bunsX = buns.find((o) => o.platform === "twitter")!;

  await page.goto(`/calendar?view=week&date=${tuesday}`);
  const week = page.getByTestId("week-view");
  await expect(week).toBeVisible();
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(week.locator("section[data-day]")).toHaveCount(7);
  await expect(column(page, monday)).toHaveAttribute("aria-label", /^Monday, /);

  // Each post sits on its day's column at its hour (10:00 is 10/24 down the column), both networks side by side.
  const tuesdayColumn = column(page, tuesday);
  const linkedinChip = tuesdayColumn.locator(`[data-occurrence-id="${bunsLinkedin.occurrenceId}"]`);
  await expect(linkedinChip).toHaveAttribute("aria-label", /^10:00 AM, LinkedIn, Scheduled: Cinnamon buns/);
  await expect(tuesdayColumn.locator(`[data-occurrence-id="${bunsX.occurrenceId}"]`)).toBeVisible();
  const colBox = (await tuesdayColumn.boundingBox())!;
  const chipBox = (await linkedinChip.boundingBox())!;
  expect(Math.abs(chipBox.y - colBox.y - (10 / 24) * colBox.height)).toBeLessThan(4);
  await shot(page, "01-week");

  // Drag LinkedIn's to Thursday 2:15 PM: the drop line names the time; the API has the new day and time, X keeps its own.
  await dragToSlot(page, linkedinChip, column(page, thursday), 14, 15, async () => {
    await expect(page.getByTestId("drop-target")).toHaveText("2:15 PM");
    await shot(page, "02-week-dragging");
  });
  await expect(page.getByRole("status").filter({ hasText: "Post moved" })).toBeVisible();
  await expect(column(page, thursday).locator(`[data-occurrence-id="${bunsLinkedin.occurrenceId}"]`)).toHaveAttribute(
    "aria-label",
    /^2:15 PM, LinkedIn/,
  );
  await expect
    .poll(async () => toZonedInput((await occurrence(page, bunsLinkedin.occurrenceId)).scheduledAt, ZONE))
    .toBe(`${thursday}T14:15`);
  expect(toZonedInput((await occurrence(page, bunsX.occurrenceId)).scheduledAt, ZONE)).toBe(`${tuesday}T10:00`);
  await shot(page, "03-week-moved");

  // Previous and next week, and today, in the URL.
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${addDays(tuesday, 7)}$`));
  await expect(page.getByTestId("week-view").locator(`section[data-day="${addDays(monday, 7)}"]`)).toBeVisible();
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${tuesday}$`));
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${today}$`));
  await expect(column(page, today)).toHaveAttribute("aria-label", /\(today\)/);
  await expect(page.getByTestId("now-line")).toHaveCount(1);

  // With the browser's clock at next Wednesday noon, Monday to Wednesday morning are past: shaded, and a drop there is refused.
  await page.clock.install({ time: at(wednesday, 12) });
  await page.goto(`/calendar?view=week&date=${tuesday}`);
  const xChip = chip(page, bunsX.occurrenceId);
  await expect(xChip).toBeVisible();
  await dragToSlot(page, xChip, column(page, wednesday), 11, 0, async () => {
    await expect(page.getByTestId("drop-target")).toHaveText("In the past");
    await shot(page, "04-week-past-slot");
  });
  await expect(page.getByRole("alert").filter({ hasText: "Can't move a post into the past" })).toBeVisible();
  expect(toZonedInput((await occurrence(page, bunsX.occurrenceId)).scheduledAt, ZONE)).toBe(`${tuesday}T10:00`);
});

test("day view: one day's hours, a post dragged to a later time, previous/next/today, moving without a mouse", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page);
  await expect(page).not.toHaveURL(/signin/);
  const [sourdough] = await postOf(page, CLASS);

  // A day's heading in the week opens its day view.
  await page.goto(`/calendar?view=week&date=${tuesday}`);
  await page
    .getByRole("button", {
      name: `Open ${new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(new Date(`${wednesday}T00:00:00Z`))}`,
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${wednesday}$`));
  const day = page.getByTestId("day-view");
  await expect(day).toBeVisible();
  await expect(day.locator("section[data-day]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute("aria-pressed", "true");

  // A wide column names each post's state in words as well as its colour.
  const classChip = chip(page, sourdough.occurrenceId);
  await expect(classChip).toContainText("Scheduled");
  await expect(classChip).toContainText("9:00 AM");

  await dragToSlot(page, classChip, column(page, wednesday), 16, 30, async () => {
    await expect(page.getByTestId("drop-target")).toHaveText("4:30 PM");
  });
  await expect(page.getByRole("status").filter({ hasText: "Post moved" })).toBeVisible();
  await expect
    .poll(async () => toZonedInput((await occurrence(page, sourdough.occurrenceId)).scheduledAt, ZONE))
    .toBe(`${wednesday}T16:30`);
  await expect(classChip).toContainText("4:30 PM");
  await shot(page, "05-day");

  // Next and previous move a day; Today comes back to today; the URL follows.
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${thursday}$`));
  const launch = await postOf(page, LAUNCH);
  await expect(chip(page, launch.find((o) => o.platform === "twitter")!.occurrenceId)).toContainText("12:30 PM");
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${wednesday}$`));
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${today}$`));
  await expect(page.getByText(/^Nothing scheduled on /)).toBeVisible();

  // Without a mouse: focus the post, Enter opens it, its time field moves it; a past time is refused in words.
  await page.goto(`/calendar?view=day&date=${wednesday}`);
  await classChip.focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "X (Twitter) post" });
  await expect(details).toBeVisible();
  const field = details.getByLabel("Reschedule");
  await field.fill(`${addDays(today, -1)}T09:00`);
  await field.press("Enter");
  await expect(details.getByText("That time has passed: choose a later one")).toBeVisible();
  expect(toZonedInput((await occurrence(page, sourdough.occurrenceId)).scheduledAt, ZONE)).toBe(`${wednesday}T16:30`);
  await field.fill(`${wednesday}T18:45`);
  await field.press("Enter");
  await expect
    .poll(async () => toZonedInput((await occurrence(page, sourdough.occurrenceId)).scheduledAt, ZONE))
    .toBe(`${wednesday}T18:45`);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(classChip).toContainText("6:45 PM");
  expect(minuteOfDay((await occurrence(page, sourdough.occurrenceId)).scheduledAt, ZONE)).toBe(18 * 60 + 45);
});

test("a phone shows an agenda: days with posts, each post's time, text, networks and their states", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page);
  await expect(page).not.toHaveURL(/signin/);
  // Today: one post published, one refused by X, so the agenda shows their states too.
  const published = `Fresh focaccia on the counter ${Date.now().toString(36)}`;
  const refused = `Two for one on Tuesdays ${Date.now().toString(36)}`;
  expect((await page.request.post("/api/social/linkedin/publish", { data: { content: published } })).ok()).toBe(true);
  fakes.x.server.fail("duplicate", "publish");
  expect((await page.request.post("/api/social/twitter/publish", { data: { content: refused } })).status()).toBe(502);

  await page.goto(`/calendar?view=week&date=${tuesday}`);
  const agenda = page.getByTestId("agenda");
  await expect(agenda).toBeVisible();
  await expect(page.getByTestId("week-view")).toHaveCount(0);
  // Only the days that have posts, in order, each with its heading.
  await expect(agenda.locator("section[data-day]")).toHaveCount(3);
  await expect(agenda.getByRole("heading", { level: 3 })).toHaveText([/^Tuesday, /, /^Wednesday, /, /^Thursday, /]);
  // Tuesday: the time, the text, and the network that stayed there with its state.
  const tuesdayEntry = agenda.locator(`section[data-day="${tuesday}"]`).getByTestId("agenda-entry");
  await expect(tuesdayEntry).toHaveCount(1);
  await expect(tuesdayEntry).toContainText("10:00 AM");
  await expect(tuesdayEntry).toContainText(BUNS);
  await expect(tuesdayEntry.getByTestId("occurrence")).toHaveText(/X \(Twitter\).*Scheduled/);
  // Thursday: the split post's networks each at its own time, and the moved LinkedIn post.
  const thursdaySection = agenda.locator(`section[data-day="${thursday}"]`);
  await expect(thursdaySection.getByTestId("agenda-entry")).toHaveCount(2);
  await expect(thursdaySection.getByText("Split post: a time per network")).toBeVisible();
  await expect(thursdaySection.getByTestId("occurrence").filter({ hasText: "X (Twitter)" }).first()).toContainText(
    "12:30 PM",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "06-phone-agenda-week", true);

  // Tapping a network opens the post's details, where it can be moved.
  await tuesdayEntry.getByTestId("occurrence").click();
  await expect(page.getByRole("dialog", { name: "X (Twitter) post" }).getByLabel("Reschedule")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  // Today's agenda: published and failed, in words.
  await page.getByRole("button", { name: "Day", exact: true }).click();
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${today}$`));
  await expect(agenda.getByTestId("occurrence").filter({ hasText: "LinkedIn" })).toHaveText(/Published/);
  await expect(agenda.getByTestId("occurrence").filter({ hasText: "X (Twitter)" })).toHaveText(/Failed/);
  await expect(agenda).toContainText(published);
  await expect(agenda).toContainText(refused);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "07-phone-agenda-today", true);

  // The month on a phone is the same list, not a grid of icons.
  await page.getByRole("button", { name: "Month", exact: true }).click();
  await expect(page.getByTestId("month-view")).toHaveCount(0);
  await expect(agenda.getByTestId("agenda-entry").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
