import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { tenantCtxFor } from "@/lib/db";
import type { InboxItem as NetworkItem } from "@/lib/integrations/social/types";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { MASTODON_FAKE_MAX_CHARACTERS } from "@/tests/fakes/social/mastodon/server";
import { META_FAKE_PAGES } from "@/tests/fakes/social/meta/server";
import { X_FAKE_USER } from "@/tests/fakes/social/x/server";
import { api } from "../helpers/app";
import { connectAccount, connectOAuth, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

/** Rules of platform-api.md "Inbox" and decisions.md "Inbox" that no other test pins down. */

let owner: TestUser;
let editor: TestUser;
let accountId: string;

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

const storeFor = (user: TestUser, account: string, items: NetworkItem[]) =>
  storeInboxItems(tenantCtxFor(user.companyId), account, items);
const list = (user: TestUser, query: Record<string, string | number> = {}) =>
  api.get("/api/inbox", { token: user.token, query });
const contents = (res: { body: { items: { content: string }[] } }) => res.body.items.map((i) => i.content);

beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
  accountId = (await connectAccount(owner, "bluesky")).id;
});

describe("stats", () => {
  it("leave DELETED items out of total, unread, byPlatform, byType and requiresAction", async () => {
    const user = await signUp();
    const account = (await connectAccount(user, "bluesky")).id;
    const [, gone] = (await storeFor(user, account, [networkItem("kept?"), networkItem("gone?")])).ids;
    await api.delete(`/api/inbox/${gone}`, { token: user.token });
    const stats = await api.get("/api/inbox/stats", { token: user.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      total: 1,
      unread: 1,
      byPlatform: { BLUESKY: 1 },
      byType: { MENTION: 1 },
      requiresAction: 1,
    });
  });
});

