import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { useSocialFakes } from "../use-social-fakes";

// Issue 26's journey: connect a fake Bluesky account, sync its notifications into the inbox, triage
// five items from the keyboard (j/k, e, x, a, r), assign one, reply to one and see the reply in the
// conversation; a later mention arrives without a reload and a notification's link opens it; a saved
// filter survives a reload; then the same inbox at a phone's width.

// Pages can take over 10 s to hydrate on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `inbox-${name}.png`), fullPage: true, animations: "disabled" });

const fakes = useSocialFakes();

const MENTIONS = [
  "@reach.bsky.fake loved the new roast, thank you!",
  "@reach.bsky.fake do you ship to Canada?",
  "@reach.bsky.fake my order arrived broken, this is terrible",
  "@reach.bsky.fake is the shop open on Sunday?",
  "@reach.bsky.fake great coffee this morning",
];

test("connect Bluesky, sync, triage five items by keyboard, assign one, reply to one", async ({ page }) => {
  test.setTimeout(480_000);
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
  // Nothing to list: no empty Kinds heading, and the reading pane does not offer j for a first item.
  await expect(page.getByText("A message you pick from the list opens here.")).toBeVisible();
  await expect(page.getByText(/press j/)).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Inbox filters" }).getByRole("heading", { name: "Kinds" }),
  ).toHaveCount(0);
  await shot(page, "01-nothing-connected");
  await page.getByRole("link", { name: "Connect an account" }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  await page.getByRole("button", { name: "Connect Bluesky" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Bluesky" });
  await dialog.getByLabel("Handle or e-mail").fill(fakes().logins.bluesky.identifier);
  await dialog.getByLabel("App password").fill(fakes().logins.bluesky.appPassword);
  await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
  await expect(page.getByTestId("account-bluesky")).toContainText("@reach.bsky.fake");

  // The shared confirmation dialog, by keyboard: focus goes in (on Cancel: disconnecting is not to be
  // done by a stray Enter), Tab and Shift+Tab stay inside, Escape closes and focus returns to the opener.
  const disconnect = page.getByRole("button", { name: "Disconnect @reach.bsky.fake" });
  await disconnect.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Disconnect @reach.bsky.fake?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Disconnect", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(confirm.getByRole("button", { name: "Disconnect", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(disconnect).toBeFocused();
  await expect(page.getByTestId("account-bluesky")).toContainText("@reach.bsky.fake");

  // A saved reply for later, with placeholders the reply box fills from the item.
  const savedReply = await page.request.post("/api/inbox/saved-replies", {
    data: { name: "Thanks", content: "Thanks {{authorName}} (@{{authorHandle}})!" },
  });
  expect(savedReply.status()).toBe(201);

  // Five people mention us; Sync pulls them in, newest first.
  const uris = MENTIONS.map((text) => fakes().bluesky.addMention(text));
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Sync", exact: true }).click();
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

  // A saved reply fills the box for the author, ready to edit; nothing is sent until asked.
  await conversation.getByRole("button", { name: "Saved replies" }).click();
  await page.getByRole("menuitem", { name: "Thanks" }).click();
  const box = conversation.getByRole("textbox", { name: "Reply to A Friend" });
  await expect(box).toHaveValue("Thanks A Friend (@friend.bsky.fake)!");
  await expect(box).toBeFocused();
  await box.fill("");

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

  // A notification's link (/inbox?item=...) opens that conversation, and opening it reads it.
  const found = await page.request.get("/api/inbox", { params: { search: "fair trade" } });
  const [fairTrade] = (await found.json()).items as Array<{ id: string; status: string }>;
  expect(fairTrade.status).toBe("UNREAD");
  await page.goto(`/inbox?item=${fairTrade.id}`);
  await expect(conversation.getByTestId("their-message")).toContainText("are the beans fair trade?");
  await expect(conversation.getByRole("heading")).toContainText("A Friend @friend.bsky.fake");
  await expect
    .poll(async () => (await (await page.request.get(`/api/inbox/${fairTrade.id}`)).json()).status)
    .toBe("READ");

  // The keys stay the inbox's after a click on a row's checkbox: Escape clears the selection.
  await rows.first().getByRole("checkbox").click();
  const selection = page.getByRole("toolbar", { name: "Selected items" });
  await expect(selection).toContainText("1 selected");
  await page.keyboard.press("Escape");
  await expect(selection).toBeHidden();

  // The views keep count: four archived, one replied and assigned.
  const filters = page.getByRole("navigation", { name: "Inbox filters" });
  await filters.getByRole("button", { name: "Archived" }).click();
  await expect(rows).toHaveCount(4);
  await filters.getByRole("button", { name: "Replied" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Maya");
  await shot(page, "07-replied-view");

  // A filter saved by name stays in this browser: Bluesky's replies, back after a reload in one click.
  await filters.getByRole("button", { name: /^Bluesky/ }).click();
  await filters.getByRole("button", { name: "Save the current filter" }).click();
  await filters.getByLabel("Name of the filter").fill("Bluesky replies");
  await filters.getByRole("button", { name: "Save", exact: true }).click();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("fair trade");
  await filters.getByRole("button", { name: "Bluesky replies", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("ship to Canada?");
  await shot(page, "08-saved-filter");

  // A phone: one pane at a time, the conversation with a way back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Filters" }).click();
  await page
    .getByRole("navigation", { name: "Inbox filters" })
    .getByRole("button", { name: "All", exact: true })
    .click();
  await expect(rows).toHaveCount(6);
  await shot(page, "09-phone-list");
  await rows.filter({ hasText: "ship to Canada?" }).click();
  await expect(conversation.getByTestId("our-reply")).toContainText(reply);
  await shot(page, "10-phone-conversation");
  await conversation.getByRole("button", { name: "Back to the list" }).click();
  await expect(rows).toHaveCount(6);
});
