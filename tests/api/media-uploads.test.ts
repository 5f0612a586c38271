import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { MAX_UPLOAD_BYTES } from "@/lib/media/limits";
import { api } from "../helpers/app";
import { htmlPage, imageBytes, pngOfSize, svgWithScript } from "../helpers/images";
import { imageForm, thumbnailRequests } from "../helpers/media";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let teammate: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  process.env.RATE_LIMIT_UPLOAD = "100000";
  [owner, stranger] = await Promise.all([signUp(), signUp()]);
  teammate = await addMember(owner, "editor");
});

const direct = (user: TestUser, bytes: Buffer, filename = "photo.png", type = "image/png") =>
  api.post("/api/upload/direct", { token: user.token, rawBody: imageForm(bytes, filename, type) });

const presign = (user: TestUser, body: Record<string, unknown>) =>
  api.post("/api/upload/presigned-url", { token: user.token, body });

function expectUploadError(res: { status: number; body: any }, status: number, error?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    error: error ?? expect.any(String),
    message: expect.any(String),
    statusCode: status,
  });
}

describe("POST /api/upload/direct", () => {
  it("stores each accepted type and reads format and dimensions from the file", async () => {
    for (const [format, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["jpeg", "image/jpg"],
      ["gif", "image/gif"],
      ["webp", "image/webp"],
    ] as const) {
      const res = await direct(owner, await imageBytes(format, 40, 30), `pic.${format}`, type);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ imageId: expect.any(String), filename: `pic.${format}` });
    }
    const svg = await direct(owner, svgWithScript, "logo.svg", "image/svg+xml");
    expect(svg.status, svg.text).toBe(200);
    const list = await api.get("/api/upload/images", { token: owner.token, query: { limit: 100 } });
    expect(list.body.images.find((i: any) => i.id === svg.body.imageId)).toMatchObject({
      format: "svg",
      width: 30,
      height: 20,
    });
    expect(list.body.images.find((i: any) => i.filename === "pic.webp")).toMatchObject({
      format: "webp",
      width: 40,
      height: 30,
    });
  });

  it("size boundaries: 0 bytes refused, exactly 10 MB stored, 10 MB + 1 refused", async () => {
    expectUploadError(await direct(owner, Buffer.alloc(0)), 400, "Invalid file size");
    const exact = await direct(owner, await pngOfSize(MAX_UPLOAD_BYTES), "exact.png");
    expect(exact.status, exact.text).toBe(200);
    const row = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: exact.body.imageId } });
    expect(row.sizeBytes).toBe(MAX_UPLOAD_BYTES);
    expectUploadError(await direct(owner, await pngOfSize(MAX_UPLOAD_BYTES + 1), "over.png"), 400, "Invalid file size");
  });

  it("filename boundaries: 255 characters stored, 256 refused, and each forbidden form refused", async () => {
    const png = await imageBytes("png");
    const ok = await direct(owner, png, `${"a".repeat(251)}.png`);
    expect(ok.status, ok.text).toBe(200);
    expectUploadError(await direct(owner, png, `${"a".repeat(252)}.png`), 400, "Invalid filename");
    for (const bad of ["../evil.png", "a..b.png", "dir/evil.png", "dir\\evil.png"]) {
      const res = await direct(owner, png, bad);
      // A browser's FormData keeps the name as given; busboy hands it over unchanged.
      expectUploadError(res, 400, "Invalid filename");
    }
  });

  it("refuses a type outside the six, a spoofed type, and a missing file", async () => {
    expectUploadError(await direct(owner, htmlPage, "page.html", "text/html"), 400, "Invalid file type");
    expectUploadError(await direct(owner, htmlPage, "fake.png", "image/png"), 400, "Invalid file type");
    expectUploadError(await direct(owner, await imageBytes("jpeg"), "fake.gif", "image/gif"), 400, "Invalid file type");
    const noFile = new FormData();
    noFile.append("note", "hello");
    expectUploadError(
      await api.post("/api/upload/direct", { token: owner.token, rawBody: noFile }),
      400,
      "No file uploaded",
    );
    expectUploadError(
      await api.post("/api/upload/direct", { token: owner.token, body: { file: "x" } }),
      400,
      "No file uploaded",
    );
  });

  it("a refused upload leaves nothing behind", async () => {
    const before = await adminDb().mediaAsset.count({ where: { companyId: owner.companyId } });
    await direct(owner, htmlPage, "fake.png", "image/png");
    expect(await adminDb().mediaAsset.count({ where: { companyId: owner.companyId } })).toBe(before);
  });

  it("answers 401 in the upload error shape without a token", async () => {
    const res = await api.post("/api/upload/direct", {
      rawBody: imageForm(await imageBytes("png"), "a.png", "image/png"),
    });
    expectUploadError(res, 401, "Unauthorized");
  });
});

