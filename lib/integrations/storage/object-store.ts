import type { Readable } from "node:stream";

/** A stored object as read back: its bytes as a stream, and what the store knows of its size. */
export interface StoredObject {
  body: Readable;
  size: number | null;
}

/**
 * Where uploaded bytes live. Keys are made by the server (see `objectKey`), never from a client's
 * filename, and never leave the server. Objects are private: they are read back only through the
 * app's signed delivery route.
 */
export interface ObjectStore {
  readonly driver: "local" | "vercel-blob";
  /** Stores a finished file (uploads are spooled to disk first, so nothing is held in memory). */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing an object that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(\.[a-z]+)?$/;

/** `<companyId>/<random uuid>[.suffix]`: nothing a client chose, so it can neither collide nor traverse. */
export function assertObjectKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
}
