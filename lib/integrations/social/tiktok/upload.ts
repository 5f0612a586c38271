import { createWriteStream } from "node:fs";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { VideoInput } from "../types";
import { videoUnreadable } from "../video-input";

/**
 * The video's bytes read from its source in the pieces FILE_UPLOAD sends: never more than the
 * chunk asked for and one piece of the source are held, whatever the video's size.
 */
export class ChunkReader {
  private readonly source: AsyncIterator<Uint8Array>;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private ended = false;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async pull(): Promise<void> {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await this.source.next();
    } catch {
      throw videoUnreadable("tiktok");
    }
    if (next.done) this.ended = true;
    else if (next.value.length) {
      this.pending.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      this.pendingBytes += next.value.length;
    }
  }

  /** The next `bytes` bytes; a source that ends sooner broke off (nothing was published yet, a retry reads it again). */
  async read(bytes: number): Promise<Buffer> {
    while (!this.ended && this.pendingBytes < bytes) await this.pull();
    if (this.pendingBytes < bytes) throw videoUnreadable("tiktok");
    const joined = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    // The chunk is copied out so the rest of the last piece does not keep it alive.
    const chunk = Buffer.from(joined.subarray(0, bytes));
    const rest = joined.subarray(bytes);
    this.pending = rest.length ? [Buffer.from(rest)] : [];
    this.pendingBytes = rest.length;
    return chunk;
  }

  /** True when the source has nothing after what was read: one longer than it said is not the video announced. */
  async atEnd(): Promise<boolean> {
    while (!this.ended && this.pendingBytes === 0) await this.pull();
    return this.pendingBytes === 0;
  }

  /** Frees the source when the upload ends early. */
  async close(): Promise<void> {
    await this.source.return?.();
  }
}

export interface SizedVideo {
  size: number;
  reader: ChunkReader;
  /** Frees the source and whatever was spooled for it. */
  close(): Promise<void>;
}

/**
 * FILE_UPLOAD names the video's size before any byte is sent. A source that declared it (blob
 * storage answers Content-Length) is read as it comes; one that did not is first written to a
 * temporary file as it arrives, then read back from there: on disk, not in memory.
 */
export async function sizedVideo(video: VideoInput): Promise<SizedVideo> {
  if (video.size !== null) {
    const reader = new ChunkReader(video.chunks());
    return { size: video.size, reader, close: () => reader.close() };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "reach-tiktok-"));
  const file = path.join(dir, "video");
  const removeDir = () => rm(dir, { recursive: true, force: true });
  let size = 0;
  try {
    await pipeline(
      Readable.from(video.chunks()),
      async function* (source: AsyncIterable<Uint8Array>) {
        for await (const piece of source) {
          size += piece.length;
          yield piece;
        }
      },
      createWriteStream(file),
    );
  } catch {
    await removeDir();
    throw videoUnreadable("tiktok");
  }
  const reader = new ChunkReader(createReadStream(file, { highWaterMark: 1024 * 1024 }));
  return {
    size,
    reader,
    close: async () => {
      await reader.close();
      await removeDir();
    },
  };
}
