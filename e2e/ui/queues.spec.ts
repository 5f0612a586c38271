import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { approveConsent } from "../../tests/fakes/social/shared/oauth";
import { useSocialFakes } from "../use-social-fakes";

// Issue 12's queue management and posting schedule pages: a queue in its own time zone with two
// slots, edited and listed; a post added through the API shown on the queue's page at its slot;
// the posting schedule, a limit and a blackout kept across a reload; bad inputs answered field by
// field; the queue deleted with its post unscheduled, not deleted. Desktop and a 390 px phone.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const QUEUE_ZONE = "Asia/Tokyo";
const COMPANY_ZONE = "America/New_York";

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `queues-${name}.png`), fullPage });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** What the queue page prints for an instant: weekday, date and 24-hour time on the queue's clocks. */
const onQueueClocks = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: QUEUE_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

// The browser's zone becomes the company's at onboarding: the settings page shows it.
test.use({ timezoneId: COMPANY_ZONE });

useSocialFakes();

test("queues and the posting schedule: create, edit, list, add a post, settings kept, bad input, delete", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(`queues-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Harbor Bakery");
  await page.getByLabel("First name").fill("Kenji");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  // A queued post needs a connected LinkedIn account: the fake network's consent, as the browser would.
  const start = await page.request.post("/api/social/linkedin/auth/url", { data: {} });
  expect(start.status()).toBe(200);
  const back = await approveConsent((await start.json()).authUrl);
  expect(
    (await page.request.get(`${back.pathname}${back.search}`, { headers: { accept: "application/json" } })).status(),
  ).toBe(200);

  // An empty list says what a queue is.
  await page.getByRole("link", { name: "Queues" }).first().click();
  await expect(page).toHaveURL(/\/queues$/);
  await expect(page.getByRole("heading", { name: "No queues yet" })).toBeVisible();
  await shot(page, "01-empty");

  // A new queue: a zone the API does not know is refused on its field, nothing is created.
  await page.getByRole("button", { name: "New queue" }).click();
  const editor = page.getByRole("dialog", { name: "New queue" });
  await editor.getByLabel("Name").fill("Weekday tips");
  await editor.getByLabel("Time zone").fill("Mars/Olympus_Mons");
  await editor.getByRole("checkbox", { name: "LinkedIn" }).check();
  await editor.getByLabel("Slot 1 day").selectOption({ label: "Monday" });
  await editor.getByLabel("Slot 1 time").fill("09:00");
  await editor.getByRole("button", { name: "Add slot" }).click();
  await editor.getByLabel("Slot 2 day").selectOption({ label: "Wednesday" });
  await editor.getByLabel("Slot 2 time").fill("17:30");
  await editor.getByRole("button", { name: "Create queue" }).click();
  // The field's own message, not the toast's sentence that repeats it.
  const zoneError = editor.getByText("Must be an IANA time zone name such as Europe/Berlin", { exact: true });
  await expect(zoneError).toBeVisible();
  await shot(page, "02-editor-bad-zone");
  expect(await (await page.request.get("/api/queues")).json()).toEqual([]);
  // A second slot repeating the first is caught before sending.
  await editor.getByLabel("Slot 2 day").selectOption({ label: "Monday" });
  await editor.getByLabel("Slot 2 time").fill("09:00");
  await editor.getByLabel("Time zone").fill(QUEUE_ZONE);
  await expect(zoneError).toBeHidden();
  await editor.getByRole("button", { name: "Create queue" }).click();
  await expect(editor.getByText("Same day and time as another slot")).toBeVisible();
  await editor.getByLabel("Slot 2 day").selectOption({ label: "Wednesday" });
  await editor.getByLabel("Slot 2 time").fill("17:30");
  await editor.getByRole("button", { name: "Create queue" }).click();
  await expect(toast(page, "Queue created")).toBeVisible();
  await expect(editor).toBeHidden();

  const table = page.getByRole("table", { name: "Queues" });
  const row = table.getByRole("row").filter({ hasText: "Weekday tips" });
  await expect(row).toContainText(QUEUE_ZONE);
  await expect(row).toContainText("Mon 09:00 · Wed 17:30");
  const [created] = await (await page.request.get("/api/queues")).json();
  expect(created).toMatchObject({
    name: "Weekday tips",
    timeZone: QUEUE_ZONE,
    platforms: ["linkedin"],
    isActive: true,
    itemCount: 0,
    slots: [
      { dayOfWeek: 1, time: "09:00" },
      { dayOfWeek: 3, time: "17:30" },
    ],
  });

  // Edit: a new name and a Friday slot; the editor opens on what is stored.
  await page.getByRole("button", { name: "Edit Weekday tips" }).click();
  const edit = page.getByRole("dialog", { name: "Edit “Weekday tips”" });
  await expect(edit.getByLabel("Time zone")).toHaveValue(QUEUE_ZONE);
  await expect(edit.getByLabel("Slot 2 time")).toHaveValue("17:30");
  await edit.getByLabel("Name").fill("Tokyo tips");
  await edit.getByRole("button", { name: "Add slot" }).click();
  await edit.getByLabel("Slot 3 day").selectOption({ label: "Friday" });
  await edit.getByLabel("Slot 3 time").fill("12:00");
  await shot(page, "03-editor");
  await edit.getByRole("button", { name: "Save queue" }).click();
  await expect(toast(page, "Queue saved")).toBeVisible();
  const edited = table.getByRole("row").filter({ hasText: "Tokyo tips" });
  await expect(edited).toContainText("Mon 09:00 · Wed 17:30 · Fri 12:00");
  await expect(table.getByRole("row").filter({ hasText: "Weekday tips" })).toHaveCount(0);

  // A post added through the API takes the first free slot and shows on the queue's page at that time.
  const added = await page.request.post(`/api/queues/${created.id}/items`, {
    data: { content: "Fresh melon pan every Monday morning." },
  });
  expect(added.status()).toBe(201);
  const item = await added.json();
  await page.reload();
  await expect(edited.getByRole("cell", { name: "1 waiting" })).toBeVisible();
  await shot(page, "04-list");
  await edited.getByRole("link", { name: "Tokyo tips" }).click();
  await expect(page).toHaveURL(new RegExp(`/queues/${created.id}$`));
  await expect(page.getByRole("heading", { name: "Tokyo tips" })).toBeVisible();
  const queued = page.getByRole("list", { name: "Queued posts" }).getByRole("listitem");
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText("Fresh melon pan every Monday morning.");
  await expect(queued).toContainText(onQueueClocks(item.scheduledAt));
  // The next free slots are the queue's slot times on Tokyo clocks, and never the one the post holds.
  const free = page.getByRole("list", { name: "Next free slots" }).getByRole("listitem");
  await expect(free).toHaveCount(5);
  const freeTimes = await free.allTextContents();
  expect(freeTimes).not.toContain(onQueueClocks(item.scheduledAt));
  for (const t of freeTimes) expect(t).toMatch(/^(Mon|Wed|Fri), .* (09:00|17:30|12:00)$/);
  await shot(page, "05-detail", true);

  // The posting schedule: the company's zone shown, a window on Monday, a LinkedIn-only one on
  // Tuesday, a daily limit and a blackout, kept across a reload.
  await page.goto("/settings/posting-schedule");
  await expect(page.getByTestId("company-time-zone")).toHaveText(COMPANY_ZONE);
  await page.getByRole("button", { name: "Add a Monday window" }).click();
  await page.getByLabel("Monday window 1 start").fill("09:00");
  await page.getByLabel("Monday window 1 end").fill("11:00");
  await page.getByRole("button", { name: "Add a Tuesday window" }).click();
  await page.getByLabel("Tuesday window 1 start").fill("13:00");
  await page.getByLabel("Tuesday window 1 end").fill("15:30");
  await page.getByLabel("Tuesday window 1 network").selectOption({ label: "LinkedIn only" });
  await page.getByLabel("LinkedIn posts per day").fill("3");
  await page.getByRole("button", { name: "Add blackout" }).click();
  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel("Blackout 1 first day").fill(`${year}-12-24`);
  await page.getByLabel("Blackout 1 last day").fill(`${year}-12-26`);
  await page.getByLabel("Blackout 1 reason").fill("Holiday break");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(toast(page, "Posting schedule saved")).toBeVisible();
  const stored = await (await page.request.get("/api/scheduling/settings")).json();
  expect(stored).toEqual({
    timeZone: COMPANY_ZONE,
    postingWindows: [
      { dayOfWeek: 1, start: "09:00", end: "11:00" },
      { platform: "linkedin", dayOfWeek: 2, start: "13:00", end: "15:30" },
    ],
    maxPostsPerDay: { linkedin: 3 },
    // Whole days on New York clocks (UTC-5 in December): midnight of the 24th to midnight after the 26th.
    blackouts: [
      { startsAt: `${year}-12-24T05:00:00.000Z`, endsAt: `${year}-12-27T05:00:00.000Z`, reason: "Holiday break" },
    ],
  });
  await page.reload();
  await expect(page.getByLabel("Monday window 1 end")).toHaveValue("11:00");
  await expect(page.getByLabel("Tuesday window 1 network")).toHaveValue("linkedin");
  await expect(page.getByLabel("LinkedIn posts per day")).toHaveValue("3");
  await expect(page.getByLabel("Blackout 1 first day")).toHaveValue(`${year}-12-24`);
  await expect(page.getByLabel("Blackout 1 last day")).toHaveValue(`${year}-12-26`);
  await expect(page.getByLabel("Blackout 1 reason")).toHaveValue("Holiday break");
  await shot(page, "06-schedule", true);

  // Bad input: a window ending before it starts and a limit of 0 are refused on their fields, and nothing changes.
  await page.getByLabel("Monday window 1 end").fill("08:00");
  await page.getByLabel("LinkedIn posts per day").fill("0");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("Must be after the start")).toBeVisible();
  await expect(page.getByText("LinkedIn: must be at least 1")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Couldn't save the posting schedule" })).toBeVisible();
  await shot(page, "07-schedule-errors");
  expect(await (await page.request.get("/api/scheduling/settings")).json()).toEqual(stored);
  // Editing the window drops its message.
  await page.getByLabel("Monday window 1 end").fill("10:00");
  await expect(page.getByText("Must be after the start")).toBeHidden();

  // A phone: the settings, the list, the editor and a queue's page fit the screen.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByLabel("Monday window 1 end")).toHaveValue("11:00");
  await expectNoSidewaysScroll(page);
  await shot(page, "08-phone-schedule", true);
  await page.goto("/queues");
  await expect(page.getByRole("link", { name: "Tokyo tips" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, "09-phone-list");
  await page.getByRole("button", { name: "Edit Tokyo tips" }).click();
  await expect(page.getByRole("dialog", { name: "Edit “Tokyo tips”" }).getByLabel("Slot 3 time")).toHaveValue("12:00");
  await shot(page, "10-phone-editor");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("link", { name: "Tokyo tips" }).click();
  await expect(page.getByRole("list", { name: "Queued posts" })).toContainText("Fresh melon pan");
  await expectNoSidewaysScroll(page);
  await shot(page, "11-phone-detail", true);
  await page.setViewportSize(DESKTOP);

  // Delete from the queue's page: the confirmation says its post is unscheduled, not deleted.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete “Tokyo tips”?" });
  await expect(confirm).toContainText("Its 1 waiting post is unscheduled, not deleted");
  await confirm.getByRole("button", { name: "Delete queue" }).click();
  await expect(toast(page, "Queue deleted")).toContainText("1 post is back in your drafts.");
  await expect(page).toHaveURL(/\/queues$/);
  await expect(page.getByRole("heading", { name: "No queues yet" })).toBeVisible();
  const post = await page.request.get(`/api/social-posts/${item.id}`);
  expect(post.status()).toBe(200);
  expect((await post.json()).status).toBe("DRAFT");
});
