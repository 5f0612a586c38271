import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { beforeAll, describe, expect, it } from "vitest";
import { functions } from "@/inngest";
import { cleanUpUploads } from "@/inngest/functions/media/clean-up-uploads";
import { FunctionRegistry } from "@/inngest/in-process/registry";
import { adminDb } from "@/lib/db";
import { objectStore } from "@/lib/integrations/storage";
import { newSpoolFile } from "@/lib/media/intake";
import { newObjectKey } from "@/lib/media/stored-objects";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { signUp, type TestUser } from "../helpers/users";

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

let owner: TestUser;
beforeAll(async () => {
  process.env.RATE_LIMIT_UPLOAD = "100000";
  owner = await signUp();
});

/** An asset row in a given upload state, optionally with bytes in the store under its key. */
async function assetRow(
  status: "PENDING" | "UPLOADING" | "READY" | "FAILED",
  uploadExpiresAt: Date | null,
  withBytes = false,
) {
  const storageKey = newObjectKey(owner.companyId);
  if (withBytes) {
    const spooled = await newSpoolFile();
    fs.writeFileSync(spooled, "bytes of a refused upload");
    await objectStore().putFile(storageKey, spooled, "image/png");
  }
  const row = await adminDb().mediaAsset.create({
    data: {
      companyId: owner.companyId,
      uploadedById: owner.userId,
      filename: "x.png",
      contentType: "image/png",
      sizeBytes: 25,
      storageKey,
      status,
      uploadExpiresAt,
    },
  });
  return { id: row.id, storageKey };
}

const exists = async (id: string) => (await adminDb().mediaAsset.count({ where: { id } })) === 1;
const stored = async (key: string) => (await objectStore().get(key)) !== null;

// A fresh engine per run: an engine remembers step results between its executions.
const runCleanup = async () => {
  const { result } = await new InngestTestEngine({
    function: cleanUpUploads,
    events: [{ name: "inngest/scheduled.timer", data: { cron: "20 * * * *" } }],
  }).execute();
  return result as { uploads: number; spoolFiles: number; usages: number };
};

describe("clean up media uploads (Inngest function)", () => {
  it("removes presigned uploads that never became assets, and their bytes; keeps the ones still valid and stored assets", async () => {
    const removed = {
      pendingExpired: await assetRow("PENDING", at(-MINUTE)),
      uploadingLongExpired: await assetRow("UPLOADING", at(-61 * MINUTE)),
      failedWithBytes: await assetRow("FAILED", null, true),
      failedPresigned: await assetRow("FAILED", at(30 * MINUTE)),
    };
    const kept = {
      pendingValid: await assetRow("PENDING", at(30 * MINUTE)),
      uploadingRecentlyExpired: await assetRow("UPLOADING", at(-10 * MINUTE)),
      ready: await assetRow("READY", null, true),
    };
    const result = await runCleanup();
    expect(result.uploads).toBeGreaterThanOrEqual(Object.keys(removed).length);
    for (const [name, row] of Object.entries(removed)) expect(await exists(row.id), name).toBe(false);
    expect(await stored(removed.failedWithBytes.storageKey)).toBe(false);
    for (const [name, row] of Object.entries(kept)) expect(await exists(row.id), name).toBe(true);
    expect(await stored(kept.ready.storageKey)).toBe(true);
  });

  it("a presigned asset never uploaded disappears once its URL has expired, and the URL stays dead", async () => {
    const res = await api.post("/api/assets/presigned-url", {
      token: owner.token,
      body: { filename: "never.png", contentType: "image/png", fileSize: 10 },
    });
    const id = res.body.assetId as string;
    await runCleanup();
    expect(await exists(id)).toBe(true);
    await adminDb().mediaAsset.update({ where: { id }, data: { uploadExpiresAt: at(-1000) } });
    await runCleanup();
    expect(await exists(id)).toBe(false);
    const put = await api.put(new URL(res.body.uploadUrl).pathname, {
      rawBody: new Uint8Array(10),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(403);
  });

  it("removes spool files idle for more than an hour, not ones being written", async () => {
    const idle = await newSpoolFile();
    const busy = await newSpoolFile();
    fs.writeFileSync(idle, "left by a process that stopped");
    fs.writeFileSync(busy, "arriving");
    const twoHoursAgo = at(-120 * MINUTE);
    fs.utimesSync(idle, twoHoursAgo, twoHoursAgo);
    const result = await runCleanup();
    expect(result.spoolFiles).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(idle)).toBe(false);
    expect(fs.existsSync(busy)).toBe(true);
    fs.rmSync(busy);
  });

  it("removes usage rows of content deleted in bulk (a campaign deleted with its content), keeping live ones", async () => {
    const asset = (await uploadAsset(owner.token)).body.asset.id as string;
    const blog = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: `Bulk ${randomUUID()}`, markdownBody: "Body", status: "DRAFT" },
    });
    const kept = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: `Kept ${randomUUID()}`, markdownBody: "Body", status: "DRAFT" },
    });
    for (const contentId of [blog.body.id, kept.body.id]) {
      expect(
        (
          await api.post(`/api/assets/${asset}/usage`, {
            token: owner.token,
            body: { contentType: "BLOG_POST", contentId },
          })
        ).status,
      ).toBe(201);
    }
    // What deleting a campaign with delete_all does: its content goes in one statement.
    await adminDb().blogPost.deleteMany({ where: { id: blog.body.id } });
    expect(await adminDb().mediaAssetUsage.count({ where: { assetId: asset } })).toBe(2);
    const result = await runCleanup();
    expect(result.usages).toBeGreaterThanOrEqual(1);
    expect(
      await adminDb().mediaAssetUsage.findMany({ where: { assetId: asset }, select: { contentId: true } }),
    ).toEqual([{ contentId: kept.body.id }]);
  });

  it("is idempotent: a second run right after finds none of this company's rows to remove", async () => {
    await assetRow("FAILED", null, true);
    await runCleanup();
    const before = await adminDb().mediaAsset.count({ where: { companyId: owner.companyId } });
    await runCleanup();
    expect(await adminDb().mediaAsset.count({ where: { companyId: owner.companyId } })).toBe(before);
  });
});

describe("the in-process runner runs the media functions", () => {
  it("delivers media/asset.stored to the thumbnail function and schedules the cleanup", () => {
    const registry = new FunctionRegistry(functions);
    expect(registry.targetsOf("media/asset.stored").map((f) => f.id)).toContain("make-asset-thumbnail");
    expect(registry.scheduled.map((f) => f.id)).toContain("clean-up-media-uploads");
  });
});
