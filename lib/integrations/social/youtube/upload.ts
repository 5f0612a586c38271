import { isProviderError, ProviderError, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import type { VideoInput } from "../types";
import { joinUrl } from "../config";
import { videoUnreadable } from "../video-input";
import { youtubeFailure } from "./api";

/** The protocol asks for chunks in multiples of 256 KiB (all but the last). */
export const CHUNK_UNIT = 256 * 1024;
/** Interruptions one upload survives (each followed by a status query and a resume). */
const MAX_RESUMES = 5;

export interface UploadedVideo {
  id: string;
  snippet?: { title?: string; description?: string; publishedAt?: string };
}

export interface VideoMetadata {
  title: string;
  description: string;
  privacyStatus: string;
}

/** Where a 308 "Resume Incomplete" says the upload stands: the next byte to send. */
function nextByte(res: HttpResponse): number {
  const range = res.headers.get("range")?.match(/bytes=0-(\d+)/);
  return range ? Number(range[1]) + 1 : 0;
}

const done = (res: HttpResponse) => res.status === 200 || res.status === 201;

/**
 * The video's bytes not yet confirmed by YouTube, filled from the source as the upload goes: never
 * more than one chunk and one piece of the source, whatever the video's size.
 */
class PendingBytes {
  private readonly source: AsyncIterator<Uint8Array>;
  private buffer: Buffer = Buffer.alloc(0);
  /** Where `buffer` starts in the video. */
  start = 0;
  ended = false;

  constructor(
    video: VideoInput,
    private readonly network: string,
  ) {
    this.source = video.chunks()[Symbol.asyncIterator]();
  }

  /** Reads until more than `bytes` are pending or the source ended. */
  async fill(bytes: number): Promise<void> {
    while (!this.ended && this.buffer.length <= bytes) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await this.source.next();
      } catch {
        throw videoUnreadable(this.network);
      }
      if (next.done) this.ended = true;
      else this.buffer = Buffer.concat([this.buffer, next.value]);
    }
  }

  get length(): number {
    return this.buffer.length;
  }

  slice(bytes: number): Uint8Array {
    return this.buffer.subarray(0, bytes);
  }

  /** YouTube holds everything before `next`: drop it. It never asks to go back before what it confirmed. */
  confirm(next: number): void {
    if (next < this.start || next > this.start + this.buffer.length)
      throw new ProviderError("transient", "YouTube asked to resume the upload from a part already sent.", {
        network: this.network,
      });
    this.buffer = this.buffer.subarray(next - this.start);
    this.start = next;
  }

  /** Frees the source when the upload ends early. */
  async close(): Promise<void> {
    await this.source.return?.();
  }
}

/**
 * YouTube's resumable upload (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
 * 1. POST the video resource (title, description, privacy) to the upload host with
 *    `uploadType=resumable`, the size (when the source declared one) and type in X-Upload-Content-*;
 *    the session URI comes back in Location. Nothing exists on YouTube yet, so this request is safe to repeat.
 * 2. PUT the bytes to the session URI chunk by chunk as they come from the source, with Content-Range
 *    (`/*` for the total until the last chunk when the size is unknown); 308 answers say how far it
 *    got (Range), 200/201 carry the video resource. Only the chunk in flight is held in memory.
 * 3. After an interruption or a 5xx, a PUT of `bytes * /size` asks where the upload stands and it
 *    resumes from there, inside the chunk if YouTube kept part of it; if that shows it complete,
 *    its answer is the video. A session the upload host no longer knows (404/410) fails without
 *    effect: the next attempt starts again.
 */
export async function uploadVideo(
  http: { api: HttpClient; upload: HttpClient },
  config: { uploadUrl: string; uploadChunkBytes: number; uploadTimeoutMs: number },
  token: string,
  video: VideoInput,
  metadata: VideoMetadata,
): Promise<UploadedVideo> {
  const start = await http.api.request({
    op: "publish",
    method: "POST",
    url: joinUrl(config.uploadUrl, "/videos"),
    query: { uploadType: "resumable", part: "snippet,status" },
    headers: {
      authorization: `Bearer ${token}`,
      ...(video.size !== null ? { "x-upload-content-length": String(video.size) } : {}),
      "x-upload-content-type": video.mimeType,
    },
    json: {
      snippet: { title: metadata.title, description: metadata.description },
      status: { privacyStatus: metadata.privacyStatus, selfDeclaredMadeForKids: false },
    },
    idempotent: true,
  });
  if (!start.ok) throw youtubeFailure(start);
  const session = sessionUri(start, config.uploadUrl);
  const pending = new PendingBytes(video, "youtube");
  try {
    return await sendChunks(http.upload, config, token, session, video, pending);
  } finally {
    await pending.close();
  }
}

