import path from "node:path";
import { dataDir, env } from "@/lib/env";
import { localStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { vercelBlobStore } from "./vercel-blob-store";

export { assertObjectKey, type ObjectStore, type StoredObject } from "./object-store";

/** Vercel Blob when BLOB_READ_WRITE_TOKEN is set, otherwise files under DATA_DIR (zero configuration). */
export function objectStore(): ObjectStore {
  const token = env.blobReadWriteToken;
  return token ? vercelBlobStore(token) : localStore(path.join(dataDir, "media", "objects"));
}
