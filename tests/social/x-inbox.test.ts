import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxItem } from "@/lib/integrations/social/types";
import { mergeNewestFirst } from "@/lib/integrations/social/x/inbox";
import { createXProvider } from "@/lib/integrations/social/x/provider";
import { startFakeX, X_FAKE_USER, type FakeX } from "@/tests/fakes/social/x/server";
import { accountFor, connectThroughConsent, TEST_HTTP } from "./harness/types";

let fake: FakeX;
let provider: ReturnType<typeof createXProvider>;

beforeAll(async () => {
  fake = await startFakeX();
  const env = fake.env();
  provider = createXProvider({
    apiUrl: env.TWITTER_API_URL,
    authUrl: env.TWITTER_AUTH_URL,
    tokenUrl: env.TWITTER_TOKEN_URL,
    clientId: env.TWITTER_CLIENT_ID,
    clientSecret: env.TWITTER_CLIENT_SECRET,
    http: TEST_HTTP,
  });
});
afterAll(() => fake.close());

const connect = async () => accountFor(provider, await connectThroughConsent(provider));

/** Every page from the top until the cursor runs out. */
async function allPages(account: Awaited<ReturnType<typeof connect>>, limit: number) {
  const pages: InboxItem[][] = [];
  let cursor: string | undefined;
  do {
    const page = await provider.fetchInbox(account, { cursor, limit });
    pages.push(page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor && pages.length < 100);
  return pages;
}

const item = (id: string, at: number): InboxItem => ({
  id,
  kind: "mention",
  text: id,
  createdAt: new Date(at),
  url: null,
  author: { id: "a", username: "a", displayName: "A", avatarUrl: null },
  subjectPostId: null,
});

describe("mergeNewestFirst", () => {
  it("stops at the highest oldest item of the lists that have more, and moves only the lists read past it", () => {
    const merged = mergeNewestFirst([
      { items: [item("m3", 300), item("m2", 200)], more: true, oldestAt: 200 },
      { items: [item("d5", 500), item("d1", 100)], more: true, oldestAt: 100 },
    ]);
    expect(merged.items.map((i) => i.id)).toEqual(["d5", "m3", "m2"]);
    expect(merged.advance).toEqual([true, false]);
    // A finished list does not hold the others back.
    expect(
      mergeNewestFirst([
        { items: [item("m3", 300)], more: false, oldestAt: 300 },
        { items: [item("d1", 100)], more: false, oldestAt: 100 },
      ]),
    ).toEqual({ items: [item("m3", 300), item("d1", 100)], advance: [true, true] });
  });
});

describe("X inbox: mentions and direct messages", () => {
  it("asks for dm.read and dm.write, lists DMs sent to us (not ours) newest first with the mentions", async () => {
    const account = await connect();
    expect(account.tokens.scopes).toEqual(expect.arrayContaining(["dm.read", "dm.write"]));
    const before = fake.server.received("inbox-dms").length;
    const mention = fake.addMention("@reach_fake love the app");
    const dm = fake.addDirectMessage("Hi, my invoice is wrong, can you check?");
    const page = await provider.fetchInbox(account, { limit: 50 });
    const ours = page.items.filter((i) => [mention.id, dm.id].includes(i.id));
    expect(ours.map((i) => [i.id, i.kind])).toEqual([
      [dm.id, "direct_message"],
      [mention.id, "mention"],
    ]);
    expect(ours[0]).toMatchObject({
      text: "Hi, my invoice is wrong, can you check?",
      url: `https://x.com/messages/${dm.dm_conversation_id}`,
      author: { id: "1500000000000000001", username: "dee_em", displayName: "Dee Em" },
      subjectPostId: null,
    });
    const asked = fake.server.received("inbox-dms").slice(before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0].query)).toMatchObject({
      event_types: "MessageCreate",
      expansions: "sender_id",
      "dm_event.fields": expect.stringContaining("dm_conversation_id"),
    });
  });

  it("answers a DM with a DM in its conversation, never a public reply; our DMs stay out of the inbox", async () => {
    const account = await connect();
    const dm = fake.addDirectMessage("Is my order shipped?");
    const tweetsBefore = fake.tweets.size;
    const sent = await provider.reply(account, {
      inReplyToId: dm.id,
      text: "Yes, this morning.",
      idempotencyKey: "k-dm-1",
      directTo: { id: dm.sender_id, username: "dee_em" },
    });
    expect(fake.tweets.size).toBe(tweetsBefore);
    const ours = fake.dmEvents.find((e) => e.id === sent.id)!;
    expect(ours).toMatchObject({
      sender_id: X_FAKE_USER.id,
      text: "Yes, this morning.",
      dm_conversation_id: dm.dm_conversation_id,
    });
    expect(sent.url).toBe(`https://x.com/messages/${dm.dm_conversation_id}`);
    const ids = (await provider.fetchInbox(account, { limit: 100 })).items.map((i) => i.id);
    expect(ids).toContain(dm.id);
    expect(ids).not.toContain(sent.id);
  });

  it("pages both lists with one cursor: every item arrives, and a page holds everything newer than its oldest", async () => {
    const account = await connect();
    // Mentions and DMs interleaved in time, read five at a time.
    const expected: string[] = [];
    for (let i = 0; i < 40; i++) {
      expected.push(i % 7 < 4 ? fake.addMention(`@reach_fake mention ${i}`).id : fake.addDirectMessage(`dm ${i}`).id);
    }
    const pages = await allPages(account, 5);
    const seen = new Map<string, number>();
    pages.forEach((page, n) => {
      for (const i of page) seen.set(i.id, i.createdAt.getTime());
      // Nothing newer than this page's oldest item comes on a later page for the first time.
      if (!page.length) return;
      const floor = Math.min(...page.map((i) => i.createdAt.getTime()));
      const later = pages
        .slice(n + 1)
        .flat()
        .filter(
          (i) =>
            !pages
              .slice(0, n + 1)
              .flat()
              .some((s) => s.id === i.id),
        );
      expect(later.filter((i) => i.createdAt.getTime() > floor)).toEqual([]);
    });
    for (const id of expected) expect(seen.has(id)).toBe(true);
  });

  it("a token without dm.read reads mentions only, and a 403 from the DM list does not fail the mentions", async () => {
    const account = await connect();
    const dm = fake.addDirectMessage("hello?");
    const mention = fake.addMention("@reach_fake hi");
    const before = fake.server.received("inbox-dms").length;
    const limited = { ...account, tokens: { ...account.tokens, scopes: ["tweet.read", "users.read"] } };
    const page = await provider.fetchInbox(limited, { limit: 100 });
    expect(fake.server.received("inbox-dms")).toHaveLength(before);
    expect(page.items.map((i) => i.id)).toContain(mention.id);
    expect(page.items.map((i) => i.id)).not.toContain(dm.id);

    // The stored scopes say dm.read but X's grant lacks it (an app without DM access): X answers 403.
    const grant = fake.tokens.issue({ userId: X_FAKE_USER.id, scopes: ["tweet.read", "users.read"] });
    const claimed = { ...account, tokens: { ...account.tokens, accessToken: grant.accessToken } };
    const again = await provider.fetchInbox(claimed, { limit: 100 });
    expect(fake.server.received("inbox-dms").length).toBe(before + 1);
    expect(again.items.map((i) => i.id)).toContain(mention.id);
    expect(again.items.map((i) => i.id)).not.toContain(dm.id);
  });
});
