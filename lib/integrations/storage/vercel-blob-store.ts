import fs from "node:fs";
import { Readable } from "node:stream";
import { BlobNotFoundError, del, head, put } from "@vercel/blob";
import { assertObjectKey, type ObjectStore, type StoredObject } from "./object-store";

/**
 * Vercel Blob with private access. The SDK reaches the API at VERCEL_BLOB_API_URL when it is set
 * (tests point it at tests/fakes/vercel-blob.ts). Reads ask the API for the blob's URL (`head`)
 * and fetch it with the token, which is what the SDK's own `get` does for private blobs, except
 * that `get` builds the URL from the store id and so can never be pointed anywhere else.
 */
export function vercelBlobStore(token: string): ObjectStore {
  return {
    driver: "vercel-blob",
    async putFile(key, sourcePath, contentType) {
      assertObjectKey(key);
      await put(key, fs.createReadStream(sourcePath), {
        access: "private",
        token,
        contentType,
        addRandomSuffix: false,
        allowOverwrite: false,
      });
      await fs.promises.rm(sourcePath, { force: true });
    },
    async get(key): Promise<StoredObject | null> {
      assertObjectKey(key);
      let url: string;
      try {
        url = (await head(key, { token })).url;
      } catch (err) {
        if (err instanceof BlobNotFoundError) return null;
        throw err;
      }
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`Blob read failed: ${res.status}`);
      const length = Number(res.headers.get("content-length"));
      return {
        body: Readable.fromWeb(res.body as import("node:stream/web").ReadableStream),
        size: Number.isFinite(length) ? length : null,
      };
    },
    async delete(key) {
      assertObjectKey(key);
      await del(key, { token });
    },
  };
}