describe("listing", () => {
  it("answers 50 items by default with a cursor to the rest, and up to 100 on request", async () => {
    const user = await signUp();
    const account = (await connectAccount(user, "bluesky")).id;
    const at = Date.now();
    await storeFor(
      user,
      account,
      Array.from({ length: 51 }, (_, n) => networkItem(`page ${n}`, { createdAt: new Date(at - n * 1000) })),
    );
    const first = await list(user);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.total).toBe(51);
    expect(first.body.cursor).toEqual(expect.any(String));
    const rest = await list(user, { cursor: first.body.cursor });
    expect(contents(rest)).toEqual(["page 50"]);
    expect(rest.body.cursor).toBeNull();
    const all = await list(user, { limit: 100 });
    expect(all.body.items).toHaveLength(51);
    expect(all.body.cursor).toBeNull();
  });

  it("stores a quote as QUOTE, found by type=quote in either case", async () => {
    const tag = randomUUID().slice(0, 8);
    const [id] = (await storeFor(owner, accountId, [networkItem(`quoting you ${tag}`, { kind: "quote" })])).ids;
    expect((await api.get(`/api/inbox/${id}`, { token: owner.token })).body.type).toBe("QUOTE");
    for (const type of ["QUOTE", "quote"])
      expect((await list(owner, { search: tag, type })).body.items.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it("filters by an assignee's id and by requiresAction=false", async () => {
    const tag = randomUUID().slice(0, 8);
    const [mine, calm] = (
      await storeFor(owner, accountId, [
        networkItem(`assigned ${tag}`),
        networkItem(`thanks ${tag}`, { kind: "reply", subjectPostId: null }),
      ])
    ).ids;
    await api.put(`/api/inbox/${mine}`, { token: owner.token, body: { assignedToId: editor.userId } });
    expect(contents(await list(owner, { search: tag, assignedToId: editor.userId }))).toEqual([`assigned ${tag}`]);
    const quiet = await list(owner, { search: tag, requiresAction: "false" });
    expect(quiet.body.items.map((i: { id: string }) => i.id)).toEqual([calm]);
  });
});

describe("changing items", () => {
  it("null unassigns, by PUT and by bulk assign", async () => {
    const [a, b] = (await storeFor(owner, accountId, [networkItem("unassign a"), networkItem("unassign b")])).ids;
    const get = async (id: string) => (await api.get(`/api/inbox/${id}`, { token: owner.token })).body;
    await api.post("/api/inbox/bulk", {
      token: owner.token,
      body: { itemIds: [a, b], action: "assign", assignedToId: editor.userId },
    });
    expect((await get(a)).assignedToId).toBe(editor.userId);
    const put = await api.put(`/api/inbox/${a}`, { token: owner.token, body: { assignedToId: null } });
    expect(put.body).toEqual({ success: true });
    expect((await get(a)).assignedToId).toBeNull();
    const bulk = await api.post("/api/inbox/bulk", {
      token: owner.token,
      body: { itemIds: [a, b], action: "assign", assignedToId: null },
    });
    expect(bulk.body).toEqual({ success: true, updated: 1 });
    expect((await get(b)).assignedToId).toBeNull();
  });

  it("PUT moves an item from any status to the one supplied: DELETED hides it, READ brings it back", async () => {
    const tag = randomUUID().slice(0, 8);
    const [id] = (await storeFor(owner, accountId, [networkItem(`round trip ${tag}`)])).ids;
    const put = (status: string) => api.put(`/api/inbox/${id}`, { token: owner.token, body: { status } });
    expect((await put("DELETED")).status).toBe(200);
    expect((await list(owner, { search: tag })).body.items).toHaveLength(0);
    expect((await list(owner, { search: tag, status: "DELETED" })).body.items).toHaveLength(1);
    expect((await put("READ")).status).toBe(200);
    expect((await list(owner, { search: tag })).body.items).toMatchObject([{ id, status: "READ" }]);
  });

  it("a missing item answers 404 {error} on every item route", async () => {
    const id = randomUUID();
    const token = owner.token;
    for (const res of [
      await api.get(`/api/inbox/${id}`, { token }),
      await api.put(`/api/inbox/${id}`, { token, body: { status: "READ" } }),
      await api.delete(`/api/inbox/${id}`, { token }),
      await api.post(`/api/inbox/${id}/reply`, { token, body: { content: "Hello" } }),
      await api.post(`/api/inbox/${id}/archive`, { token }),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});

describe("sync", () => {
  it("takes platform in the body, lower-case too, and pulls only that network's accounts", async () => {
    const fakes = await socialFakes();
    const user = await signUp();
    await connectAccount(user, "bluesky");
    await connectAccount(user, "mastodon");
    const tag = randomUUID().slice(0, 8);
    fakes.mastodon.addMention(`@reach only mastodon ${tag}`);
    const asked = fakes.bluesky.server.received("inbox").length;
    const res = await api.post("/api/inbox/sync", { token: user.token, body: { platform: "mastodon" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, errors: 0 });
    expect(res.body.synced).toBeGreaterThanOrEqual(1);
    expect(fakes.bluesky.server.received("inbox").length).toBe(asked);
    expect((await list(user, { search: tag })).body.items).toMatchObject([{ platform: "MASTODON" }]);
  });
});

describe("replying", () => {
  it("threads a reply to an X mention with reply.in_reply_to_tweet_id", async () => {
    const fakes = await socialFakes();
    const user = await signUp();
    await connectAccount(user, "twitter");
    const tag = randomUUID().slice(0, 8);
    const mention = fakes.x.addMention(`@${X_FAKE_USER.username} question ${tag}?`);
    await api.post("/api/inbox/sync", { token: user.token, query: { platform: "TWITTER" } });
    const [item] = (await list(user, { search: tag })).body.items;
    expect(item).toMatchObject({ type: "MENTION", platformItemId: mention.id });
    const res = await api.post(`/api/inbox/${item.id}/reply`, { token: user.token, body: { content: `On it ${tag}` } });
    expect(res.status, res.text).toBe(200);
    expect(fakes.x.tweets.get(res.body.platformReplyId)).toMatchObject({ inReplyTo: mention.id });
  });

  it("threads a reply to a Bluesky mention with reply refs to it", async () => {
    const fakes = await socialFakes();
    const tag = randomUUID().slice(0, 8);
    const uri = fakes.bluesky.addMention(`question ${tag}?`);
    await api.post("/api/inbox/sync", { token: owner.token, body: { platform: "BLUESKY" } });
    const [item] = (await list(owner, { search: tag })).body.items;
    const res = await api.post(`/api/inbox/${item.id}/reply`, { token: owner.token, body: { content: `Yes ${tag}` } });
    expect(res.status, res.text).toBe(200);
    const sent = [...fakes.bluesky.posts.values()].find((p) => p.record.text === `Yes ${tag}`);
    expect(sent?.record.reply).toMatchObject({ root: { uri }, parent: { uri } });
  });
  it("a Mastodon DM's reply over the length once the author's mention is added: 400 before anything is sent", async () => {
    const fakes = await socialFakes();
    const user = await signUp();
    await connectAccount(user, "mastodon");
    const tag = randomUUID().slice(0, 8);
    fakes.mastodon.addMention(`@reach ${tag} a private question`, "direct");
    await api.post("/api/inbox/sync", { token: user.token, body: { platform: "MASTODON" } });
    const [item] = (await list(user, { search: tag })).body.items;
    expect(item).toMatchObject({ type: "DM", authorHandle: "friend@elsewhere.fake" });
    // The direct status starts "@friend@elsewhere.fake ", which Mastodon counts as "@friend ": 8 characters.
    const room = MASTODON_FAKE_MAX_CHARACTERS - 8;
    const reply = (content: string) =>
      api.post(`/api/inbox/${item.id}/reply`, { token: user.token, body: { content } });
    const statuses = fakes.mastodon.statuses.size;
    const over = await reply("a".repeat(room + 1));
    expect(over.status, over.text).toBe(400);
    expect(over.body.details.content).toMatch(/@friend/);
    expect(fakes.mastodon.statuses.size).toBe(statuses);
    expect((await api.get(`/api/inbox/${item.id}`, { token: user.token })).body).toMatchObject({ status: "UNREAD" });
    const fits = await reply("a".repeat(room));
    expect(fits.status, fits.text).toBe(200);
  });
  it("a reply to an X DM is held to X's 10,000 characters for direct messages, not a post's 280", async () => {
    const fakes = await socialFakes();
    const user = await signUp();
    await connectAccount(user, "twitter");
    const tag = randomUUID().slice(0, 8);
    fakes.x.addDirectMessage(`a private question ${tag}`);
    await api.post("/api/inbox/sync", { token: user.token, query: { platform: "TWITTER" } });
    const [item] = (await list(user, { search: tag })).body.items;
    expect(item).toMatchObject({ type: "DM" });
    const reply = (content: string) =>
      api.post(`/api/inbox/${item.id}/reply`, { token: user.token, body: { content } });
    const long = await reply(`${"a".repeat(500)} ${tag}`);
    expect(long.status, long.text).toBe(200);
    expect(fakes.x.dmEvents.find((e) => e.id === long.body.platformReplyId)).toBeTruthy();
    const over = await reply("a".repeat(10_001));
    expect(over.status).toBe(400);
    expect(over.body.details.content).toMatch(/10000|10,000/);
  });
  it("a reply to a Messenger message is held to the Send API's 2,000 characters: 400 before anything is sent", async () => {
    const fakes = await socialFakes();
    const user = await signUp();
    const { callback } = await connectOAuth(user, "facebook");
    expect(callback.status, callback.text).toBe(200);
    const tag = randomUUID().slice(0, 8);
    fakes.meta.addMessage(META_FAKE_PAGES[0].id, `Do you deliver? ${tag}`, { psid: "7010000000000099", name: "Pat" });
    await api.post("/api/inbox/sync", { token: user.token, query: { platform: "FACEBOOK" } });
    const [item] = (await list(user, { search: tag })).body.items;
    expect(item).toMatchObject({ type: "DM" });
    const sent = fakes.meta.server.received("send-message").length;
    const over = await api.post(`/api/inbox/${item.id}/reply`, {
      token: user.token,
      body: { content: "a".repeat(2001) },
    });
    expect(over.status, over.text).toBe(400);
    expect(over.body.details.content).toMatch(/2000/);
    expect(fakes.meta.server.received("send-message").length).toBe(sent);
  });
});

describe("rate limit", () => {
  it("100 inbox requests a minute per company, shared by its inbox routes; then 429 {error, retryAfter} with Retry-After", async () => {
    const busy = await signUp();
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await api.get("/api/inbox", { token: busy.token }));
    for (let i = 0; i < 50; i++) answers.push(await api.get("/api/inbox/stats", { token: busy.token }));
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    expect(answers[0].headers.get("X-RateLimit-Remaining")).toBe("99");
    expect(answers[99].headers.get("X-RateLimit-Remaining")).toBe("0");
    const over = await api.get("/api/inbox", { token: busy.token });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: expect.any(String), retryAfter: expect.any(Number) });
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect((await api.get("/api/inbox/stats", { token: owner.token })).status).toBe(200);
  });
});
