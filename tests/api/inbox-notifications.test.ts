import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { tenantCtxFor } from "@/lib/db";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { api } from "../helpers/app";
import { mailsTo } from "../helpers/mail";
import { connectAccount } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

// Issue 26, "Notifications": a new item that requires action tells the member assigned to its
// conversation, in the app and by e-mail as that member chose; its link opens the item.

let owner: TestUser;
let editor: TestUser;
let accountId: string;

const author = { id: "did:plc:customer", username: "customer.bsky.fake", displayName: "Cus Tomer", avatarUrl: null };
const networkItem = (text: string, opts: Partial<NetworkItem> = {}): NetworkItem => ({
  id: `at://did:plc:customer/app.bsky.feed.post/${randomUUID()}`,
  kind: "mention",
  text,
  createdAt: new Date(),
  url: null,
  author,
  subjectPostId: null,
  ...opts,
});
const store = (items: NetworkItem[]) => storeInboxItems(tenantCtxFor(owner.companyId), accountId, items);
const bell = (user: TestUser) => api.get("/api/notifications", { token: user.token });
const inboxBell = async (user: TestUser) =>
  (await bell(user)).body.items.filter((n: { kind: string }) => n.kind === "newComment");

beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
  accountId = (await connectAccount(owner, "bluesky")).id;
});

describe("inbox notifications", () => {
  it("an answer needing action in an assigned conversation tells the assignee, by preference, linking to the item", async () => {
    const root = networkItem("Where is my order?");
    const [rootId] = (await store([root])).ids;
    const assigned = await api.put(`/api/inbox/${rootId}`, {
      token: owner.token,
      body: { assignedToId: editor.userId },
    });
    expect(assigned.status, assigned.text).toBe(200);
    const prefs = await api.put("/api/notifications/preferences", {
      token: editor.token,
      body: { preferences: [{ kind: "newComment", inApp: true, email: true }] },
    });
    expect(prefs.status, prefs.text).toBe(200);

    const text = `Any news? ${randomUUID().slice(0, 8)}`;
    const [answerId] = (await store([networkItem(text, { kind: "reply", subjectPostId: root.id })])).ids;
    const answer = await api.get(`/api/inbox/${answerId}`, { token: owner.token });
    expect(answer.body).toMatchObject({ assignedToId: editor.userId, requiresAction: true });

    expect(await inboxBell(editor)).toEqual([
      expect.objectContaining({ title: "Cus Tomer on Bluesky", body: text, link: `/inbox?item=${answerId}` }),
    ]);
    // Not assigned: the owner hears of it through team chat only (tests/api/teamchat-sources.test.ts).
    expect(await inboxBell(owner)).toEqual([]);
    await expect
      .poll(() => mailsTo(editor.email).filter((m) => m.text.includes(text)))
      .toEqual([expect.objectContaining({ text: expect.stringContaining(`/inbox?item=${answerId}`) })]);

    // A friendly answer needs no action: nobody is told.
    await store([networkItem("Got it, thanks", { kind: "reply", subjectPostId: root.id })]);
    expect(await inboxBell(editor)).toHaveLength(1);

    // Turned off: neither the bell nor the mail.
    await api.put("/api/notifications/preferences", {
      token: editor.token,
      body: { preferences: [{ kind: "newComment", inApp: false, email: false }] },
    });
    const quiet = `Hello?? ${randomUUID().slice(0, 8)}`;
    await store([networkItem(quiet, { kind: "reply", subjectPostId: root.id })]);
    expect(await inboxBell(editor)).toHaveLength(1);
    expect(mailsTo(editor.email).filter((m) => m.text.includes(quiet))).toEqual([]);
  });

  it("more than three at once make one summary linking to the Needs action view", async () => {
    const root = networkItem("Is the shop open?");
    const [rootId] = (await store([root])).ids;
    await api.put(`/api/inbox/${rootId}`, { token: owner.token, body: { assignedToId: owner.userId } });
    await store([1, 2, 3, 4].map((n) => networkItem(`Question ${n}?`, { kind: "reply", subjectPostId: root.id })));
    expect(await inboxBell(owner)).toEqual([
      expect.objectContaining({ title: "4 new inbox items need a reply", link: "/inbox?view=action" }),
    ]);
  });
});
