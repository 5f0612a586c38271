import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { storeWebhookDelivery } from "@/inngest/functions/inbox/store-webhook-delivery";
import { BackgroundRunner } from "@/inngest/runner";
import { adminDb } from "@/lib/db";
import { renewPushSubscriptions } from "@/lib/social/push-subscriptions-admin";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { YOUTUBE_FAKE_CHANNEL } from "@/tests/fakes/social/youtube/server";
import { api } from "../helpers/app";
import { connectOAuth, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * YouTube end to end through the app: connect through the fake Google OAuth (the channel becomes
 * the account, its feed subscribed at the WebSub hub, which verifies through our webhook), refuse
 * at schedule time a post without a video, publish a video fetched from the post's videoUrl through
 * the outbound guard and uploaded resumably, read its statistics, and take a hub notification to
 * the channel's new comments in the inbox, answered from there.
 */
let fakes: SocialFakes;
let owner: TestUser;
let accountId: string;
const runner = new BackgroundRunner({ functions: [storeWebhookDelivery] });
const video = crypto.randomBytes(600_000);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  fakes = await socialFakes();
  // The hub reaches our webhook in-process, as it would over HTTP.
  fakes.youtube.setCallbackTransport(async (url, init) => {
    const u = new URL(url);
    const res =
      init.method === "GET"
        ? await api.get(`${u.pathname}${u.search}`)
        : await api.post(u.pathname, { rawBody: init.body, headers: init.headers });
    return { status: res.status, text: res.text };
  });
  owner = await signUp();
  const { callback } = await connectOAuth(owner, "youtube");
  expect(callback.status).toBe(200);
  accountId = callback.body.account.id;
});

