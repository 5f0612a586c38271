import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { X_FAKE_USER } from "@/tests/fakes/social/x/server";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;

beforeAll(async () => {
  owner = await signUp();
  await connectAccount(owner, "twitter");
});

const sync = () => api.post("/api/inbox/sync", { token: owner.token, query: { platform: "TWITTER" } });
const list = (query: Record<string, string>) => api.get("/api/inbox", { token: owner.token, query });

describe("Mastodon direct messages", () => {
  it("a DM is answered with a direct status that names its author, never a public one", async () => {
    const user = await signUp();
    await connectAccount(user, "mastodon");
    const fakes = await socialFakes();
    const tag = randomUUID().slice(0, 8);
    const dm = fakes.mastodon.addMention(`@reach ${tag} private question about my account`, "direct");
    await api.post("/api/inbox/sync", { token: user.token, query: { platform: "MASTODON" } });
    const [item] = (await api.get("/api/inbox", { token: user.token, query: { type: "DM", search: tag } })).body.items;
    expect(item).toMatchObject({ type: "DM", platformItemId: dm.id });

    const res = await api.post(`/api/inbox/${item.id}/reply`, {
      token: user.token,
      body: { content: `Answered ${tag}`, idempotencyKey: randomUUID() },
    });
    expect(res.status, res.text).toBe(200);
    const sent = fakes.mastodon.statuses.get(res.body.platformReplyId)!;
    expect(sent).toMatchObject({
      visibility: "direct",
      inReplyTo: dm.id,
      text: `@friend@elsewhere.fake Answered ${tag}`,
    });
  });
});

describe("X direct messages in the inbox", () => {
  it("syncs DMs as DM items, one conversation per person, next to the mentions", async () => {
    const fakes = await socialFakes();
    const tag = randomUUID().slice(0, 8);
    const person = { id: `16${Date.now()}`.slice(0, 19), name: "Pat Buyer", username: `pat_${tag}` };
    fakes.x.addDirectMessage(`${tag} hello, is the blue one in stock?`, person);
    fakes.x.addDirectMessage(`${tag} and can you ship it by Friday?`, person);
    fakes.x.addMention(`@reach_fake ${tag} nice launch`);

    const first = await sync();
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ success: true, errors: 0 });
    expect(first.body.synced).toBeGreaterThanOrEqual(3);
    expect((await sync()).body).toEqual({ success: true, synced: 0, errors: 0 });

    const dms = await list({ type: "DM", search: tag });
    expect(dms.status).toBe(200);
    expect(dms.body.items.map((i: { content: string }) => i.content)).toEqual([
      `${tag} and can you ship it by Friday?`,
      `${tag} hello, is the blue one in stock?`,
    ]);
    const [latest, earlier] = dms.body.items;
    expect(latest).toMatchObject({
      platform: "TWITTER",
      type: "DM",
      authorHandle: person.username,
      authorName: "Pat Buyer",
      requiresAction: true,
      platformUrl: expect.stringMatching(/^https:\/\/x\.com\/messages\//),
    });
    expect(latest.conversationId).toBe(earlier.conversationId);
    const mentions = await list({ type: "MENTION", search: tag });
    expect(mentions.body.items).toHaveLength(1);
    expect(mentions.body.items[0].conversationId).not.toBe(latest.conversationId);
  });

  it("a reply to a DM goes out as a DM in that conversation, and is not synced back as an item", async () => {
    const fakes = await socialFakes();
    const tag = randomUUID().slice(0, 8);
    const person = { id: `17${Date.now()}`.slice(0, 19), name: "Sam Client", username: `sam_${tag}` };
    const dm = fakes.x.addDirectMessage(`${tag} where is my refund?`, person);
    await sync();
    const [item] = (await list({ type: "DM", search: tag })).body.items;
    const tweets = fakes.x.tweets.size;

    const text = `Sorry ${tag}: the refund went out today.`;
    const res = await api.post(`/api/inbox/${item.id}/reply`, {
      token: owner.token,
      body: { content: text, idempotencyKey: randomUUID() },
    });
    expect(res.status, res.text).toBe(200);
    expect(fakes.x.tweets.size).toBe(tweets); // nothing public
    const sent = fakes.x.dmEvents.find((e) => e.id === res.body.platformReplyId)!;
    expect(sent).toMatchObject({ sender_id: X_FAKE_USER.id, text, dm_conversation_id: dm.dm_conversation_id });

    const got = await api.get(`/api/inbox/${item.id}`, { token: owner.token });
    expect(got.body).toMatchObject({ status: "REPLIED", replies: [{ content: text }] });
    expect((await sync()).body.synced).toBe(0);
    expect((await list({ search: tag })).body.items).toHaveLength(1);
  });
});
