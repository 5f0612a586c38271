import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { interactionRequest } from "../../tests/fakes/slack/server";
import { useChatFakes } from "../use-chat-fakes";

// Issue 27's team chat: connect Slack through its (fake) install page and Discord by webhook URL,
// send approvals to #approvals, send a test message; a post submitted for approval reaches Slack
// with Approve buttons, a reviewer's click in Slack approves it (the message then says so instead of
// showing its buttons) and the decision reaches Slack too;
// then disconnect Discord.

// The server, its embedded database, the fakes and the browser share two busy cores: pages can take
// well over the default 10 s to hydrate.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "e2e/screenshots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `teamchat-${name}.png`), fullPage: true });

const fakes = useChatFakes();

test("connect Slack and Discord, route approvals to a channel, test message, approve from Slack, disconnect", async ({
  page,
  playwright,
}) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  await page.goto("/settings/team-chat");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill(`chat-${tag}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill("Northwind Coffee");
  await page.getByLabel("First name").fill("Maya");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Team chat" }).click();
  await expect(page).toHaveURL(/\/settings\/team-chat$/);
  await expect(page.getByText("No team chat is connected yet.")).toBeVisible();
  await shot(page, "01-nothing-connected");

  // Slack: our button, Slack's install page, back here connected.
  await page.getByRole("button", { name: "Connect Slack" }).click();
  await expect(page).toHaveTitle(/Slack \(fake\)/);
  await shot(page, "02-slack-install-page");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/settings\/team-chat$/);
  await expect(page.getByText("Slack connected")).toBeVisible();
  const slackCard = page.getByTestId("chat-connection-slack");
  await expect(slackCard).toContainText("Northwind (fake Slack)");

  // A test before any channel is picked says what to do, not to fix fields.
  await slackCard.getByRole("button", { name: "Send test message" }).click();
  await expect(page.getByText("Choose a channel for a notification first: the test message goes there.")).toBeVisible();

  // Approvals to #approvals.
  await slackCard.getByLabel("Approval needed").selectOption({ label: "#approvals" });
  await slackCard.getByLabel("Approval decided").selectOption({ label: "#approvals" });
  await slackCard.getByRole("button", { name: "Save channels" }).click();
  await expect(page.getByText("Slack gets the notifications you chose.")).toBeVisible();
  await slackCard.getByRole("button", { name: "Send test message" }).click();
  await expect(page.getByText("Test message sent")).toBeVisible();
  expect(fakes().slack.posted.at(-1)).toMatchObject({ channel: "C0APPROVE", text: /Reach is connected/ });
  await shot(page, "03-slack-channels-chosen");

  // Discord by a channel's webhook URL.
  const hook = fakes().discord.createWebhook("Marketing alerts");
  await page.getByRole("button", { name: "Connect Discord" }).click();
  await page.getByLabel("Webhook URL").fill(hook.url);
  await shot(page, "04-discord-dialog");
  await page.getByRole("dialog").getByRole("button", { name: "Connect Discord" }).click();
  const discordCard = page.getByTestId("chat-connection-discord");
  await expect(discordCard).toContainText("Marketing alerts");
  expect(fakes().discord.posted.at(-1)?.embeds[0].title).toBe("Reach is connected");

  // A reviewer in the company whose Slack account has the same e-mail.
  const reviewerEmail = `reviewer-${tag}@example.test`;
  const invite = await page.request.post("/api/team/invite", { data: { email: reviewerEmail, role: "admin" } });
  expect(invite.status()).toBe(201);
  const outsider = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await outsider.post("/api/auth/dev-login", { data: { email: reviewerEmail } });
  const joined = await outsider.post("/api/auth/onboarding", {
    data: { firstName: "Rita", lastName: "Reviewer" },
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
  });
  expect(joined.status()).toBe(201);
  fakes().slack.members.set("U0RITA", reviewerEmail);

  // Submitting a post for approval reaches #approvals with the buttons.
  const post = await page.request.post("/api/social-posts", {
    data: { content: `Spring blend launch ${tag}`, platforms: ["bluesky"] },
  });
  expect(post.status()).toBe(201);
  const submitted = await page.request.post("/api/approvals", {
    data: { contentType: "social", contentId: (await post.json()).id },
  });
  expect(submitted.status()).toBe(201);
  const approvalId = (await submitted.json()).id as string;
  const withButtons = () => fakes().slack.posted.find((p) => p.blocks[1]?.elements?.[0]?.value === approvalId);
  await expect.poll(withButtons, { timeout: 30_000 }).toBeTruthy();
  expect(withButtons()!.blocks[1].elements.map((e: { text: { text: string } }) => e.text.text)).toEqual([
    "Approve",
    "Request changes",
    "Open in Reach",
  ]);

  // Rita clicks Approve on that message in Slack: Slack calls the app, signed.
  const message = structuredClone(withButtons()!);
  const click = interactionRequest({
    userId: "U0RITA",
    actionId: "approval.approve",
    value: approvalId,
    message,
  });
  const answer = await outsider.post("/api/integrations/channels/slack/interactions", {
    data: click.body,
    headers: click.headers,
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).text).toBe("Rita Reviewer approved this content.");
  const item = await page.request.get(`/api/approvals/${approvalId}`);
  expect((await item.json()).status).toBe("approved");
  // The clicked message now says who approved it, and offers only the link.
  const replaced = fakes().slack.updated.at(-1)!;
  expect(replaced).toMatchObject({ channel: message.channel, ts: message.ts });
  expect(replaced.text).toMatch(/Rita Reviewer approved this content\.$/);
  const words = (e: { text: string | { text: string } }) => (typeof e.text === "string" ? e.text : e.text.text);
  expect(replaced.blocks.flatMap((b) => b.elements ?? []).map(words)).toEqual([
    "Rita Reviewer approved this content.",
    "Open in Reach",
  ]);
  await expect
    .poll(() => fakes().slack.posted.some((p) => /Rita Reviewer approved your content/.test(p.text)), {
      timeout: 30_000,
    })
    .toBe(true);
  await outsider.dispose();

  // Disconnect Discord, with confirmation.
  await page.reload();
  await discordCard.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Reach no longer sends notifications to Marketing alerts.")).toBeVisible();
  await expect(discordCard).toHaveCount(0);
  await expect(slackCard).toBeVisible();
  await shot(page, "05-after-disconnect");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "06-phone");
});
