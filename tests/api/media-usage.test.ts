import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { insertCampaign } from "../helpers/content-fixtures";
import { uploadAsset } from "../helpers/media";
import { signUp, type TestUser } from "../helpers/users";

// Where assets are used, as content comes and goes: deleting content removes its usage rows with
// it; duplicating a campaign checks its posts' media and records the copies' uses.

let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  process.env.RATE_LIMIT_UPLOAD = "100000";
  [owner, stranger] = await Promise.all([signUp(), signUp()]);
});

const newAsset = async (user: TestUser) => (await uploadAsset(user.token)).body.asset.id as string;
const usageOf = async (assetId: string) =>
  (
    await adminDb().mediaAssetUsage.findMany({
      where: { assetId },
      select: { contentType: true, contentId: true, usageContext: true },
    })
  ).sort((a, b) => `${a.contentType}${a.contentId}`.localeCompare(`${b.contentType}${b.contentId}`));
const recordUse = async (assetId: string, contentType: string, contentId: string, usageContext?: string) => {
  const res = await api.post(`/api/assets/${assetId}/usage`, {
    token: owner.token,
    body: { contentType, contentId, usageContext },
  });
  expect(res.status, res.text).toBe(201);
};

describe("deleting content removes its usage rows", () => {
  it("a blog post's and a video script's recorded uses go with them; other content's stay", async () => {
    const asset = await newAsset(owner);
    const blog = (
      await api.post("/api/blog/posts", {
        token: owner.token,
        body: { title: `Launch ${randomUUID()}`, markdownBody: "Hi", status: "DRAFT" },
      })
    ).body.id;
    const otherBlog = (
      await api.post("/api/blog/posts", {
        token: owner.token,
        body: { title: `Other ${randomUUID()}`, markdownBody: "Hi", status: "DRAFT" },
      })
    ).body.id;
    const script = (
      await api.post("/api/video-scripts", { token: owner.token, body: { title: "Reel", script: "Scene 1" } })
    ).body.id;
    await recordUse(asset, "BLOG_POST", blog, "cover");
    await recordUse(asset, "BLOG_POST", otherBlog);
    await recordUse(asset, "VIDEO_SCRIPT", script, "b-roll");
    expect((await api.get(`/api/assets/${asset}`, { token: owner.token })).body.usageCount).toBe(3);

    expect((await api.delete(`/api/blog/posts/${blog}`, { token: owner.token })).status).toBe(204);
    expect((await api.delete(`/api/video-scripts/${script}`, { token: owner.token })).status).toBe(204);
    expect(await usageOf(asset)).toEqual([{ contentType: "BLOG_POST", contentId: otherBlog, usageContext: null }]);
    // With no use left, a hard delete needs no force.
    await api.delete(`/api/blog/posts/${otherBlog}`, { token: owner.token });
    expect((await api.delete(`/api/assets/${asset}`, { token: owner.token, query: { hard: "true" } })).status).toBe(
      200,
    );
  });

  it("a social post's uses go with it", async () => {
    const asset = await newAsset(owner);
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: "With a picture", platforms: ["twitter"], mediaAssetIds: [asset] },
    });
    expect(await usageOf(asset)).toHaveLength(1);
    await api.delete(`/api/social-posts/${post.body.id}`, { token: owner.token });
    expect(await usageOf(asset)).toEqual([]);
  });

  it("a campaign deleted with all its content takes its posts', blog posts' and scripts' uses along; other content's stay", async () => {
    const asset = await newAsset(owner);
    const campaignId = (await api.post("/api/campaigns", { token: owner.token, body: { name: "Gone soon" } })).body.id;
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: "With a picture", platforms: ["twitter"], mediaAssetIds: [asset], campaignId },
    });
    expect(post.status, post.text).toBe(201);
    const blog = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: `In the campaign ${randomUUID()}`, markdownBody: "Hi", status: "DRAFT", campaignId },
    });
    const script = await api.post("/api/video-scripts", {
      token: owner.token,
      body: { title: "Reel", script: "Scene 1", campaignId },
    });
    const outside = await api.post("/api/video-scripts", { token: owner.token, body: { title: "Kept", script: "1" } });
    await recordUse(asset, "BLOG_POST", blog.body.id, "cover");
    await recordUse(asset, "VIDEO_SCRIPT", script.body.id);
    await recordUse(asset, "VIDEO_SCRIPT", outside.body.id);
    expect(await usageOf(asset)).toHaveLength(4);

    const deleted = await api.delete(`/api/campaigns/${campaignId}`, {
      token: owner.token,
      query: { action: "delete_all" },
    });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await usageOf(asset)).toEqual([
      { contentType: "VIDEO_SCRIPT", contentId: outside.body.id, usageContext: null },
    ]);
    expect((await api.get(`/api/assets/${asset}`, { token: owner.token })).body.usageCount).toBe(1);
  });
});

