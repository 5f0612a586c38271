import { TIKTOK_VIDEO_LIMITS } from "./limits";

/** The chunk size FILE_UPLOAD uses above the single-chunk size: well inside TikTok's 5-64 MB. */
const CHUNK_BYTES = 10 * 1024 * 1024;

export interface ChunkPlan {
  videoSize: number;
  chunkSize: number;
  totalChunkCount: number;
  /** [first, last] byte of each chunk, inclusive, as Content-Range names them. */
  ranges: [number, number][];
}

/**
 * How a video is cut for FILE_UPLOAD (the media transfer guide): under 5 MB in one chunk of its own
 * size; otherwise chunks of CHUNK_BYTES, their count the size divided by the chunk size rounded
 * down, the last one taking the remaining bytes.
 */
export function chunkPlan(videoSize: number): ChunkPlan {
  if (videoSize < TIKTOK_VIDEO_LIMITS.minChunkBytes)
    return { videoSize, chunkSize: videoSize, totalChunkCount: 1, ranges: [[0, videoSize - 1]] };
  const chunkSize = Math.min(CHUNK_BYTES, videoSize);
  const totalChunkCount = Math.floor(videoSize / chunkSize);
  const ranges = Array.from({ length: totalChunkCount }, (_, i): [number, number] => [
    i * chunkSize,
    i === totalChunkCount - 1 ? videoSize - 1 : (i + 1) * chunkSize - 1,
  ]);
  return { videoSize, chunkSize, totalChunkCount, ranges };
}

/**
 * A video's duration in seconds from its MP4/QuickTime movie header (`mvhd`), or null when it has
 * none (WebM, or a header past what was read): checked against the creator's longest allowed video
 * before anything is sent.
 */
export function mp4DurationSeconds(data: Uint8Array): number | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const at = bytes.indexOf("mvhd", 0, "latin1");
  if (at < 4) return null;
  const version = bytes[at + 4];
  const fields = at + 8;
  if (version === 1) {
    if (fields + 28 > bytes.length) return null;
    const timescale = bytes.readUInt32BE(fields + 16);
    const duration = Number(bytes.readBigUInt64BE(fields + 20));
    return timescale ? duration / timescale : null;
  }
  if (fields + 16 > bytes.length) return null;
  const timescale = bytes.readUInt32BE(fields + 8);
  const duration = bytes.readUInt32BE(fields + 12);
  return timescale ? duration / timescale : null;
}
