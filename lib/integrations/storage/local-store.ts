import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { assertObjectKey, type ObjectStore, type StoredObject } from "./object-store";

/** The default store: files under `<root>` (DATA_DIR/media/objects), one per key. */
export function localStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, key);
  };
  return {
    driver: "local",
    async putFile(key, sourcePath) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await fsp.rename(sourcePath, target);
      } catch (err) {
        // A source on another file system (a custom temp dir) cannot be renamed across: copy it.
        if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
        await fsp.copyFile(sourcePath, target);
        await fsp.rm(sourcePath, { force: true });
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const stat = await fsp.stat(file);
        return { body: fs.createReadStream(file), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}
