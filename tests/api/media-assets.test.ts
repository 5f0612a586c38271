import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { objectStore } from "@/lib/integrations/storage";
import { api } from "../helpers/app";
import { imageBytes, svgWithScript } from "../helpers/images";
import { imageForm, makeThumbnail, thumbnailRequests, uploadAsset, viewMedia } from "../helpers/media";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  process.env.RATE_LIMIT_UPLOAD = "100000";
  [owner, stranger] = await Promise.all([signUp(), signUp()]);
});

const folder = async (user: TestUser, name: string, parentId?: string) => {
  const res = await api.post("/api/assets/folders", { token: user.token, body: { name, parentId } });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.id as string;
};

describe("assets", () => {
  it("direct upload files the asset in a folder with tags and answers it with signed links, never a storage key", async () => {
    const folderId = await folder(owner, "Launch");
    const res = await uploadAsset(owner.token, {
      filename: "hero.png",
      fields: { folderId, tags: ["Hero", "spring,hero"] },
    });
    expect(res.body.asset).toMatchObject({
      filename: "hero.png",
      folderId,
      tags: ["Hero", "spring"],
      isArchived: false,
      type: "IMAGE",
      format: "png",
      width: 24,
      height: 16,
      usageCount: 0,
    });
    expect(res.body.asset.viewUrl).toMatch(/^http:\/\/localhost:3000\/api\/media\//);
    const row = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: res.body.asset.id } });
    expect(res.text).not.toContain(row.storageKey);
    expect(row.storageKey).not.toContain("hero");
  });

  it("refuses another company's folder (404) and a malformed folderId (400)", async () => {
    const theirs = await folder(stranger, "Theirs");
    const form = imageForm(await imageBytes("png"), "a.png", "image/png", { folderId: theirs });
    const res = await api.post("/api/assets/direct", { token: owner.token, rawBody: form });
    expect(res.status).toBe(404);
    const bad = await api.post("/api/assets/direct", {
      token: owner.token,
      rawBody: imageForm(await imageBytes("png"), "a.png", "image/png", { folderId: "nope" }),
    });
    expect(bad.status).toBe(400);
  });

  it("lists with filters: folder, root, tags, search over filename and prompt, archived; paged", async () => {
    const user = await signUp();
    const f = await folder(user, "Shots");
    const a = (await uploadAsset(user.token, { filename: "Coffee-cup.png", fields: { folderId: f, tags: ["drinks"] } }))
      .body.asset.id;
    const b = (await uploadAsset(user.token, { filename: "bagel.png", fields: { tags: ["food", "drinks"] } })).body
      .asset.id;
    await adminDb().mediaAsset.update({ where: { id: b }, data: { prompt: "A sesame BAGEL on a plate" } });
    const c = (await uploadAsset(user.token, { filename: "old.png" })).body.asset.id;
    await api.patch(`/api/assets/${c}`, { token: user.token, body: { isArchived: true } });
    const ids = async (query: Record<string, any>) =>
      (await api.get("/api/assets", { token: user.token, query })).body.items.map((i: any) => i.id);
    expect(await ids({})).toEqual([b, a]);
    expect(await ids({ folderId: f })).toEqual([a]);
    expect(await ids({ folderId: "root" })).toEqual([b]);
    expect(await ids({ tags: "drinks" })).toEqual([b, a]);
    expect(await ids({ tags: ["drinks", "food"] })).toEqual([b]);
    expect(await ids({ search: "COFFEE" })).toEqual([a]);
    expect(await ids({ search: "sesame" })).toEqual([b]);
    expect(await ids({ isArchived: "true" })).toEqual([c]);
    expect(await ids({ type: "video" })).toEqual([]);
    const page = await api.get("/api/assets", { token: user.token, query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1, items: [{ id: a }] });
  });

  it("get, patch and delete answer 404 for another company's asset and change nothing", async () => {
    const id = (await uploadAsset(owner.token)).body.asset.id;
    expect((await api.get(`/api/assets/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.patch(`/api/assets/${id}`, { token: stranger.token, body: { tags: ["x"] } })).status).toBe(404);
    expect((await api.delete(`/api/assets/${id}`, { token: stranger.token, query: { hard: "true" } })).status).toBe(
      404,
    );
    expect(
      (
        await api.post(`/api/assets/${id}/usage`, {
          token: stranger.token,
          body: { contentType: "SOCIAL_POST", contentId: id },
        })
      ).status,
    ).toBe(404);
    const still = await api.get(`/api/assets/${id}`, { token: owner.token });
    expect(still.body).toMatchObject({ id, tags: [], isArchived: false });
  });

  it("soft delete archives (restorable), hard delete removes record and bytes and kills its viewUrl", async () => {
    const created = (await uploadAsset(owner.token)).body.asset;
    const soft = await api.delete(`/api/assets/${created.id}`, { token: owner.token });
    expect(soft.body).toEqual({ success: true, deleted: "soft" });
    expect((await api.get(`/api/assets/${created.id}`, { token: owner.token })).body.isArchived).toBe(true);
    expect((await viewMedia(created.viewUrl)).status).toBe(200);
    const restored = await api.patch(`/api/assets/${created.id}`, { token: owner.token, body: { isArchived: false } });
    expect(restored.body.isArchived).toBe(false);
    const row = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: created.id } });
    const hard = await api.delete(`/api/assets/${created.id}`, { token: owner.token, query: { hard: "true" } });
    expect(hard.body).toEqual({ success: true, deleted: "hard" });
    expect(await adminDb().mediaAsset.findUnique({ where: { id: created.id } })).toBeNull();
    expect((await viewMedia(created.viewUrl)).status).toBe(404);
    const { objectStore } = await import("@/lib/integrations/storage");
    expect(await objectStore().get(row.storageKey)).toBeNull();
  });

  it("usage: recorded for own content only, shown on the asset, blocks a hard delete unless forced", async () => {
    const asset = (await uploadAsset(owner.token)).body.asset;
    const blog = await api.post("/api/blog/posts", { token: owner.token, body: { title: "Our spring menu" } });
    const theirBlog = await api.post("/api/blog/posts", { token: stranger.token, body: { title: "Not yours" } });
    expect(
      (
        await api.post(`/api/assets/${asset.id}/usage`, {
          token: owner.token,
          body: { contentType: "BLOG_POST", contentId: theirBlog.body.id },
        })
      ).status,
    ).toBe(404);
    const used = await api.post(`/api/assets/${asset.id}/usage`, {
      token: owner.token,
      body: { contentType: "blog_post", contentId: blog.body.id, usageContext: "header" },
    });
    expect(used.status, used.text).toBe(201);
    expect(used.body).toMatchObject({
      contentType: "BLOG_POST",
      contentId: blog.body.id,
      usageContext: "header",
      title: "Our spring menu",
    });
    const got = await api.get(`/api/assets/${asset.id}`, { token: owner.token });
    expect(got.body).toMatchObject({ usageCount: 1, usage: [{ contentType: "BLOG_POST", title: "Our spring menu" }] });
    const refused = await api.delete(`/api/assets/${asset.id}`, { token: owner.token, query: { hard: "true" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "ASSET_IN_USE", message: expect.any(String) });
    expect(await adminDb().mediaAsset.findUnique({ where: { id: asset.id } })).not.toBeNull();
    const forced = await api.delete(`/api/assets/${asset.id}`, {
      token: owner.token,
      query: { hard: "true", force: "true" },
    });
    expect(forced.status).toBe(200);
    expect(await adminDb().mediaAssetUsage.count({ where: { assetId: asset.id } })).toBe(0);
  });

  it("a deleted blog post no longer counts as a use", async () => {
    const asset = (await uploadAsset(owner.token)).body.asset;
    const blog = await api.post("/api/blog/posts", { token: owner.token, body: { title: "Gone soon" } });
    await api.post(`/api/assets/${asset.id}/usage`, {
      token: owner.token,
      body: { contentType: "BLOG_POST", contentId: blog.body.id },
    });
    await api.delete(`/api/blog/posts/${blog.body.id}`, { token: owner.token });
    expect((await api.get(`/api/assets/${asset.id}`, { token: owner.token })).body).toMatchObject({
      usageCount: 0,
      usage: [],
    });
    expect((await api.delete(`/api/assets/${asset.id}`, { token: owner.token, query: { hard: "true" } })).status).toBe(
      200,
    );
  });

  it("presigned asset upload: pending until its bytes arrive, then listed with folder and tags", async () => {
    const f = await folder(owner, "Presigned");
    const png = await imageBytes("png");
    const res = await api.post("/api/assets/presigned-url", {
      token: owner.token,
      body: { filename: "p.png", contentType: "image/png", fileSize: png.length, folderId: f, tags: ["later"] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      uploadUrl: expect.any(String),
      assetId: res.body.asset.id,
      asset: { id: expect.any(String), viewUrl: expect.any(String) },
    });
    expect((await viewMedia(res.body.asset.viewUrl)).status).toBe(404);
    expect((await api.get(`/api/assets/${res.body.assetId}`, { token: owner.token })).status).toBe(404);
    await api.put(new URL(res.body.uploadUrl).pathname, {
      rawBody: new Uint8Array(png),
      headers: { "content-type": "image/png" },
    });
    expect((await api.get(`/api/assets/${res.body.assetId}`, { token: owner.token })).body).toMatchObject({
      folderId: f,
      tags: ["later"],
    });
    expect((await viewMedia(res.body.asset.viewUrl)).status).toBe(200);
  });
});

describe("folders", () => {
  it("creates, lists by parent, refuses a duplicate name and another company's parent", async () => {
    const user = await signUp();
    const top = await folder(user, "Brand");
    const child = await folder(user, "Logos", top);
    expect((await api.post("/api/assets/folders", { token: user.token, body: { name: "brand" } })).status).toBe(409);
    expect(
      (await api.post("/api/assets/folders", { token: stranger.token, body: { name: "x", parentId: top } })).status,
    ).toBe(404);
    const all = await api.get("/api/assets/folders", { token: user.token });
    expect(all.body).toMatchObject({
      total: 2,
      items: [
        { id: top, folderCount: 1 },
        { id: child, parentId: top },
      ],
    });
    expect(
      (await api.get("/api/assets/folders", { token: user.token, query: { parentId: "root" } })).body.items.map(
        (f: any) => f.id,
      ),
    ).toEqual([top]);
    expect(
      (await api.get("/api/assets/folders", { token: user.token, query: { parentId: top } })).body.items.map(
        (f: any) => f.id,
      ),
    ).toEqual([child]);
    expect(
      (await api.get("/api/assets/folders", { token: stranger.token, query: { parentId: top } })).body.items,
    ).toEqual([]);
  });

  it("deleting: an empty folder goes; a non-empty one is refused, or its contents move up; nothing is orphaned", async () => {
    const user = await signUp();
    const top = await folder(user, "Top");
    const mid = await folder(user, "Mid", top);
    const leaf = await folder(user, "Leaf", mid);
    const asset = (await uploadAsset(user.token, { fields: { folderId: mid } })).body.asset.id;
    const archived = (await uploadAsset(user.token, { fields: { folderId: mid } })).body.asset.id;
    await api.delete(`/api/assets/${archived}`, { token: user.token });
    expect((await api.delete(`/api/assets/folders/${mid}`, { token: stranger.token })).status).toBe(404);
    const refused = await api.delete(`/api/assets/folders/${mid}`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("FOLDER_NOT_EMPTY");
    const moved = await api.delete(`/api/assets/folders/${mid}`, {
      token: user.token,
      query: { moveContents: "true" },
    });
    expect(moved.body).toEqual({ success: true, movedAssets: 2, movedFolders: 1 });
    expect((await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: asset } })).folderId).toBe(top);
    expect((await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: archived } })).folderId).toBe(top);
    expect((await adminDb().mediaFolder.findUniqueOrThrow({ where: { id: leaf } })).parentId).toBe(top);
    const emptyOne = await folder(user, "Empty");
    expect((await api.delete(`/api/assets/folders/${emptyOne}`, { token: user.token })).body).toEqual({
      success: true,
      movedAssets: 0,
      movedFolders: 0,
    });
  });
});

describe("viewUrl delivery", () => {
  it("serves the file without a token, with nosniff, a script-blocking sandbox CSP and a private cache", async () => {
    const svg = await api.post("/api/assets/direct", {
      token: owner.token,
      rawBody: imageForm(svgWithScript, "logo.svg", "image/svg+xml"),
    });
    const res = await viewMedia(svg.body.asset.viewUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=(8\d\d|900)$/);
    expect(res.text).toContain("<svg");
    expect(res.text).not.toMatch(/script|onload|alert/);
  });

  it("thumbnails are made in the background: none until then, then a WebP at most 400 px, made once and kept", async () => {
    const asset = (
      await api.post("/api/assets/direct", {
        token: owner.token,
        rawBody: imageForm(await imageBytes("jpeg", 1200, 600), "big.jpg", "image/jpeg"),
      })
    ).body.asset;
    expect(asset.thumbnailUrl).toBeNull();
    expect(await thumbnailRequests(asset.id)).toEqual([
      expect.objectContaining({
        companyId: owner.companyId,
        payload: { companyId: owner.companyId, assetId: asset.id },
      }),
    ]);
    // A link to a thumbnail not made yet (signed by the server, not handed out) finds nothing.
    const { viewUrl } = await import("@/lib/media/view-url");
    expect((await viewMedia(viewUrl("http://localhost:3000", owner.companyId, asset.id, "thumbnail"))).status).toBe(
      404,
    );

    expect(await makeThumbnail(owner.companyId, asset.id)).toBe("made");
    const read = (await api.get(`/api/assets/${asset.id}`, { token: owner.token })).body;
    const thumb = await viewMedia(read.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const key = (await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: asset.id } })).thumbnailKey!;
    const stored = await buffer((await objectStore().get(key))!.body);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 400, height: 200 });
    expect(await makeThumbnail(owner.companyId, asset.id)).toBe("not needed");
    expect((await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: asset.id } })).thumbnailKey).toBe(key);
    // Another company's event names nothing of theirs: nothing is made.
    const other = (await uploadAsset(owner.token)).body.asset;
    expect(await makeThumbnail(stranger.companyId, other.id)).toBe("not needed");
    expect((await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: other.id } })).thumbnailKey).toBeNull();
  });

  it("a tampered link, a link of another purpose or variant, and an expired link answer 404", async () => {
    const asset = (await uploadAsset(owner.token)).body.asset;
    const url = new URL(asset.viewUrl);
    const [payload, signature] = url.pathname.split("/").pop()!.split(".");
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith("A") ? "B" : "A");
    expect((await api.get(`/api/media/${payload}.${flip(signature)}`)).status).toBe(404);
    const forged = JSON.parse(Buffer.from(payload, "base64url").toString());
    forged.exp += 3600;
    expect(
      (await api.get(`/api/media/${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`)).status,
    ).toBe(404);
    const { signToken } = await import("@/lib/media/signed-token");
    const expired = signToken("media-view", { ...forged, exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await api.get(`/api/media/${expired}`)).status).toBe(404);
    const wrongPurpose = signToken("media-upload", { ...forged, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await api.get(`/api/media/${wrongPurpose}`)).status).toBe(404);
    expect((await viewMedia(asset.viewUrl)).status).toBe(200);
  });

  it("a viewUrl is made fresh on every read and never stored", async () => {
    const asset = (await uploadAsset(owner.token)).body.asset;
    const row = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: asset.id } });
    expect(JSON.stringify(row)).not.toContain("/api/media/");
  });
});

describe("social posts' mediaAssetIds", () => {
  it("must name the caller's own stored assets (404 otherwise) and record usage, kept in step on update and delete", async () => {
    const mine = (await uploadAsset(owner.token)).body.asset.id;
    const other = (await uploadAsset(owner.token)).body.asset.id;
    const theirs = (await uploadAsset(stranger.token)).body.asset.id;
    const pending = (
      await api.post("/api/assets/presigned-url", {
        token: owner.token,
        body: { filename: "p.png", contentType: "image/png", fileSize: 5 },
      })
    ).body.assetId;
    for (const ids of [[theirs], [mine, theirs], [pending]]) {
      const res = await api.post("/api/social-posts", {
        token: owner.token,
        body: { content: "Hello", platforms: ["twitter"], mediaAssetIds: ids },
      });
      expect(res.status, JSON.stringify(ids)).toBe(404);
    }
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: "Fresh coffee, new cups", platforms: ["twitter"], mediaAssetIds: [mine] },
    });
    expect(post.status, post.text).toBe(201);
    expect((await api.get(`/api/assets/${mine}`, { token: owner.token })).body.usage).toEqual([
      expect.objectContaining({ contentType: "SOCIAL_POST", contentId: post.body.id, title: "Fresh coffee, new cups" }),
    ]);
    expect(
      (await api.put(`/api/social-posts/${post.body.id}`, { token: owner.token, body: { mediaAssetIds: [theirs] } }))
        .status,
    ).toBe(404);
    await api.put(`/api/social-posts/${post.body.id}`, { token: owner.token, body: { mediaAssetIds: [other] } });
    expect((await api.get(`/api/assets/${mine}`, { token: owner.token })).body.usageCount).toBe(0);
    expect((await api.get(`/api/assets/${other}`, { token: owner.token })).body.usageCount).toBe(1);
    expect((await api.delete(`/api/assets/${other}`, { token: owner.token, query: { hard: "true" } })).status).toBe(
      409,
    );
    const forced = await api.delete(`/api/assets/${other}`, {
      token: owner.token,
      query: { hard: "true", force: "true" },
    });
    expect(forced.status).toBe(200);
    expect((await api.get(`/api/social-posts/${post.body.id}`, { token: owner.token })).body.mediaAssetIds).toEqual([]);
    await api.put(`/api/social-posts/${post.body.id}`, { token: owner.token, body: { mediaAssetIds: [mine] } });
    await api.delete(`/api/social-posts/${post.body.id}`, { token: owner.token });
    expect(await adminDb().mediaAssetUsage.count({ where: { assetId: mine } })).toBe(0);
  });
});