describe("presigned uploads", () => {
  it("hands out a URL bound to the type and size, single use, that stores the image", async () => {
    const png = await imageBytes("png", 50, 20);
    const res = await presign(owner, { filename: "banner.png", contentType: "image/png", fileSize: png.length });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      uploadUrl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/upload\/presigned\//),
      key: res.body.imageId,
      imageId: expect.any(String),
    });
    const path = new URL(res.body.uploadUrl).pathname;
    const put = await api.put(path, { rawBody: new Uint8Array(png), headers: { "content-type": "image/png" } });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({ imageId: res.body.imageId, filename: "banner.png" });
    expect(await thumbnailRequests(res.body.imageId)).toHaveLength(1);
    const again = await api.put(path, { rawBody: new Uint8Array(png), headers: { "content-type": "image/png" } });
    expectUploadError(again, 403);
    const list = await api.get("/api/upload/images", { token: owner.token, query: { limit: 100 } });
    expect(list.body.images.find((i: any) => i.id === res.body.imageId)).toMatchObject({
      format: "png",
      width: 50,
      height: 20,
    });
  });

  it("refuses another Content-Type or size without using the URL up, and a spoofed body after claiming it", async () => {
    const png = await imageBytes("png");
    const res = await presign(owner, { filename: "x.png", contentType: "image/png", fileSize: png.length });
    const path = new URL(res.body.uploadUrl).pathname;
    expectUploadError(
      await api.put(path, { rawBody: new Uint8Array(png), headers: { "content-type": "image/gif" } }),
      400,
      "Invalid file type",
    );
    const longer = Buffer.concat([png, Buffer.from("x")]);
    expectUploadError(
      await api.put(path, {
        rawBody: new Uint8Array(longer),
        headers: { "content-type": "image/png", "content-length": String(longer.length) },
      }),
      400,
      "Invalid file size",
    );
    const spoof = Buffer.concat([htmlPage, Buffer.alloc(Math.max(0, png.length - htmlPage.length))]).subarray(
      0,
      png.length,
    );
    expectUploadError(
      await api.put(path, { rawBody: new Uint8Array(spoof), headers: { "content-type": "image/png" } }),
      400,
      "Invalid file type",
    );
    expectUploadError(
      await api.put(path, { rawBody: new Uint8Array(png), headers: { "content-type": "image/png" } }),
      403,
    );
  });

  it("refuses a tampered or expired URL", async () => {
    const png = await imageBytes("png");
    const res = await presign(owner, { filename: "x.png", contentType: "image/png", fileSize: png.length });
    const path = new URL(res.body.uploadUrl).pathname;
    const tampered = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expectUploadError(
      await api.put(tampered, { rawBody: new Uint8Array(png), headers: { "content-type": "image/png" } }),
      403,
    );
    await adminDb().mediaAsset.update({
      where: { id: res.body.imageId },
      data: { uploadExpiresAt: new Date(Date.now() - 1000) },
    });
    expectUploadError(
      await api.put(path, { rawBody: new Uint8Array(png), headers: { "content-type": "image/png" } }),
      403,
    );
  });

  it("validates the declaration at each boundary", async () => {
    const ok = (over: Record<string, unknown>) =>
      presign(owner, { filename: "a.png", contentType: "image/png", fileSize: 1, ...over });
    expect((await ok({ fileSize: MAX_UPLOAD_BYTES })).status).toBe(200);
    expect((await ok({ filename: "a".repeat(255) })).status).toBe(200);
    expect((await ok({ contentType: "IMAGE/JPG" })).status).toBe(200);
    for (const bad of [
      { fileSize: 0 },
      { fileSize: MAX_UPLOAD_BYTES + 1 },
      { fileSize: 1.5 },
      { filename: "a".repeat(256) },
      { filename: ".." },
      { filename: "a/b.png" },
      { filename: "a\\b.png" },
      { contentType: "text/html" },
      { contentType: "image/bmp" },
    ]) {
      const res = await ok(bad);
      expectUploadError(res, 400, "Validation failed");
      expect(res.body.message).toMatch(/filename|contentType|fileSize/);
    }
  });

  it("a pending upload is not listed", async () => {
    const res = await presign(owner, { filename: "pending.png", contentType: "image/png", fileSize: 10 });
    const list = await api.get("/api/upload/images", { token: owner.token, query: { limit: 100 } });
    expect(list.body.images.map((i: any) => i.id)).not.toContain(res.body.imageId);
  });
});

describe("GET /api/upload/images and DELETE /api/upload/images/:id", () => {
  it("lists only the caller's images, paged (default 50, max 100)", async () => {
    const mine = await direct(teammate, await imageBytes("png"), "teammate.png");
    const list = await api.get("/api/upload/images", { token: teammate.token });
    expect(list.body).toMatchObject({ total: 1, limit: 50, offset: 0 });
    expect(list.body.images).toEqual([
      {
        id: mine.body.imageId,
        filename: "teammate.png",
        format: "png",
        width: 24,
        height: 16,
        createdAt: expect.any(String),
      },
    ]);
    expectUploadError(await api.get("/api/upload/images", { token: owner.token, query: { limit: 101 } }), 400);
    const page = await api.get("/api/upload/images", { token: owner.token, query: { limit: 2, offset: 1 } });
    expect(page.body.images).toHaveLength(2);
  });

  it("deletes only one's own image: a teammate's and another company's answer 404", async () => {
    const mine = await direct(owner, await imageBytes("png"), "mine.png");
    const id = mine.body.imageId;
    expectUploadError(await api.delete(`/api/upload/images/${id}`, { token: teammate.token }), 404);
    expectUploadError(await api.delete(`/api/upload/images/${id}`, { token: stranger.token }), 404);
    const ok = await api.delete(`/api/upload/images/${id}`, { token: owner.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: expect.any(String) });
    expect(await adminDb().mediaAsset.findUnique({ where: { id } })).toBeNull();
    expectUploadError(await api.delete(`/api/upload/images/${id}`, { token: owner.token }), 404);
  });
});

describe("rate limit", () => {
  it("allows 100 upload requests a minute per IP, with the headers, then 429", async () => {
    process.env.RATE_LIMIT_UPLOAD = "3";
    try {
      const headers = { "x-forwarded-for": "203.0.113.77" };
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await api.get("/api/upload/images", { token: owner.token, headers }));
      expect(answers[0].headers.get("x-ratelimit-limit")).toBe("3");
      expect(answers[2].headers.get("x-ratelimit-remaining")).toBe("0");
      expectUploadError(answers[3], 429);
      expect(answers[3].headers.get("retry-after")).toBe("60");
    } finally {
      process.env.RATE_LIMIT_UPLOAD = "100000";
    }
  });
});
