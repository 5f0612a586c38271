import { Readable } from "node:stream";
import { notFound } from "@/lib/api/errors";
import { forCompany } from "@/lib/db";
import { objectStore, type StoredObject } from "@/lib/integrations/storage";
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
    // Made in the background after the upload; links to it are handed out only once it exists.
    if (!asset.thumbnailKey) throw notFound("Media");
    object = await store.get(asset.thumbnailKey);
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
