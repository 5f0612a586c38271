import { createHmac, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { storeWebhookDelivery } from "@/inngest/functions/inbox/store-webhook-delivery";
import { BackgroundRunner } from "@/inngest/runner";
import { adminDb } from "@/lib/db";
import { youtubeWebhookSecret } from "@/lib/integrations/social/youtube/config";

// decisions.md "Inbox": the inbound endpoints' handshakes and signatures. A refused delivery leaves
// no outbox row, so nothing can be stored from it.
const X_SECRET = "x-consumer-secret-for-tests";
const META_SECRET = "meta-app-secret-for-tests";
const META_VERIFY = "meta-verify-token-for-tests";
const YOUTUBE_SECRET = "websub-secret-for-tests";
process.env.TWITTER_CONSUMER_SECRET = X_SECRET;
process.env.FACEBOOK_CLIENT_SECRET = META_SECRET;
process.env.META_WEBHOOK_VERIFY_TOKEN = META_VERIFY;

const sign = (algorithm: "sha1" | "sha256", secret: string, raw: string, encoding: "hex" | "base64") =>
  `${algorithm}=${createHmac(algorithm, secret).update(raw).digest(encoding)}`;

/** Outbox rows kept for deliveries whose raw body contains `marker`. */
async function deliveriesWith(marker: string): Promise<number> {
  const rows = await adminDb().outbox.findMany({
    where: { event: "inbox/webhook.received" },
    select: { payload: true },
  });
  return rows.filter((r) => String((r.payload as { body?: unknown }).body).includes(marker)).length;
}

function post(path: string, raw: string, headers: Record<string, string>) {
  return api.post(path, { rawBody: raw, headers: { "content-type": "application/json", ...headers } });
}

describe("X", () => {
  it("answers the CRC with the base64 HMAC-SHA256 of crc_token keyed with the consumer secret", async () => {
    const res = await api.get("/api/webhooks/x", { query: { crc_token: "9b4507b3-9040-4669-9ca3-6b94edb50553" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      response_token: sign("sha256", X_SECRET, "9b4507b3-9040-4669-9ca3-6b94edb50553", "base64"),
    });
    expect((await api.get("/api/webhooks/x")).status).toBe(400);
  });

  it("refuses the CRC with 403 while no consumer secret is set", async () => {
    delete process.env.TWITTER_CONSUMER_SECRET;
    try {
      const res = await api.get("/api/webhooks/x", { query: { crc_token: "abc" } });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/TWITTER_CONSUMER_SECRET/);
    } finally {
      process.env.TWITTER_CONSUMER_SECRET = X_SECRET;
    }
  });

  it("accepts a signed delivery at once and refuses a missing, wrong or foreign signature with 401, keeping nothing", async () => {
    const marker = randomUUID();
    const raw = JSON.stringify({ for_user_id: "1", tweet_create_events: [], marker });
    const good = await post("/api/webhooks/x", raw, {
      "x-twitter-webhooks-signature": sign("sha256", X_SECRET, raw, "base64"),
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ received: true });
    expect(await deliveriesWith(marker)).toBe(1);

    const refused = randomUUID();
    const other = JSON.stringify({ for_user_id: "1", marker: refused });
    for (const header of <Record<string, string>[]>[
      {},
      { "x-twitter-webhooks-signature": sign("sha256", "another secret", other, "base64") },
      { "x-twitter-webhooks-signature": sign("sha256", X_SECRET, other, "hex") },
      { "x-twitter-webhooks-signature": sign("sha256", X_SECRET, raw, "base64") },
    ]) {
      const res = await post("/api/webhooks/x", other, header);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect(await deliveriesWith(refused)).toBe(0);
  });

  it("refuses a signed body that is not JSON with 400", async () => {
    const raw = `not json ${randomUUID()}`;
    const res = await post("/api/webhooks/x", raw, {
      "x-twitter-webhooks-signature": sign("sha256", X_SECRET, raw, "base64"),
    });
    expect(res.status).toBe(400);
  });
});

describe("Meta", () => {
  it("echoes hub.challenge as text for our verify token, and answers 403 otherwise", async () => {
    const ok = await api.get("/api/webhooks/meta", {
      query: { "hub.mode": "subscribe", "hub.verify_token": META_VERIFY, "hub.challenge": "1158201444" },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("1158201444");
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain/);
    for (const query of [
      { "hub.mode": "subscribe", "hub.verify_token": "wrong", "hub.challenge": "1" },
      { "hub.mode": "unsubscribe", "hub.verify_token": META_VERIFY, "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.verify_token": META_VERIFY },
      {},
    ])
      expect((await api.get("/api/webhooks/meta", { query })).status).toBe(403);
  });

  it("checks X-Hub-Signature-256 (hex HMAC-SHA256 with the app secret): 200 and kept, or 401 and nothing", async () => {
    const marker = randomUUID();
    const raw = JSON.stringify({ object: "page", entry: [], marker });
    const good = await post("/api/webhooks/meta", raw, {
      "x-hub-signature-256": sign("sha256", META_SECRET, raw, "hex"),
    });
    expect(good.status).toBe(200);
    expect(await deliveriesWith(marker)).toBe(1);

    const refused = randomUUID();
    const other = JSON.stringify({ object: "page", entry: [], marker: refused });
    for (const header of <Record<string, string>[]>[
      {},
      { "x-hub-signature-256": sign("sha256", "not the secret", other, "hex") },
      { "x-hub-signature-256": sign("sha1", META_SECRET, other, "hex") },
      { "x-hub-signature-256": "sha256=zz" },
    ])
      expect((await post("/api/webhooks/meta", other, header)).status).toBe(401);
    expect(await deliveriesWith(refused)).toBe(0);
  });
});

describe("YouTube", () => {
  let owner: TestUser;
  const channelId = `UC${randomUUID().replaceAll("-", "").slice(0, 22)}`;
  const topic = (id: string) => `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${id}`;
  const feed = (id: string, marker: string) =>
    `<?xml version='1.0' encoding='UTF-8'?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom"><entry><id>yt:video:${marker}</id><yt:videoId>${marker}</yt:videoId><yt:channelId>${id}</yt:channelId></entry></feed>`;

  beforeAll(async () => {
    owner = await signUp();
    await adminDb().socialAccount.create({
      data: {
        companyId: owner.companyId,
        platform: "youtube",
        externalId: channelId,
        username: "channel",
        displayName: "A channel",
      },
    });
  });

  it("confirms a subscription to a connected channel's feed and refuses any other with 404", async () => {
    const ok = await api.get("/api/webhooks/youtube", {
      query: {
        "hub.mode": "subscribe",
        "hub.topic": topic(channelId),
        "hub.challenge": "c-123",
        "hub.lease_seconds": 432000,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("c-123");
    for (const query of [
      { "hub.mode": "subscribe", "hub.topic": topic("UCnotconnected000000000"), "hub.challenge": "c" },
      { "hub.mode": "unsubscribe", "hub.topic": topic(channelId), "hub.challenge": "c" },
      { "hub.mode": "subscribe", "hub.topic": "https://example.com/feed", "hub.challenge": "c" },
      { "hub.mode": "subscribe", "hub.topic": topic(channelId) },
    ])
      expect((await api.get("/api/webhooks/youtube", { query })).status).toBe(404);
  });

  it("checks X-Hub-Signature with the subscription's secret: YOUTUBE_WEBHOOK_SECRET, else one derived from AUTH_SECRET", async () => {
    const derived = youtubeWebhookSecret();
    const unsigned = randomUUID();
    expect((await post("/api/webhooks/youtube", feed(channelId, unsigned), {})).status).toBe(401);
    expect(await deliveriesWith(unsigned)).toBe(0);
    const signedDerived = randomUUID();
    const rawDerived = feed(channelId, signedDerived);
    const accepted = await post("/api/webhooks/youtube", rawDerived, {
      "x-hub-signature": sign("sha1", derived, rawDerived, "hex"),
    });
    expect(accepted.status).toBe(200);
    expect(await deliveriesWith(signedDerived)).toBe(1);

    process.env.YOUTUBE_WEBHOOK_SECRET = YOUTUBE_SECRET;
    try {
      const signed = randomUUID();
      const raw = feed(channelId, signed);
      const ok = await post("/api/webhooks/youtube", raw, {
        "x-hub-signature": sign("sha1", YOUTUBE_SECRET, raw, "hex"),
      });
      expect(ok.status).toBe(200);
      expect(await deliveriesWith(signed)).toBe(1);

      const refused = randomUUID();
      const other = feed(channelId, refused);
      for (const header of <Record<string, string>[]>[
        {},
        { "x-hub-signature": sign("sha1", "wrong", other, "hex") },
        { "x-hub-signature": sign("sha1", derived, other, "hex") },
        { "x-hub-signature": "sha1=zz" },
      ])
        expect((await post("/api/webhooks/youtube", other, header)).status).toBe(401);
      expect(await deliveriesWith(refused)).toBe(0);

      const notAtom = "{}";
      const bad = await post("/api/webhooks/youtube", notAtom, {
        "x-hub-signature": sign("sha1", YOUTUBE_SECRET, notAtom, "hex"),
      });
      expect(bad.status).toBe(400);
    } finally {
      delete process.env.YOUTUBE_WEBHOOK_SECRET;
    }
  });
});

describe("storing deliveries in the background", () => {
  let owner: TestUser;
  let other: TestUser;
  const xUserId = String(Date.now());
  const pageId = `page-${randomUUID().slice(0, 8)}`;
  const runner = new BackgroundRunner({ functions: [storeWebhookDelivery] });

  beforeAll(async () => {
    [owner, other] = await Promise.all([signUp(), signUp()]);
    const account = (companyId: string, platform: string, externalId: string) => ({
      companyId,
      platform,
      externalId,
      username: "us",
      displayName: "Us",
    });
    await adminDb().socialAccount.createMany({
      data: [
        account(owner.companyId, "twitter", xUserId),
        account(other.companyId, "twitter", xUserId),
        account(owner.companyId, "facebook", pageId),
      ],
    });
  });

  const itemsOf = (user: TestUser) =>
    adminDb().inboxItem.findMany({
      where: { companyId: user.companyId },
      select: { platformItemId: true, type: true, content: true, authorHandle: true, authorFollowers: true },
      orderBy: { platformItemId: "asc" },
    });

  it("stores an X delivery's mentions, replies and DMs once in every company that connected the account, skipping our own", async () => {
    const raw = JSON.stringify({
      for_user_id: xUserId,
      tweet_create_events: [
        {
          id_str: "1001",
          text: "@us is the shop open on Sunday?",
          created_at: "Wed Oct 10 20:19:24 +0000 2018",
          user: { id_str: "77", name: "Ann", screen_name: "ann", followers_count: 12_500 },
        },
        {
          id_str: "1002",
          text: "Love this post",
          created_at: "Wed Oct 10 20:20:24 +0000 2018",
          in_reply_to_status_id_str: "900",
          in_reply_to_user_id_str: xUserId,
          user: { id_str: "78", name: "Bob", screen_name: "bob" },
        },
        {
          id_str: "1003",
          text: "Our own post",
          created_at: "Wed Oct 10 20:21:24 +0000 2018",
          user: { id_str: xUserId, name: "Us", screen_name: "us" },
        },
      ],
      direct_message_events: [
        {
          type: "message_create",
          id: "dm-1",
          created_timestamp: "1539202884000",
          message_create: { sender_id: "77", target: { recipient_id: xUserId }, message_data: { text: "Hi there" } },
        },
      ],
      users: { "77": { id: "77", name: "Ann", screen_name: "ann", followers_count: 12_500 } },
    });
    const headers = { "x-twitter-webhooks-signature": sign("sha256", X_SECRET, raw, "base64") };
    expect((await post("/api/webhooks/x", raw, headers)).status).toBe(200);
    expect((await post("/api/webhooks/x", raw, headers)).status).toBe(200);
    await runner.tick();

    // Ann's reach comes with the delivery (followers_count); Bob's is not told.
    const ann = { authorHandle: "ann", authorFollowers: 12_500 };
    const expected = [
      { platformItemId: "1001", type: "MENTION", content: "@us is the shop open on Sunday?", ...ann },
      {
        platformItemId: "1002",
        type: "COMMENT",
        content: "Love this post",
        authorHandle: "bob",
        authorFollowers: null,
      },
      { platformItemId: "dm-1", type: "DM", content: "Hi there", ...ann },
    ];
    expect(await itemsOf(owner)).toEqual(expected);
    expect(await itemsOf(other)).toEqual(expected);
  });

  it("stores a Page's new comments and messages from a Meta delivery", async () => {
    const raw = JSON.stringify({
      object: "page",
      entry: [
        {
          id: pageId,
          time: 1_700_000_000,
          changes: [
            {
              field: "feed",
              value: {
                item: "comment",
                verb: "add",
                comment_id: "post_1_c1",
                post_id: "post_1",
                message: "Where do you ship?",
                from: { id: "u1", name: "Cat" },
                created_time: 1_700_000_000,
              },
            },
            { field: "feed", value: { item: "reaction", verb: "add", post_id: "post_1" } },
          ],
          messaging: [
            {
              sender: { id: "u2" },
              recipient: { id: pageId },
              timestamp: 1_700_000_000_000,
              message: { mid: "m1", text: "Hello" },
            },
          ],
        },
      ],
    });
    const res = await post("/api/webhooks/meta", raw, {
      "x-hub-signature-256": sign("sha256", META_SECRET, raw, "hex"),
    });
    expect(res.status).toBe(200);
    await runner.tick();
    expect((await itemsOf(owner)).filter((i) => ["post_1_c1", "m1"].includes(i.platformItemId))).toEqual([
      { platformItemId: "m1", type: "DM", content: "Hello", authorHandle: "u2", authorFollowers: null },
      {
        platformItemId: "post_1_c1",
        type: "COMMENT",
        content: "Where do you ship?",
        authorHandle: "Cat",
        authorFollowers: null,
      },
    ]);
  });
});
