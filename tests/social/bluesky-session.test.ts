import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError } from "@/lib/integrations/http";
import { connectedAccount } from "@/lib/integrations/social/session";
import type { Connection } from "@/lib/integrations/social/types";
import { blueskyHarness } from "./harness/bluesky";

type Harness = Awaited<ReturnType<typeof blueskyHarness>>;

describe("bluesky sessions, facets and threads", () => {
  let h: Harness;
  let connection: Connection;

  beforeAll(async () => {
    h = await blueskyHarness();
    connection = await h.connect();
  });
  afterAll(() => h.close());

  it("refuses wrong credentials as bad_request with Bluesky's message", async () => {
    const err = await h.provider.connectWithCredentials!({
      identifier: "reach.bsky.fake",
      password: "wrong-pass-word-xxxx",
    }).catch((e) => e);
    expect(isProviderError(err, "bad_request")).toBe(true);
    expect(err.message).toBe("Invalid identifier or password");
  });

  it("reuses one session for many posts: no login per post", async () => {
    const logins = h.fake.createSessionCalls();
    const client = connectedAccount(h.provider, h.account(connection));
    for (let i = 0; i < 5; i++) await client.publish({ text: `post ${i} ${Math.random()}`, idempotencyKey: `k${i}` });
    expect(h.fake.createSessionCalls()).toBe(logins);
  });

  it("logs in again with the stored app password only when the refresh token is dead too", async () => {
    const account = h.account(connection);
    h.fake.tokens.expireAccessTokens();
    // The refresh JWT no longer exists on the server (e.g. sessions were revoked server-side).
    account.tokens = { ...account.tokens, refreshToken: "dead-refresh-token" };
    const logins = h.fake.createSessionCalls();
    const post = await connectedAccount(h.provider, account).publish({
      text: `after re-login ${Math.random()}`,
      idempotencyKey: "relogin",
    });
    expect(post.id).toMatch(/^at:\/\//);
    expect(h.fake.createSessionCalls()).toBe(logins + 1);
    expect(account.saved).toHaveLength(1);
    expect(account.saved[0].refreshToken).not.toBe("dead-refresh-token");
    connection = { ...connection, tokens: account.tokens };
  });

  it("writes links, resolvable mentions and hashtags as facets over UTF-8 bytes", async () => {
    const text = "Grüße @friend.bsky.fake and @nobody.example see https://example.com/a?b=1. #launch";
    const post = await connectedAccount(h.provider, h.account(connection)).publish({ text, idempotencyKey: "facets" });
    const facets = h.fake.posts.get(post.id)!.record.facets as {
      index: { byteStart: number; byteEnd: number };
      features: Record<string, string>[];
    }[];
    const bytes = Buffer.from(text);
    const spans = facets.map((f) => [
      bytes.subarray(f.index.byteStart, f.index.byteEnd).toString(),
      f.features[0].$type,
    ]);
    expect(spans).toEqual([
      ["@friend.bsky.fake", "app.bsky.richtext.facet#mention"],
      ["https://example.com/a?b=1", "app.bsky.richtext.facet#link"],
      ["#launch", "app.bsky.richtext.facet#tag"],
    ]);
    expect(facets[0].features[0].did).toBe("did:plc:friend000000000000000001");
  });

  it("publishes a thread: each part replies to the one before, all under the first", async () => {
    const post = await connectedAccount(h.provider, h.account(connection)).publish({
      text: `1/3 ${Math.random()}`,
      thread: [{ text: "2/3" }, { text: "3/3" }],
      idempotencyKey: "thread",
    });
    expect(post.threadIds).toHaveLength(3);
    const [first, second, third] = post.threadIds.map((id) => h.fake.posts.get(id)!);
    expect(first.record.reply).toBeUndefined();
    expect(second.record.reply).toMatchObject({ root: { uri: first.uri }, parent: { uri: first.uri } });
    expect(third.record.reply).toMatchObject({ root: { uri: first.uri }, parent: { uri: second.uri } });
  });

  it("refuses an image over 1,000,000 bytes before uploading it", async () => {
    const uploads = h.fake.server.received("upload-blob").length;
    const err = await connectedAccount(h.provider, h.account(connection))
      .publish({
        text: "big",
        media: [{ data: new Uint8Array(1_000_001), mimeType: "image/jpeg" }],
        idempotencyKey: "big",
      })
      .catch((e) => e);
    expect(isProviderError(err, "bad_request")).toBe(true);
    expect(h.fake.server.received("upload-blob").length).toBe(uploads);
  });
});

describe("bluesky thread that breaks halfway", () => {
  it("reports which parts went out; repeated as a whole with the same key, it adds only the missing part", async () => {
    const { ThreadIncompleteError } = await import("@/lib/integrations/social/thread");
    const h = await blueskyHarness();
    try {
      const client = connectedAccount(h.provider, h.account(await h.connect()));
      const first = h.fake.server.received("publish").length;
      // The first part goes out, the second meets a 500 on every try.
      h.fake.server.fail("server_error", "publish", 3, { after: 1 });
      const post = {
        text: `part one ${Math.random()}`,
        thread: [{ text: `part two ${Math.random()}` }],
        idempotencyKey: "half",
        keyTime: new Date(),
      };
      const err = await client.publish(post).catch((e) => e);
      expect(err).toBeInstanceOf(ThreadIncompleteError);
      expect(err.published.threadIds).toHaveLength(1);
      expect(err.kind).toBe("transient");
      expect(h.fake.server.received("publish").length - first).toBe(4);
      const again = await client.publish(post);
      expect(again.threadIds[0]).toBe(err.published.threadIds[0]);
      const texts = [...h.fake.posts.values()].map((p) => p.record.text);
      expect(texts.filter((t) => t === post.text)).toHaveLength(1);
      expect(texts.filter((t) => t === post.thread[0].text)).toHaveLength(1);
    } finally {
      await h.close();
    }
  });
});
