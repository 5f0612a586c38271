import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { tenantCtxFor } from "@/lib/db";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { encodeCursor } from "@/lib/inbox/list-cursor";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let accountId: string;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

function networkItem(text: string, opts: Partial<NetworkItem> = {}): NetworkItem {
  return {
    id: `at://did:plc:someone/app.bsky.feed.post/${randomUUID()}`,
    kind: "mention",
    text,
    createdAt: new Date(),
    url: null,
    author: { id: "did:plc:someone", username: "someone.bsky.fake", displayName: "Some One", avatarUrl: null },
    subjectPostId: null,
    ...opts,
  };
}

const store = (items: NetworkItem[]) => storeInboxItems(tenantCtxFor(owner.companyId), accountId, items);
const list = (user: TestUser, query: Record<string, string | number> = {}) =>
  api.get("/api/inbox", { token: user.token, query });

beforeAll(async () => {
  owner = await signUp();
  [editor, viewer, stranger] = await Promise.all([addMember(owner, "editor"), addMember(owner, "viewer"), signUp()]);
  accountId = (await connectAccount(owner, "bluesky")).id;
});

describe("storing items", () => {
  it("stores each network item once, threads answers under their parent and triages", async () => {
    const question = networkItem("Where is my order? This is terrible", { createdAt: minutesAgo(30) });
    const first = await store([question, question]);
    expect(first.stored).toBe(1);
    expect((await store([question])).stored).toBe(0);

    const answer = networkItem("Still waiting", {
      kind: "reply",
      subjectPostId: question.id,
      createdAt: minutesAgo(20),
    });
    const [answerId] = (await store([answer])).ids;
    const got = await api.get(`/api/inbox/${answerId}`, { token: owner.token });
    expect(got.body).toMatchObject({
      type: "COMMENT",
      parentId: first.ids[0],
      parentItem: { id: first.ids[0], content: question.text },
      conversation: [{ id: first.ids[0] }],
      platform: "BLUESKY",
      socialAccount: { id: accountId, platform: "BLUESKY" },
      waitingSince: question.createdAt.toISOString(),
    });
    const parent = await api.get(`/api/inbox/${first.ids[0]}`, { token: owner.token });
    expect(parent.body).toMatchObject({ sentiment: "negative", requiresAction: true, status: "UNREAD" });
    expect(parent.body.sentimentScore).toBeLessThan(-0.2);
    expect(parent.body.priority).toBeGreaterThan(50);

    const spanish = (await store([networkItem("Es un producto terrible, no funciona nada", { kind: "comment" })])).ids;
    expect((await api.get(`/api/inbox/${spanish[0]}`, { token: owner.token })).body).toMatchObject({
      sentiment: "neutral",
      sentimentScore: 0,
    });
  });

  it("POST /api/inbox/sync pulls new mentions once, however often it runs", async () => {
    const fakes = await socialFakes();
    const text = `sync ${randomUUID()}`;
    fakes.bluesky.addMention(text);
    const first = await api.post("/api/inbox/sync", { token: editor.token, body: {} });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ success: true, errors: 0 });
    expect(first.body.synced).toBeGreaterThanOrEqual(1);
    const again = await api.post("/api/inbox/sync", { token: editor.token, query: { platform: "BLUESKY" } });
    expect(again.body).toEqual({ success: true, synced: 0, errors: 0 });
    expect((await list(owner, { search: text })).body.total).toBe(1);
  });
  it("one failing account never stops the others; a network's rate limit is waited out", async () => {
    const fakes = await socialFakes();
    const company = await signUp();
    await connectAccount(company, "bluesky");
    await connectAccount(company, "mastodon");
    fakes.mastodon.addMention(`@reach isolation ${randomUUID()}`);
    fakes.bluesky.server.fail("rate_limited", "inbox", 1, { retryAfterSeconds: 600 });
    const sync = () => api.post("/api/inbox/sync", { token: company.token, body: {} });
    const first = await sync();
    expect(first.body.errors).toBe(1);
    expect(first.body.synced).toBeGreaterThanOrEqual(1);
    const asked = fakes.bluesky.server.received("inbox").length;
    expect((await sync()).body.errors).toBe(1);
    expect(fakes.bluesky.server.received("inbox").length).toBe(asked);
  });
});

