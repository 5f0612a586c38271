import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveMedia } from "@/app/api/media/[token]/route";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { META_FAKE_PAGES } from "@/tests/fakes/social/meta/server";
import { api } from "../helpers/app";
import { imageBytes } from "../helpers/images";
import { imageForm, uploadAsset } from "../helpers/media";
import { connectOAuth, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * Facebook Pages and Instagram end to end through the app: connect through the fake Meta login,
 * publish with an image (Facebook takes the upload, Instagram fetches the app's signed media URL),
 * refuse at schedule time what Instagram would refuse at publish time, and read comments into the inbox.
 */
let fakes: SocialFakes;
let owner: TestUser;
let mediaServer: http.Server;
const savedAppUrl = process.env.APP_URL;

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  // Instagram fetches images from the app's public address: the signed media route, served over HTTP here.
  mediaServer = http.createServer(async (req, res) => {
    const answer = await serveMedia(new Request(`http://127.0.0.1${req.url}`), {
      params: Promise.resolve({ token: (req.url ?? "").split("/").at(-1)! }),
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => mediaServer.listen(0, "127.0.0.1", resolve));
  process.env.APP_URL = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  process.env.APP_URL = savedAppUrl;
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  await new Promise((resolve) => mediaServer?.close(resolve));
});

async function connect(platform: "facebook" | "instagram") {
  const { callback } = await connectOAuth(owner, platform);
  expect(callback.status).toBe(200);
  return callback.body.account as { id: string; displayName: string; username: string };
}

async function jpegAsset(width: number, height: number): Promise<string> {
  const form = imageForm(await imageBytes("jpeg", width, height), "photo.jpg", "image/jpeg");
  const res = await api.post("/api/assets/direct", { token: owner.token, rawBody: form });
  expect(res.status).toBe(201);
  return res.body.id ?? res.body.asset.id;
}

describe("Facebook Pages and Instagram through the app", () => {
  it("connects a Facebook page (the first the login manages) and publishes a post with an image to it", async () => {
    const account = await connect("facebook");
    expect(account).toMatchObject({ displayName: "Reach Cafe", username: "Reach Cafe" });
    const row = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(row.externalId).toBe(META_FAKE_PAGES[0].id);

    const asset = (await uploadAsset(owner.token)).body;
    const res = await api.post("/api/social/facebook/publish", {
      token: owner.token,
      body: { content: "Fresh bread today", mediaAssetIds: [asset.id ?? asset.asset.id] },
    });
    expect(res.status).toBe(200);
    const post = fakes.meta.posts.get(res.body.platformPostId)!;
    expect(post).toMatchObject({ pageId: META_FAKE_PAGES[0].id, message: "Fresh bread today" });
    expect(post.photoIds).toHaveLength(1);
  });

  it("reads comments on the page's posts into the inbox, once", async () => {
    const account = await adminDb().socialAccount.findFirstOrThrow({
      where: { companyId: owner.companyId, platform: "facebook", externalId: META_FAKE_PAGES[0].id },
    });
    fakes.meta.addComment({ pageId: META_FAKE_PAGES[0].id }, "Is it sourdough?");
    const ctx = tenantCtxFor(owner.companyId);
    expect(await syncAccountInbox(ctx, account.id)).toBe(1);
    expect(await syncAccountInbox(ctx, account.id)).toBe(0);
    const items = await adminDb().inboxItem.findMany({ where: { socialAccountId: account.id } });
    expect(items.map((i) => i.content)).toEqual(["Is it sourdough?"]);
  });

  it("lists the login's other pages and connects one of them as an account of its own", async () => {
    const first = await adminDb().socialAccount.findFirstOrThrow({
      where: { companyId: owner.companyId, platform: "facebook" },
    });
    const path = `/api/social/accounts/${first.id}/choices`;
    const listed = await api.get(path, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.choices).toEqual([
      expect.objectContaining({ id: META_FAKE_PAGES[0].id, name: "Reach Cafe", connected: true }),
      expect.objectContaining({ id: META_FAKE_PAGES[1].id, name: "Reach Books", connected: false }),
    ]);
    const chosen = await api.post(path, { token: owner.token, body: { choiceId: META_FAKE_PAGES[1].id } });
    expect(chosen.status).toBe(201);
    expect(chosen.body.account).toMatchObject({ platform: "facebook", displayName: "Reach Books" });
    const unknown = await api.post(path, { token: owner.token, body: { choiceId: "999" } });
    expect(unknown.status).toBe(400);
    expect(
      (await api.get(path, { token: owner.token })).body.choices.map((c: { connected: boolean }) => c.connected),
    ).toEqual([true, true]);
  });

  it("Instagram: refuses at schedule time a post without an image, or one outside 4:5 to 1.91:1, naming the network", async () => {
    await connect("instagram");
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const bare = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: "Words only", platforms: ["instagram"], scheduledAt },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.details.mediaAssetIds).toMatch(/Instagram: An image is required/);
    const tall = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: "Too tall", platforms: ["instagram"], scheduledAt, mediaAssetIds: [await jpegAsset(90, 160)] },
    });
    expect(tall.status).toBe(400);
    expect(tall.body.details.mediaAssetIds).toMatch(/4:5 to 1\.91:1/);
    expect(await adminDb().postOccurrence.count({ where: { companyId: owner.companyId, platform: "instagram" } })).toBe(
      0,
    );
  });

  it("Instagram: publishes an image that Instagram fetches from the app's signed URL", async () => {
    const res = await api.post("/api/social/instagram/publish", {
      token: owner.token,
      body: { content: "Our terrace", mediaAssetIds: [await jpegAsset(48, 32)] },
    });
    expect(res.status).toBe(200);
    const item = fakes.meta.media.get(res.body.platformPostId)!;
    expect(item.caption).toBe("Our terrace");
    expect(item.images[0].subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(res.body.platformPostUrl).toBe(`https://www.instagram.com/p/${item.id}/`);
  });
});
