import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { META_FAKE_PAGES } from "@/tests/fakes/social/meta/server";
import { api } from "../helpers/app";
import { connectOAuth, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * Facebook Messenger through the app: a page's conversations (Graph /{page}/conversations with
 * their messages) synced into the inbox once, the page's own messages left out; a reply goes to the
 * person by the Send API as a RESPONSE; outside Messenger's 24-hour window it is refused in words.
 */
let fakes: SocialFakes;
let owner: TestUser;
let accountId: string;
const page = META_FAKE_PAGES[0];

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  const { callback } = await connectOAuth(owner, "facebook");
  expect(callback.status).toBe(200);
  accountId = callback.body.account.id;
});

const itemsOf = () =>
  adminDb().inboxItem.findMany({ where: { socialAccountId: accountId }, orderBy: { platformCreatedAt: "asc" } });

describe("Facebook Messenger through the app", () => {
  it("asks for Messenger's permissions when connecting the page", async () => {
    const authorize = fakes.meta.server.received("authorize").at(-1)!;
    expect(authorize.query.get("scope")?.split(",")).toEqual(
      expect.arrayContaining(["pages_messaging", "pages_manage_metadata"]),
    );
  });

  it("syncs the page's Messenger conversations into the inbox once, as direct messages", async () => {
    // Graph's times have whole seconds: a minute apart, so the order is Robin's then Sam's.
    const first = fakes.meta.addMessage(
      page.id,
      "Hi! Do you have oat milk?",
      { psid: "7010000000000011", name: "Robin" },
      new Date(Date.now() - 60_000),
    );
    fakes.meta.addMessage(page.id, "Can I book a table for 6?", { psid: "7010000000000012", name: "Sam" });
    const ctx = tenantCtxFor(owner.companyId);
    expect(await syncAccountInbox(ctx, accountId)).toBe(2);
    expect(await syncAccountInbox(ctx, accountId)).toBe(0);
    const items = await itemsOf();
    expect(items.map((i) => [i.content, i.type, i.authorName])).toEqual([
      ["Hi! Do you have oat milk?", "DM", "Robin"],
      ["Can I book a table for 6?", "DM", "Sam"],
    ]);
    expect(items[0].platformItemId).toBe(first.id);
    const asked = fakes.meta.server.received("inbox-messages").at(-1)!;
    expect(asked.query.get("platform")).toBe("messenger");
  });

  it("answers a message by the Send API to its sender; the page's answer is not synced back as new", async () => {
    const item = (await itemsOf())[0];
    const res = await api.post(`/api/inbox/${item.id}/reply`, {
      token: owner.token,
      body: { content: "Yes, and almond too." },
    });
    expect(res.status, res.text).toBeLessThan(300);
    const sent = fakes.meta.server.received("send-message").at(-1)!;
    expect(JSON.parse(sent.body.toString("utf8"))).toEqual({
      recipient: { id: "7010000000000011" },
      messaging_type: "RESPONSE",
      message: { text: "Yes, and almond too." },
    });
    const conversation = [...fakes.meta.conversations.values()].find((c) => c.psid === "7010000000000011")!;
    expect(conversation.messages.at(-1)).toMatchObject({ text: "Yes, and almond too.", from: { id: page.id } });
    expect(await syncAccountInbox(tenantCtxFor(owner.companyId), accountId)).toBe(0);
  });

  it("a reply after Messenger's 24-hour window is refused with Facebook's reason, the account left connected", async () => {
    fakes.meta.addMessage(
      page.id,
      "Are you open on Monday?",
      { psid: "7010000000000013", name: "Alex" },
      new Date(Date.now() - 30 * 3_600_000),
    );
    expect(await syncAccountInbox(tenantCtxFor(owner.companyId), accountId)).toBe(1);
    const item = (await itemsOf()).find((i) => i.content === "Are you open on Monday?")!;
    const before = fakes.meta.server.received("send-message").length;
    const res = await api.post(`/api/inbox/${item.id}/reply`, { token: owner.token, body: { content: "Yes!" } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).toMatch(/outside of allowed window/);
    expect(fakes.meta.server.received("send-message").length - before).toBe(1);
    const account = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.status).toBe("connected");
  });
});