describe("YouTube through the app", () => {
  it("connects the channel as the account and subscribes its feed at the hub, verified through our webhook", async () => {
    const row = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(row).toMatchObject({ platform: "youtube", externalId: YOUTUBE_FAKE_CHANNEL.id, username: "reachcafe" });
    await fakes.youtube.settled();
    const topic = `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${YOUTUBE_FAKE_CHANNEL.id}`;
    expect(fakes.youtube.verifications.filter((v) => v.topic === topic).at(-1)).toMatchObject({
      mode: "subscribe",
      status: 200,
      echoed: true,
    });
    expect([...fakes.youtube.subscriptions.values()].some((s) => s.topic === topic && s.verified)).toBe(true);
  });

  it("refuses at schedule time a post without a video, naming the network and what is missing; nothing written", async () => {
    const before = await adminDb().socialPost.count({ where: { companyId: owner.companyId } });
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: "Words only", platforms: ["youtube"], scheduledAt: inAnHour() },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.videoUrl).toMatch(/YouTube: A video is required: give the post a videoUrl/);
    expect(await adminDb().socialPost.count({ where: { companyId: owner.companyId } })).toBe(before);

    const draft = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: "A draft", platforms: ["youtube"], status: "SCHEDULED", scheduledAt: inAnHour() },
    });
    expect(draft.status).toBe(400);
    expect(draft.body.details.videoUrl).toMatch(/YouTube/);
  });

  it("refuses a videoUrl that is not https (plain http only for hosts the outbound guard exempts)", async () => {
    for (const videoUrl of [
      "http://example.com/v.mp4",
      "ftp://example.com/v.mp4",
      "https://user:pw@example.com/v.mp4",
    ]) {
      const res = await api.post("/api/social-posts/scheduled", {
        token: owner.token,
        body: { content: "Bad link", platforms: ["youtube"], scheduledAt: inAnHour(), videoUrl },
      });
      expect(res.status).toBe(400);
      expect(res.body.details.videoUrl).toMatch(/https/);
    }
  });

  it("schedules a post with a video, kept on the post and its occurrence", async () => {
    const videoUrl = "https://videos.example/launch.mp4";
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: "Launch day", platforms: ["youtube"], scheduledAt: inAnHour(), videoUrl },
    });
    expect(res.status).toBe(201);
    const occurrence = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: res.body.occurrenceId } });
    expect(occurrence.videoUrl).toBe(videoUrl);
    const post = await api.get(`/api/social-posts/${occurrence.sourcePostId}`, { token: owner.token });
    expect(post.body.videoUrl).toBe(videoUrl);
  });

  it("publishes: the video fetched from videoUrl is uploaded byte for byte, the text as description", async () => {
    const content = "How we roast our beans\n\nFrom green to brown in twelve minutes.";
    const res = await api.post("/api/social/youtube/publish", {
      token: owner.token,
      body: { content, videoUrl: fakes.youtube.hostVideo(video) },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("PUBLISHED");
    const stored = fakes.youtube.videos.get(res.body.platformPostId)!;
    expect(stored).toMatchObject({ title: "How we roast our beans", description: content });
    expect(Buffer.compare(stored.bytes, video)).toBe(0);
    expect(res.body.platformPostUrl).toBe(`https://www.youtube.com/watch?v=${stored.id}`);

    stored.views = 1234;
    stored.likes = 56;
    const metrics = await api.get(`/api/social/youtube/analytics/${res.body.occurrenceId}`, { token: owner.token });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatchObject({
      platformPostId: stored.id,
      views: 1234,
      likes: 56,
      comments: 0,
      shares: null,
    });
  });

  it("a videoUrl the outbound guard refuses fails the delivery in plain words, nothing uploaded", async () => {
    const sessions = fakes.youtube.sessions.size;
    const res = await api.post("/api/social/youtube/publish", {
      token: owner.token,
      body: { content: "From a private address", videoUrl: "https://127.0.0.1:1/v.mp4" },
    });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/videoUrl was refused/);
    expect(fakes.youtube.sessions.size).toBe(sessions);
  });

  it("a hub notification brings the channel's new comments into the inbox, once; a reply answers on YouTube", async () => {
    const published = await api.post("/api/social/youtube/publish", {
      token: owner.token,
      body: { content: "Cupping notes", videoUrl: fakes.youtube.hostVideo(video) },
    });
    const videoId = published.body.platformPostId as string;
    const text = `Which grinder is that? ${crypto.randomBytes(3).toString("hex")}`;
    fakes.youtube.addComment(text, videoId);

    for (let i = 0; i < 2; i++) {
      const sent = await fakes.youtube.notify(videoId);
      expect(sent.map((s) => s.status)).toContain(200);
      await runner.tick();
    }
    const items = await adminDb().inboxItem.findMany({ where: { socialAccountId: accountId, content: text } });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: "COMMENT", authorHandle: "latteart" });

    const reply = await api.post(`/api/inbox/${items[0].id}/reply`, {
      token: owner.token,
      body: { content: "A flat burr grinder, the one by the window." },
    });
    expect(reply.status).toBe(200);
    const answer = fakes.youtube.comments.get(reply.body.platformReplyId)!;
    expect(answer).toMatchObject({
      parentId: items[0].platformItemId,
      text: "A flat burr grinder, the one by the window.",
    });
  });

  it("a notification with a wrong signature is refused (401) and stores nothing", async () => {
    const raw = `<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015"><entry><yt:channelId>${YOUTUBE_FAKE_CHANNEL.id}</yt:channelId></entry></feed>`;
    const wrong = `sha1=${crypto.createHmac("sha1", "not-the-secret").update(raw).digest("hex")}`;
    for (const headers of <Record<string, string>[]>[{ "x-hub-signature": wrong }, {}]) {
      const res = await api.post("/api/webhooks/youtube", {
        rawBody: raw,
        headers: { "content-type": "application/atom+xml", ...headers },
      });
      expect(res.status).toBe(401);
    }
  });

  it("renews the subscription before its lease ends (the daily renewal asks the hub again)", async () => {
    const before = fakes.youtube.server.received("websub-subscribe").length;
    const result = await renewPushSubscriptions();
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const asked = fakes.youtube.server.received("websub-subscribe").slice(before);
    expect(
      asked.some((r) => new URLSearchParams(r.body.toString()).get("hub.topic")?.includes(YOUTUBE_FAKE_CHANNEL.id)),
    ).toBe(true);
  });
});
