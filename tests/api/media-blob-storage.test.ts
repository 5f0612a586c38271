import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { startFakeBlob, type FakeBlobServer } from "../fakes/vercel-blob";
import { api } from "../helpers/app";
import { imageBytes } from "../helpers/images";
import { imageForm, makeThumbnail, viewMedia } from "../helpers/media";
import { signUp, type TestUser } from "../helpers/users";

/** The same API with BLOB_READ_WRITE_TOKEN set: bytes go to (the fake of) Vercel Blob, privately. */
let fake: FakeBlobServer;
let owner: TestUser;

beforeAll(async () => {
  fake = await startFakeBlob();
  process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0";
  process.env.BLOB_READ_WRITE_TOKEN = fake.token;
  process.env.RATE_LIMIT_UPLOAD = "100000";
  owner = await signUp();
});
afterAll(async () => {
  delete process.env.BLOB_READ_WRITE_TOKEN;
  delete process.env.VERCEL_BLOB_API_URL;
  await fake.close();
});

describe("uploads on the Vercel Blob driver", () => {
  it("direct upload stores a private blob under a server-made key; viewUrl and thumbnail read it back; hard delete removes both", async () => {
    const png = await imageBytes("png", 60, 40);
    const res = await api.post("/api/assets/direct", {
      token: owner.token,
      rawBody: imageForm(png, "blob.png", "image/png"),
    });
    expect(res.status, res.text).toBe(201);
    const row = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: res.body.asset.id } });
    const blob = fake.blobs.get(row.storageKey)!;
    expect(blob).toMatchObject({ access: "private", contentType: "image/png" });
    expect(blob.bytes.equals(png)).toBe(true);
    expect(row.storageKey.startsWith(`${owner.companyId}/`)).toBe(true);

    const view = await viewMedia(res.body.asset.viewUrl);
    expect(view.status).toBe(200);
    expect(view.headers.get("content-length")).toBe(String(png.length));
    expect(await makeThumbnail(owner.companyId, row.id)).toBe("made");
    const thumb = await viewMedia((await api.get(`/api/assets/${row.id}`, { token: owner.token })).body.thumbnailUrl);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const thumbKey = (await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: row.id } })).thumbnailKey!;
    expect(fake.blobs.get(thumbKey)?.access).toBe("private");

    await api.delete(`/api/assets/${row.id}`, { token: owner.token, query: { hard: "true" } });
    expect(fake.blobs.has(row.storageKey)).toBe(false);
    expect(fake.blobs.has(thumbKey)).toBe(false);
    expect((await viewMedia(res.body.asset.viewUrl)).status).toBe(404);
  });

  it("presigned upload lands in the blob store too", async () => {
    const gif = await imageBytes("gif");
    const res = await api.post("/api/upload/presigned-url", {
      token: owner.token,
      body: { filename: "a.gif", contentType: "image/gif", fileSize: gif.length },
    });
    const put = await api.put(new URL(res.body.uploadUrl).pathname, {
      rawBody: new Uint8Array(gif),
      headers: { "content-type": "image/gif" },
    });
    expect(put.status, put.text).toBe(200);
    const row = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: res.body.imageId } });
    expect(fake.blobs.get(row.storageKey)?.bytes.equals(gif)).toBe(true);
    expect((await api.delete(`/api/upload/images/${row.id}`, { token: owner.token })).status).toBe(200);
    expect(fake.blobs.has(row.storageKey)).toBe(false);
  });
});