async function sendChunks(
  upload: HttpClient,
  config: { uploadChunkBytes: number; uploadTimeoutMs: number },
  token: string,
  session: string,
  video: VideoInput,
  pending: PendingBytes,
): Promise<UploadedVideo> {
  const chunk = Math.max(CHUNK_UNIT, Math.floor(config.uploadChunkBytes / CHUNK_UNIT) * CHUNK_UNIT);
  const put = (range: string, data: Uint8Array, op: string) =>
    upload.request({
      op,
      method: "PUT",
      url: session,
      headers: { authorization: `Bearer ${token}`, "content-range": range },
      bytes: { data, contentType: video.mimeType },
      timeoutMs: config.uploadTimeoutMs,
    });

  let resumes = 0;
  for (;;) {
    await pending.fill(chunk);
    const last = pending.ended && pending.length <= chunk;
    const size = Math.min(chunk, pending.length);
    const end = pending.start + size;
    if (video.size !== null && (end > video.size || (last && end !== video.size))) throw videoUnreadable("youtube");
    const total = last ? String(end) : (video.size?.toString() ?? "*");
    let answer: HttpResponse | null = null;
    try {
      answer = await put(`bytes ${pending.start}-${end - 1}/${total}`, pending.slice(size), "upload");
    } catch (err) {
      if (!isProviderError(err, "transient") && !isProviderError(err, "outcome_unknown")) throw err;
    }
    if (answer && done(answer)) return answer.json<UploadedVideo>()!;
    if (answer?.status === 308) {
      pending.confirm(nextByte(answer));
      continue;
    }
    if (answer) expiredOrRefused(answer);
    // Interrupted (no answer, or a 5xx): ask how far it got, then go on from there.
    for (;;) {
      if (++resumes > MAX_RESUMES) throw interrupted(last);
      let status: HttpResponse;
      try {
        status = await put(`bytes */${video.size ?? (last ? end : "*")}`, new Uint8Array(0), "upload-status");
      } catch (err) {
        if (isProviderError(err, "transient") || isProviderError(err, "outcome_unknown")) continue;
        throw err;
      }
      if (done(status)) return status.json<UploadedVideo>()!;
      if (status.status === 308) {
        pending.confirm(nextByte(status));
        break;
      }
      expiredOrRefused(status);
    }
  }
}

/** The session URI must be on the upload host it was asked of: the token goes there. */
function sessionUri(res: HttpResponse, uploadUrl: string): string {
  const location = res.headers.get("location");
  if (location && new URL(location, uploadUrl).origin === new URL(uploadUrl).origin)
    return new URL(location, uploadUrl).toString();
  throw new ProviderError("transient", "YouTube started no upload session (no usable Location).", {
    network: "youtube",
    status: res.status,
  });
}

/** A 404/410 means the session expired (nothing was published); other 4xx are YouTube refusing the upload. */
function expiredOrRefused(res: HttpResponse): void {
  if (res.status === 404 || res.status === 410)
    throw new ProviderError("transient", "The YouTube upload session expired before the video was complete.", {
      network: "youtube",
      status: res.status,
      code: "UPLOAD_SESSION_EXPIRED",
    });
  if (res.status < 500 && res.status !== 408 && res.status !== 429) throw youtubeFailure(res);
}

/** Gave up resuming: if the last bytes were in flight YouTube may hold the video, otherwise it holds nothing. */
function interrupted(lastChunkSent: boolean): ProviderError {
  return lastChunkSent
    ? new ProviderError(
        "outcome_unknown",
        "The YouTube upload was interrupted while its last part was sent; the video may exist.",
        { network: "youtube" },
      )
    : new ProviderError("transient", "The YouTube upload kept being interrupted; nothing was published.", {
        network: "youtube",
      });
}
