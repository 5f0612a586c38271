import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { approveConsent } from "../../tests/fakes/social/shared/oauth";
import { useChatFakes } from "../use-chat-fakes";
import { connectNetwork, useSocialFakes } from "../use-social-fakes";

// Issue 27's journey: the owner turns approvals on and sends approvals to Slack's #approvals; an
// editor submits a post from its page; the owner sees it under the bell and in the queue (a preview
// per network) and requests changes; the editor edits and resubmits; the owner approves and
// schedules it; the fake Slack received the approvalNeeded and approvalDecided messages. Then a
// review link opened by someone without an account, who asks for changes under their name, and
// the editor's e-mail preferences. Desktop and a 390 px phone.

// Two browsers, the server, its embedded database and the fakes share two busy cores: pages can
// take well over the default 10 s to hydrate.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const chatFakes = useChatFakes();
useSocialFakes();

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `approvals-${name}.png`), fullPage });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  return (await (await request.post("/api/auth/dev-login", { data: { email } })).json()).token;
}

/** A browser of its own for one person (the config's baseURL does not reach contexts made by hand). */
const newPage = async (browser: Browser, viewport: typeof DESKTOP) =>
  (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })).newPage();

/** Signed in through the development sign-in. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser, DESKTOP);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  return page;
}

interface SlackPost {
  channel: string;
  text: string;
  blocks: { elements?: { value?: string; text?: { text: string } }[] }[];
}

test("approvals: an editor submits, the owner asks for changes, the editor resubmits, the owner approves and schedules; Slack hears of each; a client's review link", async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const stamp = Date.now().toString(36);
  const ownerEmail = `owner-${stamp}@example.test`;
  const editorEmail = `editor-${stamp}@example.test`;
  const onboarded = await request.post("/api/auth/onboarding", {
    headers: bearer(await tokenFor(request, ownerEmail)),
    data: { companyName: "Juniper Studio", firstName: "Olive", lastName: "Owner" },
  });
  expect(onboarded.status()).toBe(201);
  const owner = (await onboarded.json()).token as string;
  expect((await request.put("/api/company", { headers: bearer(owner), data: { timeZone: "UTC" } })).status()).toBe(200);
  expect(
    (
      await request.post("/api/team/invite", { headers: bearer(owner), data: { email: editorEmail, role: "editor" } })
    ).status(),
  ).toBe(201);
  const joined = await request.post("/api/auth/onboarding", {
    headers: bearer(await tokenFor(request, editorEmail)),
    data: { firstName: "Eddie", lastName: "Editor" },
  });
  expect(joined.status()).toBe(201);
  const editor = (await joined.json()).token as string;

  // The owner's Slack, through the fake's install page, sends approvals to #approvals.
  const start = await request.post("/api/integrations/channels/connect/slack", { headers: bearer(owner), data: {} });
  expect(start.status()).toBe(200);
  const back = await approveConsent((await start.json()).authUrl);
  const connected = await request.get(`${back.pathname}${back.search}`, {
    headers: { ...bearer(owner), accept: "application/json" },
  });
  expect(connected.status()).toBe(200);
  const routed = await request.put(`/api/integrations/channels/${(await connected.json()).connection.id}/settings`, {
    headers: bearer(owner),
    data: {
      channels: ["C0APPROVE"],
      notifySettings: {
        approvalNeeded: { channelId: "C0APPROVE", enabled: true },
        approvalDecided: { channelId: "C0APPROVE", enabled: true },
      },
    },
  });
  expect(routed.status()).toBe(200);

  // The owner turns approvals on in settings and connects the networks the post goes to.
  const ownerPage = await signedIn(browser, ownerEmail);
  await connectNetwork(ownerPage, "linkedin");
  await connectNetwork(ownerPage, "twitter");
  // Before that, the empty queue says approvals are off and leads to their setting.
  await ownerPage.goto("/approvals");
  await expect(ownerPage.getByText("Approvals are off")).toBeVisible();
  await ownerPage.getByRole("link", { name: "Approval settings" }).click();
  await expect(ownerPage).toHaveURL(/\/settings\/approvals$/);
  await ownerPage.getByLabel("Require approval before content is scheduled or published").check();
  await expect(toast(ownerPage, "Approval is now required")).toBeVisible();
  await shot(ownerPage, "01-settings");

  // The editor's draft, for two networks; they submit it from the post's page.
  const text = `Autumn menu launch ${stamp}: pumpkin bread is back!`;
  const draft = await request.post("/api/social-posts", {
    headers: bearer(editor),
    data: { content: text, platforms: ["linkedin", "twitter"] },
  });
  expect(draft.status()).toBe(201);
  const postId = (await draft.json()).id as string;
  const editorPage = await signedIn(browser, editorEmail);
  await editorPage.goto(`/content/social/${postId}`);
  const panel = editorPage.getByTestId("approval-panel");
  await expect(panel).toContainText("Not submitted yet");
  await panel.getByRole("button", { name: "Submit for approval" }).click();
  await expect(toast(editorPage, "Submitted for approval")).toBeVisible();
  await expect(panel).toContainText("Waiting for a reviewer");
  await shot(editorPage, "02-composer-submitted", true);
  const rounds = await request.get(`/api/approvals?contentType=social&contentId=${postId}`, {
    headers: bearer(owner),
  });
  const approvalId = (await rounds.json())[0].id as string;

  // Slack's #approvals gets it with the Approve and Request changes buttons.
  const slack = () => chatFakes().slack.posted as SlackPost[];
  const needed = () => slack().filter((p) => p.blocks[1]?.elements?.[0]?.value === approvalId);
  await expect.poll(() => needed().length, { timeout: 60_000 }).toBe(1);
  expect(needed()[0]).toMatchObject({ channel: "C0APPROVE", text: expect.stringContaining("Eddie Editor asks") });
  expect(needed()[0].blocks[1].elements!.map((e) => e.text!.text)).toEqual([
    "Approve",
    "Request changes",
    "Open in Reach",
  ]);

  // The owner's bell counts it; the list leads to the item.
  await ownerPage.goto("/approvals");
  const bell = ownerPage.getByRole("button", { name: /Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = ownerPage.getByRole("dialog", { name: "Notifications" });
  await expect(list.getByRole("link", { name: /Eddie Editor asks for your approval/ })).toBeVisible();
  await shot(ownerPage, "03-bell");
  await ownerPage.keyboard.press("Escape");

  // The queue shows it as each network will; the owner may not schedule it yet, and asks for changes.
  const item = ownerPage.getByTestId("approval-item").filter({ hasText: text });
  await expect(item.getByRole("list", { name: "Preview per network" }).getByRole("listitem")).toHaveCount(2);
  // Posted under the company's name, as the networks (and the public review page) show it, not the editor's.
  await expect(item.getByRole("list", { name: "Preview per network" }).getByRole("listitem").first()).toContainText(
    "Juniper Studio",
  );
  await shot(ownerPage, "04-queue");
  await item.getByRole("button", { name: "Request changes" }).click();
  const changes = ownerPage.getByRole("dialog", { name: "Request changes to this item" });
  await changes.getByRole("button", { name: "Request changes" }).click();
  await expect(changes.getByText("Say what should change")).toBeVisible();
  await changes.getByLabel("What should change").fill("Say when it is back: from Monday");
  await changes.getByRole("button", { name: "Request changes" }).click();
  await expect(toast(ownerPage, "Changes requested")).toBeVisible();
  await expect(item).toHaveCount(0);

  // The editor sees what to change, edits the post and resubmits it.
  await editorPage.reload();
  await expect(panel).toContainText("Changes requested: Say when it is back: from Monday");
  const edited = `${text} From Monday.`;
  await editorPage.getByLabel("Text", { exact: true }).fill(edited);
  await editorPage.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(editorPage, "Draft saved")).toBeVisible();
  await panel.getByRole("button", { name: "Resubmit for approval" }).click();
  await expect(toast(editorPage, "Resubmitted for approval")).toBeVisible();
  await expect(panel).toContainText("Waiting for a reviewer");

  // The owner approves the edited post, then schedules it from its page.
  await ownerPage.reload();
  const second = ownerPage.getByTestId("approval-item").filter({ hasText: edited });
  await second.getByRole("button", { name: "Approve" }).click();
  const approve = ownerPage.getByRole("dialog", { name: "Approve this item" });
  await approve.getByLabel("Note for the author").fill("Lovely");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(toast(ownerPage, "Approved")).toBeVisible();
  await ownerPage.getByRole("button", { name: "Approved" }).click();
  const approved = ownerPage.getByTestId("approval-item").filter({ hasText: edited });
  await expect(approved).toContainText("Lovely");
  await approved.getByText(/History/).click();
  await expect(approved.getByRole("list", { name: "History" })).toContainText("Eddie Editor resubmitted it");
  await shot(ownerPage, "05-approved-history", true);

  await approved.getByRole("link", { name: "Open the post" }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/content/social/${postId}$`));
  const ownerPanel = ownerPage.getByTestId("approval-panel");
  await expect(ownerPanel).toContainText("Approved: it can be scheduled");
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await ownerPage.getByLabel("Publish at").fill(`${day}T10:00`);
  await ownerPage.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(ownerPage, "Post scheduled")).toBeVisible();
  await shot(ownerPage, "06-scheduled", true);
  const scheduled = await request.get("/api/social-posts/scheduled", { headers: bearer(owner) });
  const occurrences = ((await scheduled.json()) as { sourcePostId: string; scheduledAt: string }[]).filter(
    (o) => o.sourcePostId === postId,
  );
  expect(occurrences.map((o) => o.scheduledAt)).toEqual([`${day}T10:00:00.000Z`, `${day}T10:00:00.000Z`]);
  await editorPage.reload();
  await expect(panel).toContainText("Approved");

  // Slack heard each step: needed (submitted, resubmitted), each of those replaced once decided (its
  // Approve and Request changes buttons gone, who decided said), and decided (changes asked, approved).
  const asked = () => slack().filter((p) => p.text.includes("Eddie Editor asks"));
  await expect.poll(() => asked().length, { timeout: 60_000 }).toBe(2);
  await expect.poll(() => needed().length, { timeout: 60_000 }).toBe(0);
  expect(asked().map((p) => p.text.split("\n").at(-1))).toEqual([
    expect.stringMatching(/^Olive Owner .+ this content\.$/),
    "Olive Owner approved this content.",
  ]);
  const decided = () => slack().filter((p) => /Olive Owner (approved|asked for changes to) your content/.test(p.text));
  await expect.poll(() => decided().length, { timeout: 60_000 }).toBe(2);
  expect(decided().map((p) => p.text.split("\n")[0])).toEqual([
    "Olive Owner asked for changes to your content",
    "Olive Owner approved your content",
  ]);
  expect(decided().every((p) => p.channel === "C0APPROVE")).toBe(true);

  // A review link for a client, who asks for changes without an account.
  const clientText = `Client teaser ${stamp}`;
  const clientPost = await request.post("/api/social-posts", {
    headers: bearer(editor),
    data: { content: clientText, platforms: ["linkedin"] },
  });
  const submitted = await request.post("/api/approvals", {
    headers: bearer(editor),
    data: { contentType: "social", contentId: (await clientPost.json()).id },
  });
  expect(submitted.status()).toBe(201);
  await ownerPage.goto("/approvals");
  const shared = ownerPage.getByTestId("approval-item").filter({ hasText: clientText });
  await shared.getByRole("button", { name: "Share a review link" }).click();
  const code = shared.locator("code");
  await expect(code).toContainText("/review/");
  const url = (await code.textContent())!;
  expect(url).toMatch(/\/review\/[\w-]+$/);

  const outsider = await newPage(browser, PHONE);
  await outsider.goto(new URL(url).pathname);
  await expect(outsider.getByRole("heading", { name: "Juniper Studio asks for your review" })).toBeVisible();
  await expect(outsider.getByText(clientText)).toBeVisible();
  await outsider.getByRole("button", { name: "Request changes" }).click();
  await expect(outsider.getByText("Say who you are")).toBeVisible();
  await outsider.getByLabel("Your name").fill("Clara Client");
  await outsider.getByLabel("Comment").fill("Add our logo");
  await shot(outsider, "07-review-phone", true);
  await outsider.getByRole("button", { name: "Request changes" }).click();
  await expect(outsider.getByText("Thank you: your decision is recorded.")).toBeVisible();
  await expect(outsider.getByRole("list", { name: "History" })).toContainText("Clara Client (review link)");
  await shot(outsider, "08-review-done-phone", true);

  // The owner's queue on a phone: the client's request is in the item's history.
  await ownerPage.setViewportSize(PHONE);
  await ownerPage.getByRole("button", { name: "Changes requested" }).click();
  const requested = ownerPage.getByTestId("approval-item").filter({ hasText: clientText });
  await expect(requested).toContainText("Add our logo");
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(ownerPage, "09-queue-phone", true);
  await ownerPage.getByRole("button", { name: /Notifications/ }).click();
  await shot(ownerPage, "10-bell-phone");

  // The editor's notification preferences.
  await editorPage.goto("/settings/notifications");
  const byMail = editorPage.getByRole("checkbox", { name: "Approval decided: by e-mail" });
  await expect(byMail).toBeChecked();
  await byMail.uncheck();
  await expect(editorPage.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await editorPage.reload();
  await expect(editorPage.getByRole("checkbox", { name: "Approval decided: by e-mail" })).not.toBeChecked();
  await shot(editorPage, "11-preferences");
});
