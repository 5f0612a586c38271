import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { useSocialFakes } from "../use-social-fakes";

// Issue 26's journey: connect a fake Bluesky account, sync its notifications into the inbox, triage
// five items from the keyboard (j/k, e, x, a, r), assign one, reply to one and see the reply in the
// conversation; a later mention arrives without a reload; then the same inbox at a phone's width.

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `inbox-${name}.png`), fullPage: true });

const fakes = useSocialFakes();

const MENTIONS = [
  "@reach.bsky.fake loved the new roast, thank you!",
  "@reach.bsky.fake do you ship to Canada?",
  "@reach.bsky.fake my order arrived broken, this is terrible",
  "@reach.bsky.fake is the shop open on Sunday?",
  "@reach.bsky.fake great coffee this morning",
];

test("connect Bluesky, sync, triage five items by keyboard, assign one, reply to one", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/inbox");
  await page.getByLabel("Work e-mail").fill(`inbox-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  // Nothing connected: the inbox says how to fill it.
  await page.getByRole("link", { name: "Inbox" }).first().click();
  await expect(page.getByText("Connect an account to fill your inbox")).toBeVisible();
  await shot(page, "01-nothing-connected");
  await page.getByRole("link", { name: "Connect an account" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  await page.getByRole("button", { name: "Connect Bluesky" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Bluesky" });
  await dialog.getByLabel("Handle or e-mail").fill(fakes().logins.bluesky.identifier);
  await dialog.getByLabel("App password").fill(fakes().logins.bluesky.appPassword);
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(page.getByTestId("account-bluesky")).toContainText("@reach.bsky.fake");

  // Five people mention us; Sync pulls them in, newest first.
  const uris = MENTIONS.map((text) => fakes().bluesky.addMention(text));
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Sync" }).click();
  const rows = page.getByTestId("inbox-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("great coffee this morning");
  // A question is not a complaint ("fake" in our handle once read it as Negative); a broken order is.
  await expect(rows.filter({ hasText: "ship to Canada?" })).not.toContainText("Negative");
  await expect(rows.filter({ hasText: "arrived broken" })).toContainText("Negative");
  await expect(
    page.getByRole("navigation", { name: "Inbox filters" }).getByRole("button", { name: /Unread/ }),
  ).toContainText("5");
  await shot(page, "02-synced");

  // j opens the newest (and marks it read); e archives it and opens the next.
  await page.keyboard.press("j");
  const conversation = page.getByRole("region", { name: /Conversation with/ });
  await expect(conversation.getByTestId("their-message")).toContainText("great coffee this morning");
  await page.keyboard.press("e");
  await expect(rows).toHaveCount(4);
  await expect(conversation.getByTestId("their-message")).toContainText("open on Sunday?");

  // j then k comes back; x selects it and the next, e archives both.
  await page.keyboard.press("j");
  await expect(conversation.getByTestId("their-message")).toContainText("arrived broken");
  await page.keyboard.press("k");
  await expect(conversation.getByTestId("their-message")).toContainText("open on Sunday?");
  await page.keyboard.press("x");
  await page.keyboard.press("j");
  await page.keyboard.press("x");
  await expect(page.getByRole("toolbar", { name: "Selected items" })).toContainText("2 selected");
  await shot(page, "03-two-selected");
  await page.keyboard.press("e");
  await expect(rows).toHaveCount(2);
  await expect(conversation.getByTestId("their-message")).toContainText("ship to Canada?");

  // a assigns the open item to a member (Enter picks the first: Maya).
  await page.keyboard.press("a");
  const assign = page.getByRole("dialog", { name: "Assign to" });
  await expect(assign).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(assign).toBeHidden();
  await expect(conversation.getByTestId("assignee")).toContainText("Assigned to Maya");

  // r replies: the network's count as one types, Ctrl+Enter sends, the reply shows in the conversation.
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await shot(page, "04-shortcuts");
  await page.keyboard.press("Escape");
  await page.keyboard.press("r");
  const reply = "Yes, we ship to Canada: 3-5 days.";
  await page.keyboard.type(reply);
  await expect(conversation.getByTestId("reply-count")).toHaveText(`${reply.length} / 300`);
  await page.keyboard.press("Control+Enter");
  await expect(conversation.getByTestId("our-reply")).toContainText(reply);
  await expect(page.getByText("Reply sent on Bluesky")).toBeVisible();
  const sent = [...fakes().bluesky.posts.values()].find((p) => p.record.text === reply);
  expect(sent?.record.reply?.parent.uri).toBe(uris[1]);
  await shot(page, "05-replied");

  // Escape leaves the reply box; j goes on to the last one, e archives it: all caught up.
  await page.keyboard.press("Escape");
  await page.keyboard.press("j");
  await expect(conversation.getByTestId("their-message")).toContainText("loved the new roast");
  await page.keyboard.press("e");
  await expect(page.getByText("All caught up")).toBeVisible();
  await shot(page, "06-all-caught-up");

  // A new mention synced in the background (as the 5-minute sync does) shows up without a reload.
  fakes().bluesky.addMention("@reach.bsky.fake are the beans fair trade?");
  expect((await page.request.post("/api/inbox/sync")).ok()).toBe(true);
  await expect(rows.first()).toContainText("fair trade", { timeout: 20_000 });

  // The views keep count: four archived, one replied and assigned.
  const filters = page.getByRole("navigation", { name: "Inbox filters" });
  await filters.getByRole("button", { name: "Archived" }).click();
  await expect(rows).toHaveCount(4);
  await filters.getByRole("button", { name: "Replied" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Maya");
  await shot(page, "07-replied-view");

  // A phone: one pane at a time, the conversation with a way back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Filters" }).click();
  await page
    .getByRole("navigation", { name: "Inbox filters" })
    .getByRole("button", { name: "All", exact: true })
    .click();
  await expect(rows).toHaveCount(6);
  await shot(page, "08-phone-list");
  await rows.filter({ hasText: "ship to Canada?" }).click();
  await expect(conversation.getByTestId("our-reply")).toContainText(reply);
  await shot(page, "09-phone-conversation");
  await conversation.getByRole("button", { name: "Back to the list" }).click();
  await expect(rows).toHaveCount(6);
});
