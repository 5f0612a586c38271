import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveMedia } from "@/app/api/media/[token]/route";
import { adminDb } from "@/lib/db";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { TIKTOK_FAKE_USER } from "@/tests/fakes/social/tiktok/server";
import { api } from "../helpers/app";
import { imageBytes } from "../helpers/images";
import { imageForm } from "../helpers/media";
import { connectOAuth, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * TikTok end to end through the app: connect through the fake Login Kit, choose who can view (the
 * account's choices), publish photos TikTok pulls from the app's signed media URLs and polls to
 * PUBLISH_COMPLETE, read the post's numbers, and refuse at schedule time what TikTok would refuse.
 */
let fakes: SocialFakes;
let owner: TestUser;
let accountId: string;
let mediaServer: http.Server;
const savedAppUrl = process.env.APP_URL;
const savedAllowHosts = process.env.OUTBOUND_ALLOW_HOSTS;
/** A 7 MB MP4: under two 5 MB chunks, so it goes up as one chunk of its own size. */
const VIDEO = Buffer.concat([
  Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isomiso2", "latin1"),
  crypto.randomBytes(7 * 1024 * 1024),
]);

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  // TikTok pulls photos from the app's public address: the signed media route, served over HTTP here.
  mediaServer = http.createServer(async (req, res) => {
    // The post's videoUrl, which the app fetches through the outbound guard at publish time.
    if (req.url === "/videos/kitchen.mp4") {
      res.writeHead(200, { "content-type": "video/mp4", "content-length": String(VIDEO.length) });
      return res.end(VIDEO);
    }
    const answer = await serveMedia(new Request(`http://127.0.0.1${req.url}`), {
      params: Promise.resolve({ token: (req.url ?? "").split("/").at(-1)! }),
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => mediaServer.listen(0, "127.0.0.1", resolve));
  process.env.APP_URL = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`;
  process.env.OUTBOUND_ALLOW_HOSTS = [savedAllowHosts, `127.0.0.1:${(mediaServer.address() as AddressInfo).port}`]
    .filter(Boolean)
    .join(",");
  const { callback } = await connectOAuth(owner, "tiktok");
  expect(callback.status).toBe(200);
  accountId = callback.body.account.id;
});
afterAll(async () => {
  process.env.APP_URL = savedAppUrl;
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  process.env.OUTBOUND_ALLOW_HOSTS = savedAllowHosts;
  if (savedAllowHosts === undefined) delete process.env.OUTBOUND_ALLOW_HOSTS;
  await new Promise((resolve) => mediaServer?.close(resolve));
});

async function asset(format: "jpeg" | "png"): Promise<string> {
  const form = imageForm(await imageBytes(format, 64, 48), `photo.${format}`, `image/${format}`);
  const res = await api.post("/api/assets/direct", { token: owner.token, rawBody: form });
  expect(res.status).toBe(201);
  return res.body.id ?? res.body.asset.id;
}

const choicesPath = () => `/api/social/accounts/${accountId}/choices`;

describe("TikTok through the app", () => {
  it("connects the TikTok user through Login Kit (client_key), tokens sealed", async () => {
    const row = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(row).toMatchObject({
      platform: "tiktok",
      externalId: TIKTOK_FAKE_USER.open_id,
      username: TIKTOK_FAKE_USER.username,
      displayName: TIKTOK_FAKE_USER.display_name,
    });
    expect(row.accessToken).not.toContain("act-at-");
    const authorize = fakes.tiktok.server.received("authorize").at(-1)!;
    expect(authorize.query.get("client_key")).toBe(fakes.env.TIKTOK_CLIENT_ID);
    expect(authorize.query.get("scope")).toBe(
      "user.info.basic,user.info.profile,user.info.stats,video.publish,video.list",
    );
  });

  it("posts nothing until a privacy level is chosen: 502 saying what to do, the occurrence FAILED", async () => {
    const before = fakes.tiktok.server.received("publish").length;
    const res = await api.post("/api/social/tiktok/publish", {
      token: owner.token,
      body: { content: "Too early", mediaAssetIds: [await asset("jpeg")] },
    });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/Choose who can view/);
    const occurrence = await adminDb().postOccurrence.findFirstOrThrow({
      where: { companyId: owner.companyId, content: "Too early" },
    });
    expect(occurrence.status).toBe("FAILED");
    expect(fakes.tiktok.server.received("publish").length).toBe(before);
  });

  it("offers the creator's privacy levels and interactions as choices; a choice saves on the same account", async () => {
    const listed = await api.get(choicesPath(), { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.choices.map((c: { id: string }) => c.id)).toEqual([
      "privacy:PUBLIC_TO_EVERYONE",
      "privacy:MUTUAL_FOLLOW_FRIENDS",
      "privacy:SELF_ONLY",
      "comment:on",
      "comment:off",
      "duet:on",
      "duet:off",
      "stitch:off",
    ]);
    expect(
      listed.body.choices.filter((c: { connected: boolean }) => c.connected).map((c: { id: string }) => c.id),
    ).toEqual(["comment:off", "duet:off", "stitch:off"]);
    for (const choiceId of ["privacy:PUBLIC_TO_EVERYONE", "comment:on"]) {
      const chosen = await api.post(choicesPath(), { token: owner.token, body: { choiceId } });
      expect(chosen.status).toBe(201);
      expect(chosen.body.account.id).toBe(accountId);
    }
    const after = await api.get(choicesPath(), { token: owner.token });
    expect(
      after.body.choices.filter((c: { connected: boolean }) => c.connected).map((c: { id: string }) => c.id),
    ).toEqual(["privacy:PUBLIC_TO_EVERYONE", "comment:on", "duet:off", "stitch:off"]);
    for (const choiceId of ["privacy:FOLLOWER_OF_CREATOR", "stitch:on", "volume:11"]) {
      const refused = await api.post(choicesPath(), { token: owner.token, body: { choiceId } });
      expect(refused.status, choiceId).toBe(400);
    }
    expect(await adminDb().socialAccount.count({ where: { companyId: owner.companyId, platform: "tiktok" } })).toBe(1);
  });

  it("publishes photos TikTok pulls from the signed media URLs, with the chosen settings, and reads its numbers", async () => {
    const res = await api.post("/api/social/tiktok/publish", {
      token: owner.token,
      body: { content: "Saturday market stall", mediaAssetIds: [await asset("jpeg"), await asset("jpeg")] },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("PUBLISHED");
    const post = fakes.tiktok.posts.get(res.body.platformPostId)!;
    expect(post).toMatchObject({
      kind: "photo",
      text: "Saturday market stall",
      privacyLevel: "PUBLIC_TO_EVERYONE",
      disableComment: false,
    });
    expect(post.images).toHaveLength(2);
    expect(post.images[0].subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(res.body.platformPostUrl).toBe(`https://www.tiktok.com/@${TIKTOK_FAKE_USER.username}/photo/${post.id}`);

    const metrics = await api.get(`/api/social/tiktok/analytics/${res.body.occurrenceId}`, { token: owner.token });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatchObject({
      platform: "tiktok",
      platformPostId: post.id,
      views: 1530,
      likes: 212,
      comments: 18,
      shares: 7,
      impressions: null,
      clicks: null,
    });
  });

  it("publishes a video from the post's videoUrl: fetched by the app, sent to TikTok by FILE_UPLOAD", async () => {
    const uploadsBefore = fakes.tiktok.server.received("upload").length;
    const res = await api.post("/api/social/tiktok/publish", {
      token: owner.token,
      body: { content: "Our kitchen at 6am #bakery", videoUrl: `${process.env.APP_URL}/videos/kitchen.mp4` },
    });
    expect(res.status, res.text).toBe(200);
    const post = fakes.tiktok.posts.get(res.body.platformPostId)!;
    expect(post).toMatchObject({
      kind: "video",
      text: "Our kitchen at 6am #bakery",
      privacyLevel: "PUBLIC_TO_EVERYONE",
    });
    expect(Buffer.compare(post.video!, VIDEO)).toBe(0);
    const uploads = fakes.tiktok.server.received("upload").slice(uploadsBefore);
    expect(uploads.map((u) => u.headers["content-range"])).toEqual([`bytes 0-${VIDEO.length - 1}/${VIDEO.length}`]);
    expect(res.body.platformPostUrl).toBe(`https://www.tiktok.com/@${TIKTOK_FAKE_USER.username}/video/${post.id}`);
    // A video meets TikTok's need for media at schedule time too.
    const scheduled = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: {
        content: "Tomorrow's bake",
        platforms: ["tiktok"],
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
        videoUrl: `${process.env.APP_URL}/videos/kitchen.mp4`,
      },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
  });

  it("refuses at schedule time a post without photos or video, or with a PNG, naming the network", async () => {
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const bare = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: "Words only", platforms: ["tiktok"], scheduledAt },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.details.mediaAssetIds).toMatch(/TikTok: An image is required/);
    const png = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: "A PNG", platforms: ["tiktok"], scheduledAt, mediaAssetIds: [await asset("png")] },
    });
    expect(png.status).toBe(400);
    expect(png.body.details.mediaAssetIds).toMatch(/TikTok: image\/png images are not accepted/);
    const refused = { companyId: owner.companyId, content: { in: ["Words only", "A PNG"] } };
    expect(await adminDb().postOccurrence.count({ where: refused })).toBe(0);
  });
});