describe("duplicating a campaign", () => {
  it("records the uses of the copied posts, blog posts and scripts", async () => {
    const [photo, logo] = [await newAsset(owner), await newAsset(owner)];
    const campaignId = await insertCampaign(owner.companyId);
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: "Launch day", platforms: ["twitter"], mediaAssetIds: [photo, logo], campaignId },
    });
    expect(post.status, post.text).toBe(201);
    const blog = (
      await api.post("/api/blog/posts", {
        token: owner.token,
        body: { title: `Launch ${randomUUID()}`, markdownBody: "Hi", status: "DRAFT", campaignId },
      })
    ).body.id;
    const script = (
      await api.post("/api/video-scripts", {
        token: owner.token,
        body: { title: "Reel", script: "Scene 1", campaignId },
      })
    ).body.id;
    await recordUse(logo, "BLOG_POST", blog, "cover");
    await recordUse(photo, "VIDEO_SCRIPT", script, "b-roll");

    const copy = await api.post(`/api/campaigns/${campaignId}/duplicate`, {
      token: owner.token,
      body: { name: "Launch again" },
    });
    expect(copy.status, copy.text).toBe(201);
    const [postCopy] = await adminDb().socialPost.findMany({ where: { campaignId: copy.body.id } });
    const [blogCopy] = await adminDb().blogPost.findMany({ where: { campaignId: copy.body.id } });
    const [scriptCopy] = await adminDb().videoScript.findMany({ where: { campaignId: copy.body.id } });
    expect(postCopy.mediaAssetIds).toEqual([photo, logo]);

    const expected = (rows: { contentType: string; contentId: string; usageContext: string | null }[]) =>
      rows.sort((a, b) => `${a.contentType}${a.contentId}`.localeCompare(`${b.contentType}${b.contentId}`));
    expect(await usageOf(photo)).toEqual(
      expected([
        { contentType: "SOCIAL_POST", contentId: post.body.id, usageContext: "attached media" },
        { contentType: "SOCIAL_POST", contentId: postCopy.id, usageContext: "attached media" },
        { contentType: "VIDEO_SCRIPT", contentId: script, usageContext: "b-roll" },
        { contentType: "VIDEO_SCRIPT", contentId: scriptCopy.id, usageContext: "b-roll" },
      ]),
    );
    expect(await usageOf(logo)).toEqual(
      expected([
        { contentType: "BLOG_POST", contentId: blog, usageContext: "cover" },
        { contentType: "BLOG_POST", contentId: blogCopy.id, usageContext: "cover" },
        { contentType: "SOCIAL_POST", contentId: post.body.id, usageContext: "attached media" },
        { contentType: "SOCIAL_POST", contentId: postCopy.id, usageContext: "attached media" },
      ]),
    );
    expect((await api.get(`/api/assets/${photo}`, { token: owner.token })).body.usageCount).toBe(4);
  });

  it("refuses (404, nothing copied) when a post names an asset that is not one of the company's stored assets", async () => {
    const mine = await newAsset(owner);
    const theirs = await newAsset(stranger);
    const campaignId = await insertCampaign(owner.companyId);
    // Only a direct write can put another company's asset on a post: the API refuses it (404).
    await adminDb().socialPost.create({
      data: {
        companyId: owner.companyId,
        campaignId,
        content: "Borrowed",
        platforms: ["twitter"],
        mediaAssetIds: [mine, theirs],
      },
    });
    const campaignsBefore = await adminDb().campaign.count({ where: { companyId: owner.companyId } });

    const res = await api.post(`/api/campaigns/${campaignId}/duplicate`, {
      token: owner.token,
      body: { name: "Copy" },
    });
    expect(res.status, res.text).toBe(404);
    expect(await adminDb().campaign.count({ where: { companyId: owner.companyId } })).toBe(campaignsBefore);
    expect(await usageOf(mine)).toEqual([]);
    expect(await usageOf(theirs)).toEqual([]);
  });
});