describe("listing", () => {
  it("filters, and refuses bad values with 400", async () => {
    await store([networkItem("A DM for the filters", { kind: "direct_message" })]);
    const dms = await list(owner, { platform: "bluesky", type: "DM", status: "UNREAD", requiresAction: "true" });
    expect(dms.status, dms.text).toBe(200);
    expect(dms.body.items.length).toBeGreaterThan(0);
    expect(dms.body.items.every((i: { type: string }) => i.type === "DM")).toBe(true);
    expect(dms.body.total).toBe(dms.body.items.length);
    expect((await list(owner, { search: "for the filters" })).body.items).toHaveLength(1);
    expect((await list(owner, { search: "100%_" })).body.items).toHaveLength(0);
    expect((await list(owner, { assignedToId: "none", limit: 1 })).status).toBe(200);

    for (const [field, value] of [
      ["platform", "MYSPACE"],
      ["type", "POKE"],
      ["status", "LOST"],
      ["requiresAction", "maybe"],
      ["assignedToId", "someone"],
      ["limit", "101"],
      ["limit", "0"],
      ["cursor", "not-a-cursor"],
    ]) {
      const res = await list(owner, { [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(
        Object.keys(res.body.details).map((k) => k.split(".")[0]),
        `${field}=${value}`,
      ).toContain(field);
    }
  });

  it("keeps its cursor stable while items arrive", async () => {
    const other = await signUp();
    const otherAccount = (await connectAccount(other, "bluesky")).id;
    const ctx = tenantCtxFor(other.companyId);
    await storeInboxItems(
      ctx,
      otherAccount,
      [1, 2, 3, 4, 5].map((m) => networkItem(`old ${m}`, { createdAt: minutesAgo(m) })),
    );
    const first = await list(other, { limit: 2 });
    expect(first.body.items.map((i: { content: string }) => i.content)).toEqual(["old 1", "old 2"]);
    expect(first.body.total).toBe(5);
    await storeInboxItems(ctx, otherAccount, [
      networkItem("newest"),
      networkItem("older than all", { createdAt: minutesAgo(60) }),
    ]);
    const second = await list(other, { limit: 2, cursor: first.body.cursor });
    expect(second.body.items.map((i: { content: string }) => i.content)).toEqual(["old 3", "old 4"]);
    const last = await list(other, { limit: 2, cursor: second.body.cursor });
    expect(last.body.items.map((i: { content: string }) => i.content)).toEqual(["old 5", "older than all"]);
    expect(last.body.cursor).toBeNull();
    expect(last.body.total).toBe(7);
    // A page past the last item is empty and still counts the list.
    const oldest = last.body.items[1];
    const past = await list(other, {
      limit: 2,
      cursor: encodeCursor({ at: new Date(oldest.platformCreatedAt), id: oldest.id }),
    });
    expect(past.body).toEqual({ items: [], total: 7, cursor: null });
    expect((await list(other, { search: "old", limit: 2, cursor: first.body.cursor })).body.total).toBe(6);
    expect(last.headers.get("X-RateLimit-Limit")).toBe("100");

    const stats = await api.get("/api/inbox/stats", { token: other.token });
    expect(stats.body).toMatchObject({ total: 7, unread: 7, byPlatform: { BLUESKY: 7 }, byType: { MENTION: 7 } });
  });
});

describe("changing items", () => {
  it("PUT changes status, assignment to members only, tags and notes", async () => {
    const [id] = (await store([networkItem("Please help?")])).ids;
    const put = (user: TestUser, body: object) => api.put(`/api/inbox/${id}`, { token: user.token, body });
    expect(
      (
        await put(owner, {
          status: "read",
          assignedToId: editor.userId,
          tags: ["vip", "vip"],
          internalNotes: "Call back",
        })
      ).body,
    ).toEqual({
      success: true,
    });
    expect((await api.get(`/api/inbox/${id}`, { token: owner.token })).body).toMatchObject({
      status: "READ",
      assignedToId: editor.userId,
      tags: ["vip"],
      internalNotes: "Call back",
    });
    const outsider = await put(owner, { assignedToId: stranger.userId });
    expect(outsider.status).toBe(400);
    expect(outsider.body.details).toHaveProperty("assignedToId");
    expect((await put(owner, {})).status).toBe(400);
    expect((await put(owner, { status: "ARCHIVED" })).status).toBe(200);
    expect((await api.get(`/api/inbox/${id}`, { token: owner.token })).body).toMatchObject({
      status: "ARCHIVED",
      requiresAction: false,
      waitingSince: null,
    });
    expect((await put(viewer, { status: "READ" })).status).toBe(403);
    expect((await put(editor, { status: "READ" })).status).toBe(403);
    expect((await put(stranger, { status: "READ" })).status).toBe(404);
    expect((await api.get(`/api/inbox/${id}`, { token: stranger.token })).status).toBe(404);
  });

  it("soft delete hides an item unless status=DELETED asks; permanent delete removes it", async () => {
    const [soft, hard] = (await store([networkItem("soft one"), networkItem("hard one")])).ids;
    expect((await api.delete(`/api/inbox/${soft}`, { token: owner.token })).body).toEqual({ success: true });
    expect((await list(owner, { search: "soft one" })).body.items).toHaveLength(0);
    expect((await list(owner, { search: "soft one", status: "DELETED" })).body.items).toHaveLength(1);
    expect((await api.get(`/api/inbox/${soft}`, { token: owner.token })).body.status).toBe("DELETED");
    expect((await api.delete(`/api/inbox/${hard}`, { token: stranger.token, query: { permanent: true } })).status).toBe(
      404,
    );
    expect((await api.delete(`/api/inbox/${hard}`, { token: owner.token, query: { permanent: true } })).status).toBe(
      200,
    );
    expect((await api.get(`/api/inbox/${hard}`, { token: owner.token })).status).toBe(404);
    // Stats are "without DELETED items" (decisions.md), byStatus included.
    expect((await api.get("/api/inbox/stats", { token: owner.token })).body.byStatus.DELETED).toBeUndefined();
  });

  it("bulk: every action, only the caller's items, at most 100 items, 20 a minute", async () => {
    const ids = (await store([1, 2, 3].map((n) => networkItem(`bulk ${n}`)))).ids;
    const bulk = (user: TestUser, body: object) => api.post("/api/inbox/bulk", { token: user.token, body });
    expect((await bulk(owner, { itemIds: ids, action: "mark_read" })).body).toEqual({ success: true, updated: 3 });
    expect((await bulk(owner, { itemIds: ids, action: "add_tag", tag: "batch" })).body.updated).toBe(3);
    expect((await bulk(owner, { itemIds: ids, action: "add_tag", tag: "batch" })).body.updated).toBe(0);
    expect((await bulk(owner, { itemIds: ids, action: "assign", assignedToId: editor.userId })).body.updated).toBe(3);
    expect((await bulk(stranger, { itemIds: ids, action: "archive" })).body).toEqual({ success: true, updated: 0 });
    expect((await bulk(owner, { itemIds: [ids[0]], action: "archive" })).body.updated).toBe(1);
    expect((await bulk(owner, { itemIds: [ids[1]], action: "delete" })).body.updated).toBe(1);
    expect((await bulk(owner, { itemIds: [ids[2]], action: "delete", permanent: true })).body.updated).toBe(1);
    const rows = await list(owner, { tag: "batch", status: "READ,ARCHIVED,DELETED" });
    expect(rows.body.items.map((i: { status: string }) => i.status).sort()).toEqual(["ARCHIVED", "DELETED"]);

    const tooMany = await bulk(owner, { itemIds: Array.from({ length: 101 }, () => randomUUID()), action: "archive" });
    expect(tooMany.status).toBe(400);
    expect((await bulk(owner, { itemIds: ids, action: "assign" })).body.details).toHaveProperty("assignedToId");
    expect((await bulk(owner, { itemIds: ids, action: "add_tag" })).body.details).toHaveProperty("tag");
    expect((await bulk(owner, { itemIds: ids, action: "assign", assignedToId: stranger.userId })).status).toBe(400);
    expect((await bulk(viewer, { itemIds: ids, action: "archive" })).status).toBe(403);

    const busy = await signUp();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await bulk(busy, { itemIds: [randomUUID()], action: "mark_read" }));
    expect(answers[0].headers.get("X-RateLimit-Limit")).toBe("20");
    expect(answers[19].status).toBe(200);
    expect(answers[20].status).toBe(429);
    expect(answers[20].headers.get("X-RateLimit-Remaining")).toBe("0");
    const reset = Number(answers[20].headers.get("X-RateLimit-Reset")) * 1000;
    expect(reset).toBeGreaterThan(Date.now() - 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() + 61_000);
    // Per company: the company's other members wait too, other companies do not.
    const colleague = await addMember(busy, "admin");
    expect((await bulk(colleague, { itemIds: [randomUUID()], action: "mark_read" })).status).toBe(429);
    expect((await bulk(owner, { itemIds: [randomUUID()], action: "mark_read" })).status).toBe(200);
  });

  it("bulk mark_read and archive move items from any status, a DELETED one included (brought back); the other actions leave DELETED items alone", async () => {
    const [read, archived, other] = (
      await store([
        networkItem("deleted then read"),
        networkItem("deleted then archived"),
        networkItem("stays deleted"),
      ])
    ).ids;
    const bulk = (body: object) => api.post("/api/inbox/bulk", { token: owner.token, body });
    expect((await bulk({ itemIds: [read, archived, other], action: "delete" })).body.updated).toBe(3);
    expect((await bulk({ itemIds: [read, archived, other], action: "delete" })).body.updated).toBe(0);
    expect((await bulk({ itemIds: [other], action: "add_tag", tag: "ignored" })).body.updated).toBe(0);
    expect((await bulk({ itemIds: [other], action: "assign", assignedToId: editor.userId })).body.updated).toBe(0);
    const statsBefore = (await api.get("/api/inbox/stats", { token: owner.token })).body;

    expect((await bulk({ itemIds: [read], action: "mark_read" })).body.updated).toBe(1);
    expect((await bulk({ itemIds: [archived], action: "archive" })).body.updated).toBe(1);
    const item = async (id: string) => (await api.get(`/api/inbox/${id}`, { token: owner.token })).body;
    expect(await item(read)).toMatchObject({ status: "READ", tags: [], assignedToId: null });
    expect((await item(archived)).status).toBe("ARCHIVED");
    expect((await item(other)).status).toBe("DELETED");
    expect((await list(owner, { search: "deleted then read" })).body.items).toHaveLength(1);
    expect((await list(owner, { search: "deleted then", status: "DELETED" })).body.items).toHaveLength(0);
    // Back in the counts.
    const stats = (await api.get("/api/inbox/stats", { token: owner.token })).body;
    expect(stats.total).toBe(statsBefore.total + 2);
    expect(stats.byStatus.READ).toBe((statsBefore.byStatus.READ ?? 0) + 1);
    expect(stats.byStatus.ARCHIVED).toBe((statsBefore.byStatus.ARCHIVED ?? 0) + 1);
  });

  it("bulk add_tag leaves an item that already holds the 20 tags PUT allows", async () => {
    const [full, room] = (await store([networkItem("full of tags"), networkItem("room for tags")])).ids;
    const twenty = Array.from({ length: 20 }, (_, n) => `t${n}`);
    expect((await api.put(`/api/inbox/${full}`, { token: owner.token, body: { tags: twenty } })).status).toBe(200);
    const res = await api.post("/api/inbox/bulk", {
      token: owner.token,
      body: { itemIds: [full, room], action: "add_tag", tag: "one more" },
    });
    expect(res.body).toEqual({ success: true, updated: 1 });
    expect((await api.get(`/api/inbox/${full}`, { token: owner.token })).body.tags).toEqual(twenty);
    expect((await api.get(`/api/inbox/${room}`, { token: owner.token })).body.tags).toEqual(["one more"]);
  });

  it("archives a whole conversation", async () => {
    const root = networkItem("thread root");
    const [rootId] = (await store([root])).ids;
    await store([networkItem("thread answer", { kind: "reply", subjectPostId: root.id })]);
    const res = await api.post(`/api/inbox/${rootId}/archive`, { token: owner.token });
    expect(res.body).toEqual({ success: true, updated: 2 });
    expect((await api.post(`/api/inbox/${rootId}/archive`, { token: stranger.token })).status).toBe(404);
  });
});

describe("replying", () => {
  it("replies through the network once per idempotency key; too long is 400; a network failure changes nothing", async () => {
    const fakes = await socialFakes();
    const text = `reply me ${randomUUID()}`;
    fakes.bluesky.addMention(text);
    await api.post("/api/inbox/sync", { token: owner.token, body: {} });
    const [item] = (await list(owner, { search: text })).body.items;
    const reply = (body: object, user = editor) => api.post(`/api/inbox/${item.id}/reply`, { token: user.token, body });

    const published = fakes.bluesky.server.received("publish").length;
    const key = randomUUID();
    const sent = await reply({ content: "Thanks for reaching out!", idempotencyKey: key });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      replyId: expect.any(String),
      platformReplyId: expect.any(String),
    });
    const retry = await reply({ content: "Thanks for reaching out!", idempotencyKey: key });
    expect(retry.body).toEqual(sent.body);
    expect(fakes.bluesky.server.received("publish").length).toBe(published + 1);
    const detail = await api.get(`/api/inbox/${item.id}`, { token: owner.token });
    expect(detail.body).toMatchObject({
      status: "REPLIED",
      requiresAction: false,
      replies: [{ id: sent.body.replyId, content: "Thanks for reaching out!", userId: editor.userId }],
    });

    const tooLong = await reply({ content: "x".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details).toHaveProperty("content");
    expect((await reply({ content: "   " })).status).toBe(400);

    await api.put(`/api/inbox/${item.id}`, { token: owner.token, body: { status: "UNREAD" } });
    fakes.bluesky.server.fail("server_error", "publish", 1);
    const failed = await reply({ content: "This one fails" });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ error: "PLATFORM_ERROR", message: expect.any(String) });
    const after = await api.get(`/api/inbox/${item.id}`, { token: owner.token });
    expect(after.body).toMatchObject({ status: "UNREAD", replies: [{ id: sent.body.replyId }] });

    expect((await reply({ content: "No" }, viewer)).status).toBe(403);
    expect((await reply({ content: "No" }, stranger)).status).toBe(404);
  });

  it("saved replies: placeholders checked, names unique", async () => {
    const create = (body: object) => api.post("/api/inbox/saved-replies", { token: editor.token, body });
    const ok = await create({ name: `Thanks ${randomUUID()}`, content: "Thanks {{authorName}}!" });
    expect(ok.status, ok.text).toBe(201);
    expect((await create({ name: ok.body.name, content: "again" })).status).toBe(409);
    const bad = await create({ name: "Bad", content: "Hi {{customerEmail}}" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.content).toContain("{{authorName}}");
    expect((await api.get("/api/inbox/saved-replies", { token: viewer.token })).body).toContainEqual(ok.body);
  });
});
