import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { dataDir } from "@/lib/env";
import { invalidFileSize, invalidFileType } from "./errors";
import { readImageInfo, type ImageInfo } from "./image-info";
import { CONTENT_TYPE_OF, FORMAT_OF, MAX_UPLOAD_BYTES, type UploadContentType } from "./limits";
import { sniffFormat, SNIFF_BYTES } from "./sniff";
import { sanitizeSvg } from "./svg";

/** A checked upload waiting on disk to be handed to the object store. */
export interface CheckedImage extends ImageInfo {
  file: string;
  sizeBytes: number;
  /** The canonical type the bytes are (image/jpg arrives as image/jpeg). */
  contentType: string;
}

export function spoolDir(): string {
  return path.join(dataDir, "media", "tmp");
}

export async function newSpoolFile(): Promise<string> {
  await fsp.mkdir(spoolDir(), { recursive: true });
  return path.join(spoolDir(), randomUUID());
}

class TooLarge extends Error {}

/**
 * Streams bytes to a spool file, counting them and stopping at `maxBytes` + 1, and keeps the first
 * bytes for sniffing. Nothing but one chunk at a time is held in memory.
 */
export async function spool(
  source: Readable,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ file: string; size: number; head: Buffer }> {
  const file = await newSpoolFile();
  let size = 0;
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLarge());
      if (headBytes < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, count, fs.createWriteStream(file));
  } catch (err) {
    await fsp.rm(file, { force: true });
    if (err instanceof TooLarge) throw invalidFileSize(`The file must be at most ${maxBytes} bytes`);
    throw err;
  }
  return { file, size, head: Buffer.concat(headChunks) };
}

/**
 * Checks a spooled upload against what the client declared: the bytes must be the declared kind
 * of image (a "PNG" that is really HTML is refused), readable, with dimensions; SVG is sanitized
 * in place. Refusals remove the spool file.
 */
export async function checkSpooledImage(
  spooled: { file: string; size: number; head: Buffer },
  declared: UploadContentType,
): Promise<CheckedImage> {
  const { file } = spooled;
  try {
    if (spooled.size === 0) throw invalidFileSize("The file is empty: it must be greater than 0 bytes");
    const expected = FORMAT_OF[declared];
    let size = spooled.size;
    if (expected === "svg") {
      const source = await fsp.readFile(file);
      if (sniffFormat(source) !== "svg")
        throw invalidFileType(`The file's content is not an SVG image, though it was declared ${declared}`);
      const result = sanitizeSvg(source.toString("utf8"));
      if (!result.ok) throw invalidFileType(result.reason);
      await fsp.writeFile(file, result.svg);
      size = Buffer.byteLength(result.svg);
    } else {
      const actual = sniffFormat(spooled.head);
      if (actual !== expected) {
        throw invalidFileType(
          `The file's content is ${actual ? CONTENT_TYPE_OF[actual] : "not an image"}, but it was declared ${declared}`,
        );
      }
    }
    const info = await readImageInfo(file);
    if (!info || info.format !== expected)
      throw invalidFileType(`The file is not a readable ${CONTENT_TYPE_OF[expected]} image`);
    return { ...info, file, sizeBytes: size, contentType: CONTENT_TYPE_OF[expected] };
  } catch (err) {
    await fsp.rm(file, { force: true });
    throw err;
  }
}
