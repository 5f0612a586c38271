import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import fs from "node:fs";
import { notFound } from "@/lib/api/errors";
import { forCompany, type TenantDb } from "@/lib/db";
import { objectStore, type StoredObject } from "@/lib/integrations/storage";
import { writeThumbnail } from "./image-info";
import { newSpoolFile } from "./intake";
import { newObjectKey, removeStoredObjects } from "./store-image";
import { readViewGrant } from "./view-url";

/**
 * Served with every file: the bytes are never sniffed into another type, and an SVG opened
 * directly runs no script, loads nothing and is sandboxed as an opaque origin.
 */
export const MEDIA_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  "Cross-Origin-Resource-Policy": "same-site",
} as const;

const contentDisposition = (filename: string) => `inline; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** GET /api/media/:token: the file (or its thumbnail) a signed, unexpired link names, while the asset exists. */
export async function deliverMedia(token: string): Promise<Response> {
  const grant = readViewGrant(token);
  if (!grant) throw notFound("Media");
  const db = forCompany(grant.c);
  const asset = await db.mediaAsset.findFirst({
    where: { id: grant.a, status: "READY" },
    select: { id: true, companyId: true, filename: true, contentType: true, storageKey: true, thumbnailKey: true },
  });
  if (!asset) throw notFound("Media");
  const store = objectStore();
  let object: StoredObject | null;
  let type = asset.contentType;
  if (grant.v === "thumbnail") {
    object = await store.get(await ensureThumbnail(db, asset));
    type = "image/webp";
  } else {
    object = await store.get(asset.storageKey);
  }
  if (!object) throw notFound("Media");
  const secondsLeft = Math.max(0, Math.floor(grant.exp - Date.now() / 1000));
  const headers = new Headers({
    ...MEDIA_SECURITY_HEADERS,
    "Content-Type": type,
    "Content-Disposition": contentDisposition(asset.filename),
    "Cache-Control": `private, max-age=${secondsLeft}`,
  });
  if (object.size !== null) headers.set("Content-Length", String(object.size));
  return new Response(Readable.toWeb(object.body) as ReadableStream, { status: 200, headers });
}

/** The thumbnail's key, made on first request and kept: generated once per asset. */
async function ensureThumbnail(db: TenantDb, asset: { id: string; companyId: string; storageKey: string; thumbnailKey: string | null }): Promise<string> {
  if (asset.thumbnailKey) return asset.thumbnailKey;
  const store = objectStore();
  const original = await store.get(asset.storageKey);
  if (!original) throw notFound("Media");
  const source = await newSpoolFile();
  const target = `${source}.webp`;
  try {
    await pipeline(original.body, fs.createWriteStream(source));
    await writeThumbnail(source, target);
    const key = newObjectKey(asset.companyId, ".thumb");
    await store.putFile(key, target, "image/webp");
    const won = await db.mediaAsset.updateMany({ where: { id: asset.id, thumbnailKey: null }, data: { thumbnailKey: key } });
    if (won.count === 1) return key;
    // Another request made it first: keep theirs.
    await removeStoredObjects([key]);
    const current = await db.mediaAsset.findFirst({ where: { id: asset.id }, select: { thumbnailKey: true } });
    if (!current?.thumbnailKey) throw notFound("Media");
    return current.thumbnailKey;
  } finally {
    await fsp.rm(source, { force: true });
    await fsp.rm(target, { force: true });
  }
}
