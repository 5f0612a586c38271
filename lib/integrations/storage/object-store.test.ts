import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlob, type FakeBlobServer } from "@/tests/fakes/vercel-blob";
import { localStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { vercelBlobStore } from "./vercel-blob-store";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "reach-store-"));
let fake: FakeBlobServer;

beforeAll(async () => {
  fake = await startFakeBlob();
  process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0";
});
afterAll(async () => {
  await fake.close();
  delete process.env.VERCEL_BLOB_API_URL;
  fs.rmSync(tmp, { recursive: true, force: true });
});

function spool(content: string): string {
  const file = path.join(tmp, randomUUID());
  fs.writeFileSync(file, content);
  return file;
}

const key = () => `${randomUUID()}/${randomUUID()}`;

describe.each([
  ["local", () => localStore(path.join(tmp, "objects"))],
  ["vercel-blob", () => vercelBlobStore(fake.token)],
] as const)("%s store", (_name, make: () => ObjectStore) => {
  it("stores a spooled file, reads it back and consumes the spool file", async () => {
    const store = make();
    const k = key();
    const source = spool("hello bytes");
    await store.putFile(k, source, "image/png");
    expect(fs.existsSync(source)).toBe(false);
    const got = await store.get(k);
    expect(got?.size).toBe(11);
    expect(await text(got!.body)).toBe("hello bytes");
  });

  it("answers null for a missing key and deletes idempotently", async () => {
    const store = make();
    const k = key();
    expect(await store.get(k)).toBeNull();
    await store.putFile(k, spool("x"), "image/png");
    await store.delete(k);
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
  });

  it("refuses keys it did not make (traversal, client names)", async () => {
    const store = make();
    for (const bad of ["../etc/passwd", `${randomUUID()}/../../x`, "photo.png", `${randomUUID()}/a b`]) {
      await expect(store.get(bad)).rejects.toThrow(/Not an object key/);
    }
  });
});

describe("vercel-blob store against the fake Blob API", () => {
  it("uploads privately with the token, our key as pathname, no random suffix and no overwrite", async () => {
    const k = key();
    const before = fake.calls.length;
    await vercelBlobStore(fake.token).putFile(k, spool("png"), "image/png");
    const blob = fake.blobs.get(k)!;
    expect(blob).toMatchObject({ access: "private", contentType: "image/png", pathname: k });
    expect(fake.calls[before]).toBe(`PUT /api/blob/?pathname=${encodeURIComponent(k)}`);
  });

  it("the fake refuses a wrong token and reading a private blob without one", async () => {
    const k = key();
    await expect(
      vercelBlobStore("vercel_blob_rw_fakestore123_wrong").putFile(k, spool("x"), "image/png"),
    ).rejects.toThrow();
    await vercelBlobStore(fake.token).putFile(k, spool("x"), "image/png");
    const res = await fetch(`${fake.apiUrl.replace("/api/blob", "")}/store/${k}`);
    expect(res.status).toBe(403);
  });
});
